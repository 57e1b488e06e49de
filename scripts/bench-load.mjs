#!/usr/bin/env node
// `npm run bench:load` — the site's capacity through its front door (issue 21, item 2). After `npm run build`:
//   npm run bench:load [-- --steps 4,8,16,32,64,128,256] [--step-seconds 10] [--overload-connections 512]
//                         [--overload-seconds 15] [--only postgres|pglite] [--port-base 27400]
// Two set-ups, one after the other, each behind nginx (scripts/proxied-instances.mjs, the multi-instance test's
// proxy and instances): three instances of the compiled server on one PostgreSQL (a server of its own started
// from /usr/lib/postgresql/*/bin, or a database of its own on DATABASE_URL), then one instance on PGlite.
// The load is autocannon in a child process of its own, every request drawn at random from a mix of
//   readers: rendered pages (every page of the sitemap, ru and en), API lists (materials, courses, books, places,
//            an item's like state), the search (whole words and the prefixes a live search sends, from the
//            titles), media (the /img/ variants and /storage/ files the pages show);
//   writers: likes, comments and help-chat messages of registered accounts (each registered through the API and
//            confirmed with the pin of its mail, so their comments are shown and drop the item's cached pages).
// Connections are raised step by step (closed loop: each asks again when answered) until p99 passes 250 ms or
// errors appear; each step reports requests/s, p50/p99, errors, the CPU of each process group sampled from /proc
// (the Node instances, PostgreSQL's processes, nginx, the load generator, and the whole machine with what others
// run on it), the page cache's hit ratio from each instance's /metrics, event-loop lag p99 and PostgreSQL's pool
// queue (or PGlite's thread). Then an overload step far past saturation says whether the excess is answered
// 503 with Retry-After (server/src/plugins/overload.ts) or waits until it times out. Resident memory of each
// instance at the end; a table of both set-ups last.
// Rate limits of the writes are off (it measures the instances, not the limits). Loopback only; every process it
// starts is stopped at the end.
import { spawn } from 'node:child_process';
import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { serverCommand } from './built-server.mjs';
import { proxiedInstances } from './proxied-instances.mjs';
import { startPostgresServer } from './postgres-server.mjs';
import { createThrowawayDatabase } from './throwaway-database.mjs';

const repoRoot = path.resolve(import.meta.dirname, '..');
const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

if (process.argv[2] === '--load-client') {
  await loadClient();
  process.exit(0);
}

const { values } = parseArgs({
  options: {
    steps: { type: 'string', default: '4,8,16,32,64,128,256' },
    'step-seconds': { type: 'string', default: '10' },
    'overload-connections': { type: 'string', default: '512' },
    'overload-seconds': { type: 'string', default: '15' },
    only: { type: 'string' },
    'port-base': { type: 'string', default: '27400' },
    writers: { type: 'string', default: '12' },
  },
});
const steps = values.steps.split(',').map(Number);
const stepSeconds = Number(values['step-seconds']);
const overloadConnections = Number(values['overload-connections']);
const overloadSeconds = Number(values['overload-seconds']);
const portBase = Number(values['port-base']);
const writerCount = Number(values.writers);
if (
  !steps.every((n) => Number.isInteger(n) && n >= 1 && n <= 2000) ||
  !(stepSeconds >= 1 && stepSeconds <= 300) ||
  !(Number.isInteger(overloadConnections) && overloadConnections >= 0 && overloadConnections <= 4000) ||
  !(overloadSeconds >= 1 && overloadSeconds <= 300) ||
  !(Number.isInteger(portBase) && portBase > 1024 && portBase < 65000) ||
  !(Number.isInteger(writerCount) && writerCount >= 1 && writerCount <= 200) ||
  (values.only !== undefined && !['postgres', 'pglite'].includes(values.only))
) {
  console.error(
    'usage: npm run bench:load -- [--steps N,N,…] [--step-seconds S] [--overload-connections N (0: none)] [--overload-seconds S] [--only postgres|pglite] [--port-base P] [--writers N]',
  );
  process.exit(2);
}

/** What a run stops at: the first step past it ends the ramp. */
const P99_LIMIT_MS = 250;
/** The figure reported: the most requests a second with p99 at most this. */
const P99_GOOD_MS = 100;

// ── /proc ────────────────────────────────────────────────────────────────────────────────────────────────────
const CLOCK_TICKS = 100; // USER_HZ on Linux

