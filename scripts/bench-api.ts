// `npm run bench:api [-- --materials 100000] [--duration 10] [--connections 10] [--search-rate 50,150] [--only search]`: measures
// the API on this machine. Starts the app in this process on 127.0.0.1 with a random port, and beside it a bare
// Fastify answering a fixed JSON "hello"; runs autocannon against the bare route, the materials list, a course page
// and the search; prints requests a second, p50/p99 latency and each one's ratio to the bare route. Public API
// answers come from the answer cache (plugins/api-cache.ts) when the same address is asked again; "uncached" runs
// ask a twin of the app on the same database with no answer or page cache, so the database answers each time. Then the search's p50/p95/p99 for a common word, a
// prefix and a rare word, each request timed on its own: at saturation (`connections` clients, each asking again as
// soon as it is answered: with PGlite, which answers one query at a time, a request waits for the ones ahead of it)
// and at steady rates (open loop, each --search-rate a second, whatever the answers: the wait a visitor sees at that
// load). Then this process's resident memory idle and at its peak under load, and the time of one render.
//
// The load runs in child processes: it shares neither the server's event loop nor the memory reported. Only
// loopback addresses are used; each run ends by itself.
//
// Database: DATABASE_URL when set, else PGlite — a fresh temporary one with the demo content, or with
// --materials N the folder .tmp/bench-N (or --data-dir), filled by seed-bench.ts on first use and kept for the next
// runs (about 100 MB a 100k data set).
//
// `--only search`: the search's latencies only (at saturation, then at the rates of --search-rate), nothing else: a
// before/after of a search change in about a minute.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { execFileSync, spawn } from 'node:child_process';
import Fastify from 'fastify';
import { buildApp } from '../server/src/app.ts';
import { loadConfig, paths } from '../server/src/config.ts';
import { openDb, type Db } from '../server/src/db/db.ts';
import { migrate } from '../server/src/db/migrate.ts';
import { seedDemoContent } from '../server/src/db/seed/index.ts';
import { seedBench } from './seed-bench.ts';

const { values } = parseArgs({
  options: {
    materials: { type: 'string' },
    'data-dir': { type: 'string' },
    duration: { type: 'string', default: '10' },
    connections: { type: 'string', default: '10' },
    'search-rate': { type: 'string', default: '50,150' },
    only: { type: 'string' },
  },
});
const searchOnly = values.only === 'search';
const materials = values.materials === undefined ? 0 : Number(values.materials);
const duration = Number(values.duration);
const connections = Number(values.connections);
const searchRates = values['search-rate'].split(',').map(Number);
if (
  !Number.isInteger(materials) ||
  materials < 0 ||
  !(duration > 0 && duration <= 120) ||
  !(connections >= 1 && connections <= 200) ||
  !searchRates.every((rate) => rate >= 1 && rate <= 2000) ||
  (values.only !== undefined && values.only !== 'search')
) {
  console.error(
    'usage: npm run bench:api -- [--materials N] [--data-dir DIR] [--duration 1..120] [--connections 1..200] [--search-rate R[,R…], each 1..2000] [--only search]',
  );
  process.exit(2);
}

const databaseUrl = process.env.DATABASE_URL || undefined;
const temporary = !databaseUrl && !materials && !values['data-dir'];
const dataDir = values['data-dir']
  ? path.resolve(values['data-dir'])
  : temporary
    ? fs.mkdtempSync(path.join(os.tmpdir(), 'bench-api-'))
    : path.join(paths.repoRoot, '.tmp', `bench-${materials}`);
const config = loadConfig({ ...process.env, DATA_DIR: dataDir, CLIENT_DIR: path.join(dataDir, 'no-client') });

async function prepare(db: Db) {
  await migrate(db);
  await seedDemoContent(db);
  if (!materials) return;
  const { rows } = await db.query<{ n: number }>("select count(*)::int as n from materials where slug like 'bench-%'");
  if (rows[0].n === materials) return;
  console.log(`generating the ${materials}-material data set (once; kept in ${databaseUrl ? 'the database' : dataDir})`);
  await seedBench(db, { materials, courses: Math.ceil(materials / 20) }, () => {});
}

