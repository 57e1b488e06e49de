#!/usr/bin/env node
// Several instances on one PostgreSQL behind nginx, tried as in production (issue 11, item 2):
//   node scripts/multi-instance-test.mjs            (DATABASE_URL: a PostgreSQL server; nginx on PATH or in /usr/sbin)
// Makes a database of its own on that server (dropped at the end), starts three server instances on it at once
// (migrations and demo content under advisory locks), nginx in front with a configuration generated into a
// temporary folder (a foreground process, no root paths), and shows:
//   1. a write through one instance is read through another: a comment, and an editor's change of a material's
//      title seen on a rendered page of another instance (its page cache dropped by LISTEN/NOTIFY);
//   2. a rate limit holds across the instances (sign-in attempts from one address, counters in PostgreSQL);
//   3. an instance killed with SIGKILL under load costs no request beyond the ones it had in flight (nginx passes
//      idempotent requests on to the next instance; a POST already sent is not repeated), and every acknowledged
//      comment is in the database;
//   4. a rolling restart (out of nginx's rotation, SIGTERM, start again, ready, back in; next) under load loses
//      no request at all.
// Prints the figures and "multi-instance: N passed, N failed"; exits non-zero on any failure.
// Settings: MULTI_PORT_BASE (27300, below Linux's ephemeral port range: nginx, the instances on the next three),
// SERVER_COMMAND (how one instance is started; default node --import tsx server/src/server.ts), NGINX (the nginx
// binary), KEEP_TMP=1 (keep logs).
import http from 'node:http';
import crypto from 'node:crypto';
import pg from 'pg';
import { proxiedInstances } from './proxied-instances.mjs';
import { createThrowawayDatabase } from './throwaway-database.mjs';

const baseUrl = process.env.DATABASE_URL;
if (!baseUrl) {
  console.error('multi-instance: DATABASE_URL (a PostgreSQL server) is required');
  process.exit(2);
}
const started = Date.now();
const since = () => `${((Date.now() - started) / 1000).toFixed(1)} s`;

// The database of this run (created in main, dropped at the end).
let databaseUrl;

const results = [];
function check(name, ok, detail) {
  results.push({ name, ok });
  console.log(`${ok ? '  ✓' : '  ✗'} ${name}${detail ? ` — ${detail}` : ''}`);
}

// ── processes (scripts/proxied-instances.mjs) ───────────────────────────────────────────────────────────────
const cluster = proxiedInstances({
  prefix: 'multi-instance',
  portBase: Number(process.env.MULTI_PORT_BASE ?? 27300),
  env: () => ({
    DATABASE_URL: databaseUrl,
    // The limit shown across instances: 10 sign-in attempts a minute per address. Comments unlimited here, so that
    // the load below measures the instances, not the limits.
    RATE_LIMIT_MAX: '10',
    RATE_LIMIT_WINDOW_SECONDS: '60',
    RATE_LIMIT_COMMENT_ACCOUNT: 'off',
    RATE_LIMIT_COMMENT_ADDRESS: 'off',
  }),
});
const { proxy, proxyPort, instancePorts, direct, instances, startInstance, waitReady, startNginx, setDown } = cluster;
const serverCommand = cluster.command;

const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

// ── HTTP helpers ────────────────────────────────────────────────────────────────────────────────────────────
async function call(base, pathName, { method = 'GET', body, headers = {}, timeoutMs = 30_000 } = {}) {
  const res = await fetch(base + pathName, {
    method,
    headers: { ...(body ? { 'content-type': 'application/json' } : {}), ...headers },
    body: body ? JSON.stringify(body) : undefined,
    signal: AbortSignal.timeout(timeoutMs),
  });
  const text = await res.text();
  let json = null;
  try {
    json = JSON.parse(text);
  } catch {
    /* a page */
  }
  return { status: res.status, text, json, headers: res.headers };
}

async function eventually(fn, timeoutMs = 10_000) {
  const t0 = Date.now();
  while (Date.now() - t0 < timeoutMs) {
    if (await fn()) return Date.now() - t0;
    await sleep(25);
  }
  return null;
}

const percentile = (values, p) => {
  if (!values.length) return 0;
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))];
};

/**
 * One request to nginx on a connection of its own (no keep-alive): what is measured is the proxy and the
 * instances, not a client reusing a connection at the instant nginx's reload closes it (browsers retry those).
 */