/** utime + stime (ticks) and ppid of a process, or null when it is gone. */
function procStat(pid) {
  try {
    const text = fs.readFileSync(`/proc/${pid}/stat`, 'utf8');
    const fields = text.slice(text.lastIndexOf(')') + 2).split(' ');
    return { ppid: Number(fields[1]), ticks: Number(fields[11]) + Number(fields[12]) };
  } catch {
    return null;
  }
}

function allPids() {
  return fs.readdirSync('/proc').filter((name) => /^\d+$/.test(name)).map(Number);
}

/** The process and its children (PostgreSQL's backends are the postmaster's children; nginx's workers the master's). */
function withChildren(pid) {
  if (!pid) return [];
  return [pid, ...allPids().filter((p) => procStat(p)?.ppid === pid)];
}

/** The machine's busy and total ticks (all cores) from /proc/stat. */
function machineTicks() {
  const cpu = fs.readFileSync('/proc/stat', 'utf8').split('\n')[0].split(/\s+/).slice(1).map(Number);
  const idle = cpu[3] + cpu[4];
  const total = cpu.slice(0, 8).reduce((a, b) => a + b, 0);
  return { busy: total - idle, total };
}

function rssMb(pid) {
  try {
    const kb = Number(/VmRSS:\s+(\d+)/.exec(fs.readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1]);
    return kb / 1024;
  } catch {
    return NaN;
  }
}

/** Proportional set size (shared memory split among the processes sharing it): PostgreSQL's shared buffers once. */
function pssMb(pids) {
  let kb = 0;
  for (const pid of pids) {
    try {
      kb += Number(/Pss:\s+(\d+)/.exec(fs.readFileSync(`/proc/${pid}/smaps_rollup`, 'utf8'))?.[1] ?? 0);
    } catch {
      /* gone */
    }
  }
  return kb / 1024;
}

/**
 * CPU of named groups of processes over an interval: `start()` then `stop()` gives each group's share of one core
 * (100 = one core busy) and the machine's busy share of all its cores.
 */
function cpuSampler(groups) {
  let before;
  const snapshot = () => {
    const ticks = {};
    for (const [name, pidsOf] of Object.entries(groups)) {
      ticks[name] = new Map(pidsOf().map((pid) => [pid, procStat(pid)?.ticks ?? 0]));
    }
    return { at: performance.now(), ticks, machine: machineTicks() };
  };
  return {
    start() {
      before = snapshot();
    },
    stop() {
      const after = snapshot();
      const seconds = (after.at - before.at) / 1000;
      const result = {};
      for (const name of Object.keys(groups)) {
        let ticks = 0;
        for (const [pid, t] of after.ticks[name]) ticks += t - (before.ticks[name].get(pid) ?? 0);
        result[name] = (100 * ticks) / CLOCK_TICKS / seconds;
      }
      result.machine = (100 * (after.machine.busy - before.machine.busy)) / (after.machine.total - before.machine.total);
      return result;
    },
  };
}

// ── /metrics ─────────────────────────────────────────────────────────────────────────────────────────────────
function parseMetrics(text) {
  const values = {};
  for (const line of text.split('\n')) {
    const match = /^([a-z_:][a-z0-9_:]*)(\{[^}]*\})?\s+(\S+)$/i.exec(line);
    if (match) values[match[1] + (match[2] ?? '')] = Number(match[3]);
  }
  return values;
}

async function scrape(base, token) {
  try {
    const res = await fetch(`${base}/metrics`, { headers: { authorization: `Bearer ${token}` }, signal: AbortSignal.timeout(10_000) });
    return parseMetrics(await res.text());
  } catch {
    return {};
  }
}

// ── the load client (a child process) ────────────────────────────────────────────────────────────────────────
/**
 * Reads `{ port, connections, seconds, mix }` from stdin, runs autocannon and prints one JSON line: autocannon's
 * totals and latency, and per kind of request its count, statuses, 503s with Retry-After, cache headers and p50/p99.
 */