interface Measure {
  name: string;
  url: string;
  requests: number;
  p50: number;
  p99: number;
  mean: number;
  errors: number;
}

/** The part of autocannon's result this bench reads. */
interface LoadResult {
  requests: { average: number };
  latency: { average: number; p50: number; p99: number };
  errors: number;
  timeouts: number;
  non2xx: number;
}

/** autocannon in a child process. */
function autocannon(options: { url: string; connections: number; duration: number }) {
  const code = `
    const autocannon = require('autocannon');
    autocannon(input.options).then(
      ({ requests, latency, errors, timeouts, non2xx }) => done({ requests, latency, errors, timeouts, non2xx }),
      (error) => { console.error(error); process.exit(1); });`;
  return inChild<LoadResult>(code, { options });
}

async function measure(name: string, url: string): Promise<Measure> {
  // A short warm-up fills caches and JIT before the measured run.
  await autocannon({ url, connections, duration: 1 });
  await fetch(url).then((res) => res.arrayBuffer());
  const result = await autocannon({ url, connections, duration });
  // Requests still queued in the server (PGlite answers one query at a time) would slow the next route's run:
  // one more request waits behind them all.
  await fetch(url).then((res) => res.arrayBuffer());
  return {
    name,
    url,
    requests: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    mean: result.latency.average,
    errors: result.errors + result.timeouts + result.non2xx,
  };
}

/**
 * Every request timed: `connections` loops in a child process, each asking `url` again as soon as its answer is read.
 * Compressed as browsers ask, read to the end but not decompressed, by node:http (as the open-loop runs): fetch,
 * gunzipping every answer, took about as much CPU a request as the server's Node, on the same cores.
 */
function latencies(url: string, { seconds = duration } = {}): Promise<{ times: number[]; errors: number }> {
  const code = `
    const http = require('node:http');
    const { url, seconds, connections } = input;
    const agent = new http.Agent({ keepAlive: true, maxSockets: connections });
    const times = []; let errors = 0;
    const end = performance.now() + seconds * 1000;
    const once = () => new Promise((resolve) => {
      const started = performance.now();
      const finish = (failed) => { if (failed) errors += 1; times.push(performance.now() - started); resolve(); };
      http.get(url, { agent, headers: { 'accept-encoding': 'br, gzip' } }, (res) => {
        res.resume();
        res.on('end', () => finish(res.statusCode !== 200));
        res.on('error', () => finish(true));
      }).on('error', () => finish(true));
    });
    async function loop() {
      while (performance.now() < end) await once();
    }
    Promise.all(Array.from({ length: connections }, loop)).then(() => done({ times, errors }));`;
  return inChild(code, { url, seconds, connections });
}

/**
 * Runs `code` (CommonJS, with `input` and `done(result)`) in a child process of its own: the load shares neither
 * this process's event loop nor the memory it reports. Resolves with what the code passes to `done`.
 */
function inChild<T>(code: string, input: unknown): Promise<T> {
  const program = `const input = ${JSON.stringify(input)};
    const done = (result) => process.stdout.write(JSON.stringify(result), () => process.exit(0));
    ${code}`;
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, ['-e', program], { cwd: paths.repoRoot, stdio: ['ignore', 'pipe', 'inherit'] });
    let output = '';
    child.stdout.setEncoding('utf8').on('data', (chunk: string) => (output += chunk));
    child.once('error', reject);
    child.once('exit', (status) => (status === 0 ? resolve(JSON.parse(output) as T) : reject(new Error(`the load process exited with ${status}`))));
  });
}

/**
 * Open loop: `rate` requests a second on a fixed schedule, sent whether or not the earlier
 * ones were answered (as visitors do), from a child process. Each latency counts from the request's scheduled time,
 * so a server that falls behind is charged for the wait (no coordinated omission).
 */