function send(method, pathName, headers = {}, body = undefined) {
  return new Promise((resolve, reject) => {
    const payload = body === undefined ? undefined : JSON.stringify(body);
    const req = http.request(
      {
        host: '127.0.0.1',
        port: proxyPort,
        path: pathName,
        method,
        agent: false,
        timeout: 30_000,
        headers: { ...headers, ...(payload ? { 'content-type': 'application/json', 'content-length': Buffer.byteLength(payload) } : {}) },
      },
      (res) => {
        res.resume();
        res.on('end', () => resolve(res.statusCode));
        res.on('error', reject);
      },
    );
    req.on('timeout', () => req.destroy(new Error('timeout')));
    req.on('error', reject);
    req.end(payload);
  });
}

/**
 * Load through nginx until stop(): `readers` loops of GETs (the materials list, a material page, its comments)
 * and `writers` loops posting comments. Every answer is counted; a POST answered 2xx is remembered (acknowledged).
 */
function startLoad({ token, material, readers = 6, writers = 4, tag }) {
  const stats = {
    get: { ok: 0, failed: 0 },
    post: { ok: 0, failed: 0 },
    failures: [],
    /** When each failed request was sent. */
    failedSentAt: [],
    latencies: [],
    acknowledged: [],
  };
  let inFlightPosts = 0;
  let running = true;
  let seq = 0;
  const reads = [
    '/api/materials?lang=ru',
    `/api/materials/${material.slug}/comments?lang=${material.lang}`,
    `/${material.lang}/materials/${material.slug}`,
  ];
  const record = (kind, ok, t0, what) => {
    stats.latencies.push(Date.now() - t0);
    if (ok) stats[kind].ok += 1;
    else {
      stats[kind].failed += 1;
      stats.failedSentAt.push(t0);
      if (stats.failures.length < 20) stats.failures.push(what);
    }
  };
  const reader = async (n) => {
    let k = n;
    while (running) {
      const url = reads[k++ % reads.length];
      const t0 = Date.now();
      try {
        const status = await send('GET', url);
        record('get', status < 400, t0, `GET ${url}: ${status}`);
      } catch (error) {
        record('get', false, t0, `GET ${url}: ${error.code ?? error.message}`);
      }
    }
  };
  const writer = async () => {
    while (running) {
      const content = `${tag} ${++seq} ${crypto.randomBytes(3).toString('hex')}`;
      const t0 = Date.now();
      inFlightPosts += 1;
      try {
        const status = await send('POST', `/api/materials/${material.slug}/`, { authorization: `Bearer ${token}` }, {
          content,
          lang: material.lang,
        });
        record('post', status === 200, t0, `POST comment: ${status}`);
        if (status === 200) stats.acknowledged.push(content);
      } catch (error) {
        record('post', false, t0, `POST comment: ${error.code ?? error.message}`);
      } finally {
        inFlightPosts -= 1;
      }
    }
  };
  const loops = [
    ...Array.from({ length: readers }, (_, n) => reader(n)),
    ...Array.from({ length: writers }, () => writer()),
  ];
  return {
    stats,
    inFlightPosts: () => inFlightPosts,
    stop: async () => {
      running = false;
      await Promise.all(loops);
      return stats;
    },
  };
}

function describeLoad(stats, seconds) {
  const total = stats.get.ok + stats.get.failed + stats.post.ok + stats.post.failed;
  return (
    `${total} requests in ${seconds.toFixed(1)} s (${Math.round(total / seconds)} req/s; GET ${stats.get.ok} ok, ` +
    `${stats.get.failed} failed; POST ${stats.post.ok} ok, ${stats.post.failed} failed; p50 ${percentile(stats.latencies, 50)} ms, ` +
    `p99 ${percentile(stats.latencies, 99)} ms)`
  );
}

async function acknowledgedFound(db, acknowledged) {
  if (!acknowledged.length) return 0;
  const { rows } = await db.query('select count(*)::int as n from comments where content = any($1::text[])', [acknowledged]);
  return rows[0].n;
}