async function loadClient() {
  const { createRequire } = await import('node:module');
  const autocannon = createRequire(import.meta.url)('autocannon');
  let input = '';
  for await (const chunk of process.stdin) input += chunk;
  const { port, connections, seconds, mix, timeoutSeconds } = JSON.parse(input);
  // Cumulative weights: a request is drawn by a random number.
  const cumulative = [];
  let sum = 0;
  for (const entry of mix) cumulative.push((sum += entry.weight));
  const draw = () => {
    const x = Math.random() * sum;
    let lo = 0;
    let hi = cumulative.length - 1;
    while (lo < hi) {
      const mid = (lo + hi) >> 1;
      if (cumulative[mid] > x) hi = mid;
      else lo = mid + 1;
    }
    const entry = mix[lo];
    return entry.requests[Math.floor(Math.random() * entry.requests.length)];
  };
  const kinds = {};
  const statsOf = (kind) =>
    (kinds[kind] ??= { count: 0, statuses: {}, retryAfter503: 0, cache: {}, latencies: [] });
  const result = await autocannon({
    url: `http://127.0.0.1:${port}`,
    connections,
    duration: seconds,
    timeout: timeoutSeconds,
    requests: [
      {
        setupRequest(request, context) {
          const next = draw();
          context.kind = next.kind;
          context.sentAt = performance.now();
          const body = next.body;
          return {
            ...request,
            method: next.method ?? 'GET',
            path: next.path,
            // As a browser asks: compressed answers (brotli or gzip made by the instance for pages and JSON).
            headers: {
              'accept-encoding': 'gzip, deflate, br',
              ...(body === undefined ? {} : { 'content-type': 'application/json' }),
              ...next.headers,
            },
            body: body === undefined ? undefined : JSON.stringify(body),
          };
        },
        onResponse(status, _body, context, rawHeaders) {
          const headers = Object.fromEntries(Object.entries(rawHeaders).map(([k, v]) => [k.toLowerCase(), v]));
          const stats = statsOf(context.kind ?? 'first');
          stats.count += 1;
          stats.statuses[status] = (stats.statuses[status] ?? 0) + 1;
          if (status === 503 && headers['retry-after']) stats.retryAfter503 += 1;
          const cache = headers['x-render-cache'] ?? headers['x-api-cache'];
          if (cache) stats.cache[cache] = (stats.cache[cache] ?? 0) + 1;
          if (context.sentAt !== undefined) stats.latencies.push(performance.now() - context.sentAt);
        },
      },
    ],
  });
  const percentile = (sorted, p) => (sorted.length ? sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] : 0);
  for (const stats of Object.values(kinds)) {
    const sorted = stats.latencies.sort((a, b) => a - b);
    stats.p50 = percentile(sorted, 50);
    stats.p99 = percentile(sorted, 99);
    delete stats.latencies;
  }
  process.stdout.write(
    `${JSON.stringify({
      requests: result.requests.total,
      rps: result.requests.total / seconds,
      p50: result.latency.p50,
      p99: result.latency.p99,
      max: result.latency.max,
      errors: result.errors,
      timeouts: result.timeouts,
      non2xx: result.non2xx,
      statusCodeStats: result.statusCodeStats,
      kinds,
      // This process's own CPU (it has exited when the caller samples /proc), in % of one core.
      cpu: (() => {
        const { user, system } = process.cpuUsage();
        return (user + system) / 1e4 / (performance.now() / 1000);
      })(),
    })}\n`,
  );
}

/** One step of load from a child process. */
function runLoad({ port, connections, seconds, mix, timeoutSeconds = 10 }) {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [import.meta.filename, '--load-client'], { cwd: repoRoot, stdio: ['pipe', 'pipe', 'inherit'] });
    let output = '';
    child.stdout.setEncoding('utf8').on('data', (chunk) => (output += chunk));
    child.once('error', reject);
    child.once('exit', (code) => (code === 0 ? resolve(JSON.parse(output)) : reject(new Error(`the load client exited with ${code}`))));
    child.stdin.end(JSON.stringify({ port, connections, seconds, mix, timeoutSeconds }));
  });
}

// ── preparing the mix ────────────────────────────────────────────────────────────────────────────────────────
async function getText(base, url, init = {}) {
  const res = await fetch(base + url, { ...init, signal: AbortSignal.timeout(60_000) });
  return { status: res.status, text: await res.text(), headers: res.headers };
}

async function getJson(base, url, init = {}) {
  const { status, text } = await getText(base, url, init);
  if (status !== 200) throw new Error(`${init.method ?? 'GET'} ${url}: ${status} ${text.slice(0, 200)}`);
  return JSON.parse(text);
}