function latenciesAtRate(url: string, rate: number, seconds = duration): Promise<{ times: number[]; errors: number }> {
  const code = `
    const http = require('node:http');
    const { url, rate, seconds } = input;
    const agent = new http.Agent({ keepAlive: true, maxSockets: 256 });
    const times = []; let errors = 0; let pending = 0; let sent = 0;
    const total = Math.round(rate * seconds);
    const start = performance.now();
    const finish = () => { if (sent === total && pending === 0) done({ times, errors }); };
    function send(scheduled, n) {
      pending += 1;
      const req = http.get(url,
        { agent, headers: { 'accept-encoding': 'br, gzip' } }, (res) => {
          res.resume();
          res.on('end', () => {
            if (res.statusCode !== 200) errors += 1;
            times.push(performance.now() - scheduled);
            pending -= 1; finish();
          });
        });
      req.on('error', () => { errors += 1; pending -= 1; finish(); });
    }
    (function tick() {
      const now = performance.now();
      while (sent < total && start + (sent * 1000) / rate <= now) { send(start + (sent * 1000) / rate, sent); sent += 1; }
      if (sent < total) setTimeout(tick, Math.max(0, start + (sent * 1000) / rate - performance.now()));
    })();`;
  return inChild(code, { url, rate, seconds });
}

/**
 * CPU time, ms, of this process (the app's event loop, and PGlite's thread when it is PGlite) and of the local
 * PostgreSQL server (the postmaster, its live children, and the children it has reaped: every backend), read from
 * /proc; null where PostgreSQL is elsewhere or /proc is not readable. Unlike latencies, it does not depend on what
 * else the machine runs.
 */
const clockTicks = (() => {
  try {
    return Number(execFileSync('getconf', ['CLK_TCK'], { encoding: 'utf8' })) || 100;
  } catch {
    return 100;
  }
})();
/** Fields of /proc/<pid>/stat after the command's closing parenthesis (field 3 on). */
const procStat = (pid: number) => {
  const text = fs.readFileSync(`/proc/${pid}/stat`, 'utf8');
  return text.slice(text.lastIndexOf(')') + 2).split(' ');
};
function postgresCpuMs(postmaster: number | null): number | null {
  if (postmaster === null) return null;
  try {
    const own = procStat(postmaster);
    // utime, stime, cutime, cstime: fields 14-17 (index 11-14 from field 3).
    let ticks = Number(own[11]) + Number(own[12]) + Number(own[13]) + Number(own[14]);
    for (const entry of fs.readdirSync('/proc')) {
      if (!/^\d+$/.test(entry)) continue;
      try {
        const stat = procStat(Number(entry));
        if (Number(stat[1]) === postmaster) ticks += Number(stat[11]) + Number(stat[12]);
      } catch {
        // A process that ended meanwhile.
      }
    }
    return (ticks * 1000) / clockTicks;
  } catch {
    return null;
  }
}
const processCpuMs = () => {
  const { user, system } = process.cpuUsage();
  return (user + system) / 1000;
};

const percentile = (sorted: number[], q: number) => sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? NaN;

/** Resident memory of this process (the app, and PGlite's database when it is PGlite), MB; the peak while `fn` runs. */
const rssMb = () => process.memoryUsage().rss / 1024 / 1024;
async function peakRss<T>(fn: () => Promise<T>): Promise<[T, number]> {
  let peak = rssMb();
  const timer = setInterval(() => (peak = Math.max(peak, rssMb())), 100);
  try {
    return [await fn(), Math.max(peak, rssMb())];
  } finally {
    clearInterval(timer);
  }
}