// ── the run ─────────────────────────────────────────────────────────────────────────────────────────────────
async function main() {
  const database = await createThrowawayDatabase(baseUrl, 'site_multi');
  databaseUrl = database.url;
  const db = new pg.Pool({ connectionString: databaseUrl, max: 2 });
  cleanups.push(async () => {
    await db.end().catch(() => {});
    await database.drop();
  });

  console.log(`multi-instance: PostgreSQL ${database.name}, instances on ${instancePorts.join(', ')}, nginx on ${proxyPort}`);
  console.log(`  instance command: ${serverCommand.join(' ')}`);

  // Three instances started together on an empty database.
  const t0 = Date.now();
  [0, 1, 2].forEach(startInstance);
  const readyMs = await Promise.all([0, 1, 2].map((i) => waitReady(i)));
  const { rows: migrations } = await db.query('select count(*)::int as n, count(distinct name)::int as d from schema_migrations');
  const { rows: seeded } = await db.query("select count(*)::int as n from app_meta where key = 'demo_seeded_at'");
  check(
    'three instances started together on an empty database',
    migrations[0].n > 0 && migrations[0].n === migrations[0].d && seeded[0].n === 1,
    `ready in ${readyMs.map((ms) => `${(ms / 1000).toFixed(1)} s`).join(', ')} (${Date.now() - t0} ms in all); ` +
      `${migrations[0].n} migrations applied once, demo content loaded once`,
  );
  await startNginx();

  // The demo account, made an editor (as `npm run admin -- grant` would).
  const demo = { email: 'demo@example.org', password: 'shalom2024' };
  await db.query(
    `insert into user_roles (user_id, role) select id, 'editor' from users where email = $1 on conflict do nothing`,
    [demo.email],
  );
  const login = await call(direct(0), '/api/login', { method: 'POST', body: demo });
  if (login.status !== 200 || !login.json?.token) throw new Error(`sign-in failed: ${login.status} ${login.text.slice(0, 200)}`);
  const token = login.json.token;
  const auth = { authorization: `Bearer ${token}` };
  const { rows: materialRows } = await db.query(
    "select id, slug, lang, title from materials where lang = 'ru' and published order by popularity desc, id limit 1",
  );
  const material = materialRows[0];

  // 1a. A comment through instance 1, read through instance 2 and 3 — whose answer and page caches held the list
  // and the material's page before.
  const commentsUrl = `/api/materials/${material.slug}/comments?lang=${material.lang}`;
  const itemPage = `/${material.lang}/materials/${material.slug}`;
  for (const i of [1, 2]) for (let n = 0; n < 2; n++) for (const url of [commentsUrl, itemPage]) await call(direct(i), url);
  const marker = `multi-instance comment ${crypto.randomBytes(4).toString('hex')}`;
  const posted = await call(direct(0), `/api/materials/${material.slug}/`, {
    method: 'POST',
    headers: auth,
    body: { content: marker, lang: material.lang },
  });
  const readBack = await Promise.all(
    [1, 2].flatMap((i) => [commentsUrl, itemPage].map((url) => eventually(async () => (await call(direct(i), url)).text.includes(marker), 3000))),
  );
  check(
    "a comment written through instance 1 is read through instances 2 and 3, in the list and on the item's page (their cached answers and pages dropped by NOTIFY)",
    posted.status === 200 && readBack.every((ms) => ms !== null),
    `POST ${posted.status}; seen after ${readBack.map((ms) => (ms === null ? 'not within 3 s' : `${ms} ms`)).join(', ')}`,
  );

  // 1b. Rendered pages: cached on instance 2 and 3, a title changed through instance 1, the new title on their pages.
  const page = `/${material.lang}/materials/${material.slug}`;
  for (const i of [1, 2]) {
    await call(direct(i), page);
  }
  const cachedBefore = await Promise.all([1, 2].map((i) => call(direct(i), page)));
  const newTitle = `${material.title} (${crypto.randomBytes(3).toString('hex')})`;
  const edit = await call(direct(0), `/api/admin/materials/${material.id}`, { method: 'PUT', headers: auth, body: { title: newTitle } });
  const escaped = newTitle.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/"/g, '&quot;');
  const seenAfter = await Promise.all(
    [1, 2].map((i) =>
      eventually(async () => {
        const r = await call(direct(i), page);
        return r.status === 200 && (r.text.includes(newTitle) || r.text.includes(escaped));
      }),
    ),
  );
  check(
    "an editor's change through instance 1 is on the rendered page of instances 2 and 3 (page cache dropped by NOTIFY)",
    edit.status === 200 && cachedBefore.every((r) => r.headers.get('x-render-cache') === 'hit') && seenAfter.every((ms) => ms !== null),
    `page cache before the edit: ${cachedBefore.map((r) => r.headers.get('x-render-cache')).join(', ')}; PUT ${edit.status}; ` +
      `new title seen after ${seenAfter.map((ms) => (ms === null ? 'never' : `${ms} ms`)).join(', ')}`,
  );

  // 2. Sign-in attempts from one address spread over the three instances: 10 a minute in all, not 10 each.
  const address = `198.51.100.${1 + crypto.randomInt(250)}`;
  const statuses = [];
  for (let n = 0; n < 30; n++) {
    const r = await call(proxy, '/api/login', {
      method: 'POST',
      headers: { 'x-forwarded-for': address },
      body: { email: `nobody-${n}-${crypto.randomBytes(3).toString('hex')}@example.org`, password: 'wrong-password' },
    });
    statuses.push(r.status);
  }
  const limited = statuses.filter((s) => s === 429).length;
  const passedThrough = statuses.length - limited;
  check(
    'the sign-in limit (10 a minute per address) holds across the three instances',
    passedThrough === 10 && limited === 20,
    `30 attempts through nginx (round robin): ${passedThrough} answered, ${limited} × 429`,
  );

  // 3. SIGKILL of instance 2 under load.
  let load = startLoad({ token, material, tag: 'kill-test' });
  let loadStarted = Date.now();
  await sleep(3000);
  const inFlightAtKill = load.inFlightPosts();
  instances[1].kill('SIGKILL');
  await instances[1].exited;
  // Until the process is gone the kernel still accepts connections for it: those requests were in flight to it.
  const goneAt = Date.now();
  await sleep(4000);
  let stats = await load.stop();
  let seconds = (Date.now() - loadStarted) / 1000;
  console.log(`    load while killing instance 2: ${describeLoad(stats, seconds)}`);
  if (stats.failures.length) console.log(`    failures: ${stats.failures.join('; ')}`);
  let found = await acknowledgedFound(db, stats.acknowledged);
  check(
    'an instance killed (SIGKILL) under load: no GET lost, no POST lost beyond those in flight, every acknowledged comment stored',
    stats.get.failed === 0 &&
      stats.failedSentAt.every((t) => t <= goneAt) &&
      found === stats.acknowledged.length &&
      stats.get.ok > 0,
    `GET failed ${stats.get.failed}; POST failed ${stats.post.failed} (POSTs in flight at the kill: ${inFlightAtKill}; ` +
      `failed requests sent after the process was gone: ${stats.failedSentAt.filter((t) => t > goneAt).length}); ` +
      `acknowledged comments found ${found} of ${stats.acknowledged.length}`,
  );

  startInstance(1);
  await waitReady(1);

  // 4. Rolling restart under load, as the README's deployment section says: each instance in turn taken out of
  // nginx's rotation (reload), stopped with SIGTERM (it finishes what it has), started again, ready, put back.
  load = startLoad({ token, material, tag: 'rolling-restart' });
  loadStarted = Date.now();
  await sleep(1000);
  const restartTimes = [];
  for (const i of [0, 1, 2]) {
    const t = Date.now();
    await setDown(new Set([i]));
    instances[i].kill('SIGTERM');
    const exit = await instances[i].exited;
    if (exit.code !== 0) console.log(`    instance ${i + 1} stopped with ${exit.code ?? exit.signal}`);
    startInstance(i);
    await waitReady(i);
    await setDown(new Set());
    restartTimes.push(Date.now() - t);
  }
  stats = await load.stop();
  seconds = (Date.now() - loadStarted) / 1000;
  console.log(`    load during the rolling restart: ${describeLoad(stats, seconds)}`);
  if (stats.failures.length) console.log(`    failures: ${stats.failures.join('; ')}`);
  found = await acknowledgedFound(db, stats.acknowledged);
  check(
    'a rolling restart (out of rotation, SIGTERM, start, ready, back; next) under load loses no request',
    stats.get.failed === 0 && stats.post.failed === 0 && found === stats.acknowledged.length && stats.post.ok > 0,
    `instances back in ${restartTimes.map((ms) => `${(ms / 1000).toFixed(1)} s`).join(', ')}; ` +
      `acknowledged comments found ${found} of ${stats.acknowledged.length}`,
  );
}

const cleanups = [];
async function cleanup() {
  await cluster.stop();
  for (const fn of cleanups.reverse()) await fn();
}

const limitMinutes = Number(process.env.MULTI_TIME_LIMIT_MINUTES ?? 25);
const timer = setTimeout(() => {
  console.error(`multi-instance: gave up after ${limitMinutes} minutes`);
  results.push({ name: 'time limit', ok: false });
  cleanup().finally(() => process.exit(1));
}, limitMinutes * 60_000);

main()
  .catch((error) => {
    results.push({ name: 'run', ok: false });
    console.error(`  ✗ ${error.stack ?? error}`);
    for (const tail of cluster.logTails()) console.error(tail);
  })
  .finally(async () => {
    clearTimeout(timer);
    await cleanup();
    const failed = results.filter((r) => !r.ok).length;
    console.log(`  (multi-instance test: ${since()})`);
    console.log(`multi-instance: ${results.length - failed} passed, ${failed} failed`);
    process.exit(failed ? 1 : 0);
  });