/** Accounts registered through the API and confirmed with the pin of the mail in DATA_DIR/outbox. */
async function registerWriters(base, dataDir, count) {
  const outbox = path.join(dataDir, 'outbox');
  const writers = [];
  for (let n = 0; n < count; n++) {
    const email = `bench-load-${n}-${crypto.randomBytes(3).toString('hex')}@example.org`;
    const password = `bench-${crypto.randomBytes(6).toString('hex')}1`;
    const registered = await getJson(base, '/api/register', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email, password, password_confirmation: password, name: `Load ${n}`, lang: n % 2 ? 'en' : 'ru' }),
    });
    const token = registered.token;
    let pin = null;
    for (let t = 0; t < 100 && !pin; t++) {
      for (const file of fs.existsSync(outbox) ? fs.readdirSync(outbox) : []) {
        const raw = fs.readFileSync(path.join(outbox, file), 'utf8');
        if (!raw.includes(email)) continue;
        // The body's parts as sent: quoted-printable (soft line breaks) or base64 blocks, decoded.
        const decoded = [...raw.matchAll(/(?:^[A-Za-z0-9+/=]{8,}\r?$\n?)+/gm)].map((m) => Buffer.from(m[0].replace(/\s/g, ''), 'base64').toString('utf8'));
        const mail = [raw, ...decoded].join('\n').replace(/=\r?\n/g, '');
        pin = /email-pin(?:=3D|=)([A-Za-z0-9_-]+)/.exec(mail)?.[1] ?? null;
        if (pin) break;
      }
      if (!pin) await sleep(100);
    }
    if (!pin) throw new Error(`no confirmation mail for ${email} in ${outbox}`);
    await getJson(base, '/api/confirm-email', {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
      body: JSON.stringify({ pin }),
    });
    writers.push({ email, token });
  }
  return writers;
}

/** Every request the load draws from, by kind with its weight (the share of requests of that kind). */
async function prepareMix(base, dataDir) {
  const sitemap = (await getText(base, '/sitemap.xml')).text;
  const pages = [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => new URL(m[1]).pathname);
  if (!pages.length) throw new Error('the sitemap lists no page');

  const materials = [];
  for (const lang of ['ru', 'en']) {
    for (let page = 1; page <= 3; page++) {
      const list = await getJson(base, `/api/materials?lang=${lang}&page=${page}`);
      if (!Array.isArray(list) || !list.length) break;
      materials.push(...list.map((m) => ({ ...m, lang: m.lang ?? lang })));
    }
  }
  if (!materials.length) throw new Error('no materials to read or write to');
  const lists = [];
  for (const lang of ['ru', 'en']) {
    for (const page of [1, 2]) lists.push(`/api/materials?lang=${lang}&page=${page}`);
    lists.push(`/api/courses?lang=${lang}`, `/api/books?lang=${lang}`, `/api/places?lang=${lang}`);
  }
  const likeStates = materials.slice(0, 40).map((m) => `/api/materials/${m.id}/likes`);

  // What a live search sends: the first 3, 4 and 5 letters of a word, and the whole word, from the titles.
  const words = new Map();
  for (const m of materials) {
    for (const word of String(m.title ?? '').toLowerCase().match(/[\p{L}]{4,}/gu) ?? []) words.set(word, m.lang);
  }
  const searches = [];
  for (const [word, lang] of [...words].slice(0, 60)) {
    for (const text of new Set([word.slice(0, 3), word.slice(0, 4), word.slice(0, 5), word])) {
      searches.push(`/api/search?lang=${lang}&query=${encodeURIComponent(text)}`);
    }
  }

  // The pictures and files the pages show (their /img/ variants and /storage/ originals).
  const media = new Set();
  for (const page of pages.slice(0, 60)) {
    const html = (await getText(base, page)).text;
    for (const m of html.matchAll(/(?:src|href|srcset|content)="([^"]+)"/g)) {
      for (const part of m[1].split(',')) {
        const url = part.trim().split(/\s+/)[0].replace(/&amp;/g, '&');
        const local = url.startsWith(base) ? url.slice(base.length) : url;
        if (/^\/(img|storage)\//.test(local)) media.add(local);
      }
    }
  }
  const mediaList = [...media];
  const images = mediaList.filter((u) => u.startsWith('/img/') || /\.(webp|avif|jpe?g|png|gif|svg)(\?|$)/i.test(u));
  const files = mediaList.filter((u) => !images.includes(u));

  const writers = await registerWriters(base, dataDir, writerCount);
  const auth = (w) => ({ authorization: `Bearer ${w.token}` });
  const pick = (list, n) => Array.from({ length: Math.min(n, list.length) }, (_, i) => list[Math.floor((i * list.length) / Math.min(n, list.length))]);
  const likes = writers.flatMap((w) =>
    pick(materials, 40).map((m) => ({ kind: 'like', method: 'POST', path: `/api/materials/${m.id}/increase-likes`, headers: auth(w), body: { lang: m.lang } })),
  );
  const comments = writers.flatMap((w) =>
    pick(materials, 20).map((m) => ({
      kind: 'comment',
      method: 'POST',
      path: `/api/materials/${m.slug}/`,
      headers: auth(w),
      body: { content: `Нагрузочный комментарий ${w.email.slice(11, 17)} ${m.id}: спасибо за материал.`, lang: m.lang },
    })),
  );
  const chats = writers.map((w, n) => ({
    kind: 'chat',
    method: 'POST',
    path: '/api/user/chat',
    headers: auth(w),
    body: { text: `Вопрос ${n}: где найти продолжение курса?`, lang: 'ru' },
  }));

  const get = (kind, urls) => urls.map((p) => ({ kind, path: p }));
  const mix = [
    { weight: 38, requests: get('page', pages) },
    { weight: 12, requests: get('list', lists) },
    { weight: 4, requests: get('like state', likeStates) },
    { weight: 14, requests: get('search', searches) },
    { weight: 16, requests: get('image', images) },
    { weight: 4, requests: get('file', files) },
    { weight: 5, requests: likes },
    { weight: 4, requests: comments },
    { weight: 3, requests: chats },
  ].filter((entry) => entry.requests.length);
  const counts = {
    pages: pages.length,
    lists: lists.length + likeStates.length,
    searches: searches.length,
    images: images.length,
    files: files.length,
    writers: writers.length,
  };
  return { mix, counts };
}