const db = await openDb(config);
const app = await buildApp({ config, db });
// The same app on the same database with no answer or page cache: the "uncached" figures.
const uncached = await buildApp({
  config: { ...config, apiCache: { ...config.apiCache, maxEntries: 0 }, pageCache: { ...config.pageCache, maxEntries: 0 } },
  db,
});
const bare = Fastify();
bare.get('/hello', async () => ({ hello: 'world' }));
try {
  await prepare(db);
  const base = await app.listen({ host: '127.0.0.1', port: 0 });
  const uncachedBase = await uncached.listen({ host: '127.0.0.1', port: 0 });
  const withoutCache = (url: string) => url.replace(base, uncachedBase);
  const bareBase = await bare.listen({ host: '127.0.0.1', port: 0 });
  const { rows } = await db.query<{ slug: string }>("select slug from courses where lang = 'ru' order by popularity desc limit 1");
  const { rows: topMaterial } = await db.query<{ slug: string }>(
    "select slug from materials where lang = 'ru' order by popularity desc, id limit 1",
  );
  const materialPage = `${base}/ru/materials/${topMaterial[0].slug}`;
  const { rows: counts } = await db.query<{ materials: number; courses: number }>(
    'select (select count(*)::int from materials) as materials, (select count(*)::int from courses) as courses',
  );
  console.log(
    `bench:api — ${counts[0].materials} materials, ${counts[0].courses} courses (${databaseUrl ? 'PostgreSQL' : 'PGlite'}); ` +
      `${connections} connections, ${duration} s a route, Node ${process.version}, ${os.cpus().length} CPUs`,
  );
  const targets: [string, string][] = [
    ['bare Fastify hello', `${bareBase}/hello`],
    ['materials list', `${base}/api/materials?lang=ru&page=0&per_page=11`],
    ['course page', `${base}/api/courses/${rows[0].slug}?lang=ru`],
    // The generated texts are made of a small vocabulary: "книга" (any form) is in two thirds of all materials, the
    // worst case for ranking and counting; "ханука" only in the demo content, the usual case.
    ['search, common word', `${base}/api/search?lang=ru&query=${encodeURIComponent('книгу')}`],
    ['search, prefix', `${base}/api/search?lang=ru&query=${encodeURIComponent('трад')}&limit=3`],
    ['search, rare word', `${base}/api/search?lang=ru&query=${encodeURIComponent('ханука')}`],
  ];
  const results: Measure[] = [];
  global.gc?.();
  await new Promise((resolve) => setTimeout(resolve, 500));
  const idleRss = rssMb();
  const [, loadRss] = await peakRss(async () => {
    if (searchOnly) return;
    for (const [name, url] of targets) results.push(await measure(name, url));
    // The list asked at a new address each time: the database answers every request (the answer cache misses).
    results.push(await measure('materials, uncached', `${uncachedBase}/api/materials?lang=ru&page=0&per_page=11`));
    // A rendered page (server/src/plugins/pages.ts): from the render cache, and rendered every time.
    results.push(await measure('material page, cached', materialPage));
    results.push(await measure('material page, rendered', withoutCache(materialPage)));
  });
  const [reference] = results;
  console.log('');
  if (searchOnly) console.log(`search only; load average ${os.loadavg().map((l) => l.toFixed(1)).join(' ')}`);
  // Latencies are whole milliseconds, the bare route's p50 is often 0: the latency ratio uses the means.
  console.log('route                req/s    p50 ms  p99 ms  mean ms  req/s vs bare  latency vs bare  errors');
  for (const r of searchOnly ? [] : results) {
    console.log(
      `${r.name.padEnd(19)} ${r.requests.toFixed(0).padStart(7)} ${String(r.p50).padStart(8)} ${String(r.p99).padStart(7)}` +
        ` ${r.mean.toFixed(2).padStart(8)}  ${(r.requests / reference.requests).toFixed(4).padStart(13)}` +
        ` ${(r.mean / reference.mean).toFixed(1).padStart(15)}x  ${String(r.errors).padStart(6)}`,
    );
  }
  const list = results.find((r) => r.name === 'materials list');
  if (list) console.log(`\nmaterials list (answer cache) vs bare Fastify route: ${((list.requests / reference.requests) * 100).toFixed(1)} % of its requests a second`);

  // Search latency, every request timed: the same address again (answer cache) and a new address every time
  // (the database answers: the figure that grows with the data).
  // The local PostgreSQL's postmaster: the parent of this connection's backend (none when the server is elsewhere).
  let postmaster: number | null = null;
  if (databaseUrl) {
    const { rows: backend } = await db.query<{ pid: number }>('select pg_backend_pid() as pid');
    try {
      postmaster = Number(procStat(backend[0].pid)[1]);
    } catch {
      postmaster = null;
    }
  }
  const cpuHeader = `CPU ms a request, uncached: ${databaseUrl ? 'Node  PostgreSQL' : 'Node+PGlite'}`;
  console.log(`\nsearch latency, ms (${connections} connections, ${duration} s each)`);
  console.log(`query                           answer cache: p50    p95    p99  req/s  | uncached: p50    p95    p99  req/s  errors  ${cpuHeader}`);
  const searches = targets.filter(([name]) => name.startsWith('search'));
  const [, searchRss] = await peakRss(async () => {
    for (const [name, url] of searches) {
      const row: string[] = [];
      let errors = 0;
      let cpu = '';
      for (const address of [url, withoutCache(url)]) {
        await latencies(address, { seconds: 1 });
        const [node, database] = [processCpuMs(), postgresCpuMs(postmaster)];
        const { times, errors: failed } = await latencies(address);
        const [nodeAfter, databaseAfter] = [processCpuMs(), postgresCpuMs(postmaster)];
        const perRequest = (ms: number) => (ms / Math.max(1, times.length)).toFixed(2);
        cpu = `${perRequest(nodeAfter - node).padStart(6)}${database === null || databaseAfter === null ? '' : perRequest(databaseAfter - database).padStart(12)}`;
        errors += failed;
        times.sort((a, b) => a - b);
        row.push(
          [0.5, 0.95, 0.99].map((q) => percentile(times, q).toFixed(1).padStart(6)).join(' ') +
            ` ${(times.length / duration).toFixed(0).padStart(6)}`,
        );
      }
      console.log(`${name.padEnd(30)} ${' '.repeat(13)}${row[0]}  | ${' '.repeat(9)}${row[1]}  ${String(errors).padStart(6)}  ${' '.repeat(27)}${cpu}`);
      if (errors > 0) process.exitCode = 1;
    }
  });
  // The same searches at steady rates (open loop), uncached: what a visitor waits for while the server answers that
  // many searches a second, rather than at saturation as above.
  for (const searchRate of searchRates) {
    console.log(`\nsearch latency at a steady ${searchRate} searches a second, uncached (open loop, ${duration} s each), ms`);
    console.log('query                              p50     p95     p99  errors');
    for (const [name, url] of searches) {
      await latenciesAtRate(withoutCache(url), searchRate, 1);
      const { times, errors } = await latenciesAtRate(withoutCache(url), searchRate);
      times.sort((a, b) => a - b);
      console.log(
        `${name.padEnd(30)} ${[0.5, 0.95, 0.99].map((q) => percentile(times, q).toFixed(1).padStart(7)).join(' ')}  ${String(errors).padStart(6)}`,
      );
      if (errors > 0) process.exitCode = 1;
    }
  }

  console.log(
    `\nresident memory of this process (${databaseUrl ? 'app; PostgreSQL runs apart' : 'app and PGlite'}): ` +
      `idle ${idleRss.toFixed(0)} MB, peak under load ${Math.max(loadRss, searchRss).toFixed(0)} MB` +
      ` (answer cache: ${app.apiCache.entries} entries, ${(app.apiCache.bytes / 1024 / 1024).toFixed(1)} MB; ` +
      `${app.apiCache.hits} hits, ${app.apiCache.misses} misses)`,
  );

  if (searchOnly) console.log(`load average at the end ${os.loadavg().map((l) => l.toFixed(1)).join(' ')}`);
  else {
    // The time of one render on its own: one request at a time, to the app without a page cache.
    const times: number[] = [];
    for (let i = 0; i < 200; i += 1) {
      const started = performance.now();
      const response = await uncached.inject({ url: `/ru/materials/${topMaterial[0].slug}` });
      times.push(performance.now() - started);
      if (response.statusCode !== 200) throw new Error(`the material page answered ${response.statusCode}`);
    }
    times.sort((a, b) => a - b);
    const at = (q: number) => times[Math.floor(q * (times.length - 1))].toFixed(1);
    console.log(`\nserver render of a material page, uncached, one at a time (200 renders): p50 ${at(0.5)} ms, p90 ${at(0.9)} ms, p99 ${at(0.99)} ms`);
  }
  if (results.some((r) => r.errors > 0)) process.exitCode = 1;
} finally {
  await app.close();
  await uncached.close();
  await bare.close();
  await db.close();
  if (temporary) fs.rmSync(dataDir, { recursive: true, force: true });
}
