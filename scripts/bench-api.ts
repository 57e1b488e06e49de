// `npm run bench:api [-- --materials 100000] [--duration 10] [--connections 10]`: measures the API on this machine.
// Starts the app in this process on 127.0.0.1 with a random port, and beside it a bare Fastify answering a fixed
// JSON "hello"; runs autocannon (in a worker thread, so the load does not share the server's event loop) against
// the bare route, the materials list, a course page and the search; prints requests a second, p50/p99 latency and
// each one's ratio to the bare route. Only loopback addresses are used; each run ends by itself.
//
// Database: DATABASE_URL when set, else PGlite — a fresh temporary one with the demo content, or with
// --materials N the folder .tmp/bench-N (or --data-dir), filled by seed-bench.ts on first use and kept for the next
// runs (about 100 MB a 100k data set).
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import autocannon from 'autocannon';
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
  },
});
const materials = values.materials === undefined ? 0 : Number(values.materials);
const duration = Number(values.duration);
const connections = Number(values.connections);
if (!Number.isInteger(materials) || materials < 0 || !(duration > 0 && duration <= 120) || !(connections >= 1 && connections <= 200)) {
  console.error('usage: npm run bench:api -- [--materials N] [--data-dir DIR] [--duration 1..120] [--connections 1..200]');
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

/** Every request to a different address (a unique query): the page is rendered each time, never from the cache. */
const uniquePaths = [{ method: 'GET' as const, setupRequest: path.join(import.meta.dirname, 'bench-unique-path.cjs') }];

async function measure(name: string, url: string, { unique = false } = {}): Promise<Measure> {
  const requests = unique ? uniquePaths : undefined;
  // A short warm-up fills caches and JIT before the measured run.
  await autocannon({ url, connections, duration: 1, workers: 1, requests });
  await fetch(url).then((res) => res.arrayBuffer());
  const result = await autocannon({ url, connections, duration, workers: 1, requests });
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

const db = await openDb(config);
const app = await buildApp({ config, db });
const bare = Fastify();
bare.get('/hello', async () => ({ hello: 'world' }));
try {
  await prepare(db);
  const base = await app.listen({ host: '127.0.0.1', port: 0 });
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
  for (const [name, url] of targets) results.push(await measure(name, url));
  // A rendered page (server/src/plugins/pages.ts): from the render cache, and rendered every time.
  results.push(await measure('material page, cached', materialPage));
  results.push(await measure('material page, rendered', materialPage, { unique: true }));
  const [reference] = results;
  console.log('');
  // Latencies are whole milliseconds, the bare route's p50 is often 0: the latency ratio uses the means.
  console.log('route                req/s    p50 ms  p99 ms  mean ms  req/s vs bare  latency vs bare  errors');
  for (const r of results) {
    console.log(
      `${r.name.padEnd(19)} ${r.requests.toFixed(0).padStart(7)} ${String(r.p50).padStart(8)} ${String(r.p99).padStart(7)}` +
        ` ${r.mean.toFixed(2).padStart(8)}  ${(r.requests / reference.requests).toFixed(4).padStart(13)}` +
        ` ${(r.mean / reference.mean).toFixed(1).padStart(15)}x  ${String(r.errors).padStart(6)}`,
    );
  }
  // The time of one render on its own: one request at a time, each to a new address.
  const times: number[] = [];
  for (let i = 0; i < 200; i += 1) {
    const started = performance.now();
    const response = await app.inject({ url: `/ru/materials/${topMaterial[0].slug}?render=${i}` });
    times.push(performance.now() - started);
    if (response.statusCode !== 200) throw new Error(`the material page answered ${response.statusCode}`);
  }
  times.sort((a, b) => a - b);
  const at = (q: number) => times[Math.floor(q * (times.length - 1))].toFixed(1);
  console.log(`\nserver render of a material page, uncached, one at a time (200 renders): p50 ${at(0.5)} ms, p90 ${at(0.9)} ms, p99 ${at(0.99)} ms`);
  if (results.some((r) => r.errors > 0)) process.exitCode = 1;
} finally {
  await app.close();
  await bare.close();
  await db.close();
  if (temporary) fs.rmSync(dataDir, { recursive: true, force: true });
}