// ── one set-up ───────────────────────────────────────────────────────────────────────────────────────────────
const fmt = (n, digits = 0) => (Number.isFinite(n) ? n.toFixed(digits) : '–');
const metricsToken = crypto.randomBytes(12).toString('hex');

/** Starts the set-up, ramps the load, overloads it; returns its figures. Stops everything it started. */
async function measure({ name, count, database }) {
  console.log(`\n━━ ${name}`);
  const cleanups = [];
  const cluster = proxiedInstances({
    prefix: 'bench-load',
    portBase,
    count,
    workerConnections: 8192,
    // The V8 heap limit of `npm run serve`, so the instances measured are the instances run.
    command: withHeapLimit(serverCommand()),
    env: () => ({
      DATABASE_URL: database.url ?? '',
      CLIENT_DIR: clientDir,
      METRICS_TOKEN: metricsToken,
      ...Object.fromEntries(
        ['COMMENT', 'CHAT', 'LIKE', 'REGISTER', 'CONFIRM'].flatMap((call) => [
          [`RATE_LIMIT_${call}_ACCOUNT`, 'off'],
          [`RATE_LIMIT_${call}_ADDRESS`, 'off'],
        ]),
      ),
    }),
  });
  cleanups.push(() => cluster.stop());
  // The built client as it is now, copied: a build running meanwhile (another's) replaces dist/ under the instances.
  let clientDir = process.env.CLIENT_DIR;
  if (!clientDir && fs.existsSync(path.join(repoRoot, 'dist/index.html'))) {
    clientDir = path.join(cluster.tmp, 'client');
    fs.cpSync(path.join(repoRoot, 'dist'), clientDir, { recursive: true });
  }
  try {
    console.log(`  instance command: ${cluster.command.join(' ')}`);
    const t0 = Date.now();
    // On an empty database one instance migrates and seeds while the others wait on its locks.
    cluster.startInstance(0);
    await cluster.waitReady(0);
    for (let i = 1; i < count; i++) cluster.startInstance(i);
    for (let i = 1; i < count; i++) await cluster.waitReady(i);
    await cluster.startNginx();
    console.log(`  ${count} instance(s) ready and nginx in front in ${((Date.now() - t0) / 1000).toFixed(1)} s`);

    const { mix, counts } = await prepareMix(cluster.proxy, cluster.dataDir);
    console.log(
      `  mix: ${mix.map((e) => `${e.requests[0].kind} ${e.weight}%`).join(', ')}; ` +
        `${counts.pages} pages, ${counts.lists} API addresses, ${counts.searches} searches, ${counts.images} images, ${counts.files} other files, ${counts.writers} registered writers`,
    );

    const instancePids = cluster.instances.map((c) => c.pid);
    const groups = {
      ...Object.fromEntries(instancePids.map((pid, i) => [`node ${i + 1}`, () => [pid]])),
      postgres: database.pids ?? (() => []),
      nginx: () => withChildren(cluster.nginx()?.pid),
    };
    const sampler = cpuSampler(groups);
    const scrapeAll = () => Promise.all(instancePids.map((_, i) => scrape(cluster.direct(i), metricsToken)));
    const sum = (snapshots, key) => snapshots.reduce((total, s) => total + (s[key] ?? 0), 0);

    const runStep = async (connections, seconds, timeoutSeconds = 10) => {
      const before = await scrapeAll();
      sampler.start();
      const load = await runLoad({ port: cluster.proxyPort, connections, seconds, mix, timeoutSeconds });
      const cpu = { ...sampler.stop(), load: load.cpu };
      const after = await scrapeAll();
      const hits = sum(after, 'page_cache_lookups_total{result="hit"}') - sum(before, 'page_cache_lookups_total{result="hit"}');
      const misses = sum(after, 'page_cache_lookups_total{result="miss"}') - sum(before, 'page_cache_lookups_total{result="miss"}');
      const lag = Math.max(...after.map((s) => s.nodejs_eventloop_lag_p99_seconds ?? 0)) * 1000;
      const poolWaiting = sum(after, 'db_pool_connections{state="waiting"}');
      const pgliteBusy = after[0]?.db_thread_busy_ratio;
      const statuses = Object.fromEntries(Object.entries(load.statusCodeStats ?? {}).map(([code, v]) => [code, v.count]));
      const failed = Object.entries(statuses).filter(([code]) => Number(code) >= 400).reduce((n, [, c]) => n + c, 0);
      const step = {
        connections,
        rps: load.rps,
        p50: load.p50,
        p99: load.p99,
        max: load.max,
        failed,
        errors: load.errors,
        timeouts: load.timeouts,
        statuses,
        retryAfter503: Object.values(load.kinds).reduce((n, k) => n + k.retryAfter503, 0),
        kinds: load.kinds,
        cpu,
        pageHit: hits + misses ? hits / (hits + misses) : NaN,
        lag,
        poolWaiting,
        pgliteBusy,
        load1: os.loadavg()[0],
      };
      const nodeCpu = instancePids.map((_, i) => fmt(cpu[`node ${i + 1}`])).join('+');
      console.log(
        `  ${String(connections).padStart(4)} conn: ${fmt(step.rps).padStart(5)} req/s, p50 ${fmt(step.p50)} ms, p99 ${fmt(step.p99)} ms` +
          `${failed || step.errors || step.timeouts ? `, ${failed} ≥400, ${step.errors} errors, ${step.timeouts} timeouts` : ''}; ` +
          `CPU % of a core: node ${nodeCpu}, postgres ${fmt(cpu.postgres)}, nginx ${fmt(cpu.nginx)}, load ${fmt(cpu.load)}; machine ${fmt(cpu.machine)}% busy; ` +
          `page cache ${fmt(step.pageHit * 100)}% hits; lag p99 ${fmt(lag)} ms` +
          `${database.url ? `; pool queue ${poolWaiting}` : `; PGlite thread ${fmt((pgliteBusy ?? NaN) * 100)}% busy`}; load average ${fmt(step.load1, 1)}`,
      );
      const failing = Object.entries(load.kinds)
        .map(([kind, k]) => [kind, Object.entries(k.statuses).filter(([code]) => Number(code) >= 400)])
        .filter(([, codes]) => codes.length)
        .map(([kind, codes]) => `${kind} ${codes.map(([code, n]) => `${n} × ${code}`).join(', ')}`);
      if (failing.length) console.log(`    answers ≥ 400 by kind: ${failing.join('; ')}`);
      return step;
    };

    // A short warm-up: every page rendered once, the search's first plans made.
    await runLoad({ port: cluster.proxyPort, connections: 4, seconds: Math.min(5, stepSeconds), mix });

    const ramp = [];
    for (const connections of steps) {
      const step = await runStep(connections, stepSeconds);
      ramp.push(step);
      if (step.p99 > P99_LIMIT_MS || step.failed || step.errors || step.timeouts) break;
    }

    let overload = null;
    if (overloadConnections > 0) {
      console.log(`  overload: ${overloadConnections} connections for ${overloadSeconds} s (requests time out after 10 s)`);
      overload = await runStep(overloadConnections, overloadSeconds, 10);
      const by = Object.entries(overload.statuses).map(([code, n]) => `${n} × ${code}`).join(', ');
      console.log(`    answers: ${by}; 503 with Retry-After: ${overload.retryAfter503}; timeouts ${overload.timeouts}; connection errors ${overload.errors}`);
      // Afterwards: does the site answer at once again?
      const t = performance.now();
      const res = await fetch(`${cluster.proxy}/api/tags`, { signal: AbortSignal.timeout(30_000) }).catch(() => null);
      overload.recoveryMs = performance.now() - t;
      overload.recoveryStatus = res?.status ?? 'no answer';
      console.log(`    right after: GET /api/tags ${overload.recoveryStatus} in ${fmt(overload.recoveryMs)} ms`);
    }

    const rss = instancePids.map(rssMb);
    const postgresMb = database.pids ? pssMb(database.pids()) : NaN;
    console.log(`  resident memory at the end: ${rss.map((mb, i) => `instance ${i + 1} ${fmt(mb)} MB`).join(', ')}${database.pids ? `; PostgreSQL ${fmt(postgresMb)} MB (PSS)` : ''}`);
    return { name, count, ramp, overload, rss, postgresMb };
  } catch (error) {
    for (const tail of cluster.logTails()) console.error(tail);
    throw error;
  } finally {
    for (const fn of cleanups.reverse()) await fn().catch((error) => console.error(error));
  }
}

function withHeapLimit(command) {
  const heap = `--max-old-space-size=${process.env.NODE_HEAP_MB || 384}`;
  return command[0] === process.execPath ? [command[0], heap, ...command.slice(1)] : command;
}

// ── the summary ──────────────────────────────────────────────────────────────────────────────────────────────
/** The figures of a set-up: best rate within p99 ≤ 100 ms, where the rate stops growing, what is busiest there. */
function summarize(result) {
  const { ramp } = result;
  const clean = ramp.filter((s) => !s.failed && !s.errors && !s.timeouts);
  const good = clean.filter((s) => s.p99 <= P99_GOOD_MS).sort((a, b) => b.rps - a.rps)[0];
  // Saturation: the first step whose doubling of connections adds less than 10% requests a second.
  let saturated = null;
  for (let i = 1; i < ramp.length; i++) {
    if (ramp[i].rps < ramp[i - 1].rps * 1.1) {
      saturated = ramp[i - 1];
      break;
    }
  }
  const peak = [...ramp].sort((a, b) => b.rps - a.rps)[0];
  const at = saturated ?? peak;
  const node = Object.entries(at.cpu).filter(([k]) => k.startsWith('node'));
  const nodeTotal = node.reduce((n, [, v]) => n + v, 0);
  const shares = { 'Node instances': nodeTotal, PostgreSQL: at.cpu.postgres, nginx: at.cpu.nginx, 'load generator': at.cpu.load };
  const cores = os.cpus().length;
  const ours = Object.values(shares).reduce((a, b) => a + b, 0);
  const others = Math.max(0, (at.cpu.machine * cores) - ours);
  const busiest = Object.entries(shares).sort((a, b) => b[1] - a[1])[0];
  const hottestInstance = Math.max(...node.map(([, v]) => v));
  let first;
  if (!result.count || result.count === 1) {
    first =
      at.pgliteBusy !== undefined && at.pgliteBusy > 0.9
        ? `PGlite's thread (${fmt(at.pgliteBusy * 100)}% busy)`
        : hottestInstance > 85
          ? `the instance's event loop (${fmt(hottestInstance)}% of a core)`
          : `the machine's ${cores} cores (${fmt(at.cpu.machine)}% busy)`;
  } else if (at.poolWaiting > 0 && at.cpu.postgres > nodeTotal) {
    first = `PostgreSQL (pool queue ${at.poolWaiting}, ${fmt(at.cpu.postgres)}% of a core)`;
  } else if (at.cpu.machine > 85) {
    first = `the machine's ${cores} cores (${fmt(at.cpu.machine)}% busy; ${busiest[0]} the most, ${fmt(busiest[1])}% of a core)`;
  } else if (hottestInstance > 85) {
    first = `a Node instance's event loop (${fmt(hottestInstance)}% of a core)`;
  } else {
    first = `nothing of ours at 85%: ${busiest[0]} the most (${fmt(busiest[1])}% of a core)`;
  }
  return { good, saturated, peak, at, first, shares, others };
}

function printTable(results) {
  console.log('\n━━ bench:load summary (closed loop through nginx; CPU in % of one core; machine: all its cores)');
  const header = ['set-up', 'req/s @ p99≤100ms', 'saturates at', 'first to saturate', 'CPU there: node/pg/nginx/load/others', 'page cache hits', 'overload', 'RSS at end (MB)'];
  const rows = results.map((result) => {
    const s = summarize(result);
    const o = result.overload;
    const overload = o
      ? `${o.connections} conn: ${fmt(o.rps)} req/s, ${o.retryAfter503} × 503+Retry-After, ${o.timeouts} timeouts, ${o.errors} errors, ` +
        `p99 ${fmt(o.p99)} ms, other ≥400: ${o.failed - (o.statuses[503] ?? 0)}`
      : '–';
    return [
      result.name,
      s.good ? `${fmt(s.good.rps)} (${s.good.connections} conn, p99 ${fmt(s.good.p99)} ms)` : 'none',
      s.saturated ? `${fmt(s.saturated.rps)} req/s from ${s.saturated.connections} conn` : `not reached (peak ${fmt(s.peak.rps)} at ${s.peak.connections})`,
      s.first,
      `${fmt(s.shares['Node instances'])}/${fmt(s.shares.PostgreSQL)}/${fmt(s.shares.nginx)}/${fmt(s.shares['load generator'])}/${fmt(s.others)}`,
      `${fmt(s.at.pageHit * 100)}%`,
      overload,
      result.rss.map((mb) => fmt(mb)).join(', ') + (Number.isFinite(result.postgresMb) ? ` (+ PostgreSQL ${fmt(result.postgresMb)} PSS)` : ''),
    ];
  });
  for (const row of rows) {
    console.log('');
    row.forEach((cell, i) => console.log(`  ${header[i].padEnd(38)} ${cell}`));
  }
  console.log(`\n  load average at the end: ${os.loadavg().map((n) => n.toFixed(2)).join(' ')} (${os.cpus().length} cores)`);
}

// ── the run ──────────────────────────────────────────────────────────────────────────────────────────────────
const results = [];
let postgres = null;
let throwaway = null;
const stopAll = async () => {
  await throwaway?.drop().catch(() => {});
  await postgres?.stop().catch(() => {});
};
process.once('SIGINT', () => stopAll().finally(() => process.exit(130)));
try {
  if (!fs.existsSync(path.join(repoRoot, 'server/dist/server.js'))) console.log('(server/dist missing: the TypeScript sources run through tsx; `npm run build` first for the compiled server)');
  console.log(`bench:load: ${os.cpus().length} cores, load average ${os.loadavg().map((n) => n.toFixed(2)).join(' ')}; steps ${steps.join(', ')} connections × ${stepSeconds} s`);
  if (values.only !== 'pglite') {
    let server = process.env.DATABASE_URL;
    let pids;
    if (!server) {
      postgres = await startPostgresServer({ port: portBase + 9 });
      server = postgres.url;
      pids = () => withChildren(postgres.pid);
      console.log(`  ${postgres.version} started on port ${portBase + 9} (its processes sampled)`);
    }
    throwaway = await createThrowawayDatabase(server, 'site_bench_load');
    // On a server of another's, the backends of this database (their command lines name it).
    pids ??= () =>
      allPids().filter((pid) => {
        try {
          return fs.readFileSync(`/proc/${pid}/cmdline`, 'utf8').includes(` ${throwaway.name} `);
        } catch {
          return false;
        }
      });
    results.push(await measure({ name: '3 instances, PostgreSQL', count: 3, database: { url: throwaway.url, pids } }));
    await stopAll();
    throwaway = postgres = null;
  }
  if (values.only !== 'postgres') {
    results.push(await measure({ name: '1 instance, PGlite', count: 1, database: {} }));
  }
  printTable(results);
} catch (error) {
  console.error(`bench:load failed: ${error.stack ?? error}`);
  process.exitCode = 1;
} finally {
  await stopAll();
}
