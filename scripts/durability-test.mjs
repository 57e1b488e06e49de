#!/usr/bin/env node
// Durability (issue 11, item 5): the server killed with SIGKILL under write load keeps every write it acknowledged.
//   node scripts/durability-test.mjs                 PGlite in a temporary DATA_DIR
//   DATABASE_URL=postgres://… node scripts/durability-test.mjs   also on PostgreSQL (a database of its own, dropped)
// For each database: start the server, sign in, post comments from several writers for a few seconds, SIGKILL the
// process in the middle of it, start it again on the same data, check it answers, stop it, and look in the
// database for every comment that was answered 200. Prints the figures and "durability: N passed, N failed".
// Settings: DURABILITY_PORT (27280: below Linux's ephemeral range, 32768–60999, so that no outgoing connection
// holds it; 47280 was once taken in CI), DURABILITY_SECONDS (4: write load before the kill), SERVER_COMMAND,
// KEEP_TMP=1.
import { spawn } from 'node:child_process';
import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { serverCommand as builtServerCommand } from './built-server.mjs';
import { withThrowawayDatabase } from './throwaway-database.mjs';

const repoRoot = path.resolve(import.meta.dirname, '..');
const port = Number(process.env.DURABILITY_PORT ?? 27280);
const loadSeconds = Number(process.env.DURABILITY_SECONDS ?? 4);
const base = `http://127.0.0.1:${port}`;
const started = Date.now();
const serverCommand = builtServerCommand();
const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));
const tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'durability-'));
const results = [];
let child = null;

function start(env, logName) {
  const log = fs.openSync(path.join(tmp, logName), 'a');
  child = spawn(serverCommand[0], serverCommand.slice(1), {
    cwd: repoRoot,
    env: {
      ...process.env,
      NODE_ENV: 'production',
      HOST: '127.0.0.1',
      PORT: String(port),
      CLIENT_DIR: path.join(tmp, 'no-client'),
      LOG_LEVEL: 'warn',
      // The writes are the point here, not the abuse limits.
      RATE_LIMIT_COMMENT_ACCOUNT: 'off',
      RATE_LIMIT_COMMENT_ADDRESS: 'off',
      ...env,
    },
    stdio: ['ignore', log, log],
  });
  const proc = child;
  proc.logFile = path.join(tmp, logName);
  proc.exited = new Promise((resolve) => proc.once('exit', (code, signal) => resolve({ code, signal })));
  return proc;
}

async function waitReady(proc, timeoutMs = Number(process.env.DURABILITY_READY_TIMEOUT_SECONDS ?? 600) * 1000) {
  const t0 = Date.now();
  while (Date.now() - t0 < timeoutMs) {
    if (proc.exitCode !== null) {
      // The logs go with the temporary folder: their end is printed here, where CI keeps it.
      const tail = fs.readFileSync(proc.logFile, 'utf8').split('\n').slice(-30).join('\n');
      throw new Error(`the server exited (${proc.exitCode}); the end of its log:\n${tail}`);
    }
    try {
      const res = await fetch(`${base}/api/tags`, { signal: AbortSignal.timeout(2000) });
      await res.arrayBuffer();
      if (res.ok) return Date.now() - t0;
    } catch {
      /* not yet */
    }
    await sleep(200);
  }
  throw new Error(`not ready within ${timeoutMs / 1000} s; logs in ${tmp}`);
}

async function writeLoad(token, slug, seconds, onHalfway) {
  const acknowledged = [];
  let failed = 0;
  let seq = 0;
  let running = true;
  const writer = async (w) => {
    while (running) {
      const content = `durability ${w}-${++seq} ${crypto.randomBytes(3).toString('hex')}`;
      try {
        const res = await fetch(`${base}/api/materials/${slug}/`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
          body: JSON.stringify({ content, lang: 'ru' }),
          signal: AbortSignal.timeout(10_000),
        });
        await res.arrayBuffer();
        if (res.ok) acknowledged.push(content);
        else failed += 1;
      } catch {
        failed += 1; // in flight when the process died: never acknowledged
        if (!running) return;
        await sleep(50);
      }
    }
  };
  const writers = Array.from({ length: 8 }, (_, w) => writer(w));
  await sleep(seconds * 1000);
  const kill = onHalfway();
  // Writers keep going for a moment: what they send now fails, none of it acknowledged.
  await sleep(300);
  running = false;
  await Promise.all(writers);
  await kill;
  return { acknowledged, failed };
}

async function run(kind, env, countFound) {
  console.log(`durability on ${kind}:`);
  const t0 = Date.now();
  let proc = start(env, `${kind}-1.log`);
  const firstReady = await waitReady(proc);
  const login = await fetch(`${base}/api/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: 'demo@example.org', password: 'shalom2024' }),
  });
  const { token } = await login.json();
  if (!token) throw new Error(`sign-in failed: ${login.status}`);
  const materials = await (await fetch(`${base}/api/materials?lang=ru`)).json();
  const slug = (materials.data ?? materials.materials ?? materials)[0]?.slug ?? 'shabbat';
  const loadStart = Date.now();
  const { acknowledged, failed } = await writeLoad(token, slug, loadSeconds, async () => {
    proc.kill('SIGKILL');
    await proc.exited;
  });
  const writeSeconds = (Date.now() - loadStart) / 1000;
  proc = start(env, `${kind}-2.log`);
  const restartMs = await waitReady(proc);
  proc.kill('SIGTERM');
  await proc.exited;
  const found = await countFound(acknowledged);
  const ok = acknowledged.length > 0 && found === acknowledged.length;
  results.push({ name: kind, ok });
  console.log(
    `  ${ok ? '✓' : '✗'} ${acknowledged.length} comments acknowledged in ${writeSeconds.toFixed(1)} s ` +
      `(${Math.round(acknowledged.length / writeSeconds)} a second; ${failed} in flight or after the kill, not acknowledged); ` +
      `SIGKILL; restarted in ${(restartMs / 1000).toFixed(1)} s (first start ${(firstReady / 1000).toFixed(1)} s); ` +
      `found ${found} of ${acknowledged.length} (${((Date.now() - t0) / 1000).toFixed(1)} s)`,
  );
}

async function countIn(query, acknowledged) {
  const { rows } = await query('select count(*)::int as n from comments where content = any($1::text[])', [acknowledged]);
  return rows[0].n;
}

async function main() {
  // PGlite: the data directory opened again in this process after the server stopped.
  const dataDir = path.join(tmp, 'pglite-data');
  await run('PGlite', { DATA_DIR: dataDir, DATABASE_URL: '' }, async (acknowledged) => {
    const { PGlite } = await import('@electric-sql/pglite');
    const { pg_trgm } = await import('@electric-sql/pglite/contrib/pg_trgm');
    const db = await PGlite.create({ dataDir: path.join(dataDir, 'pglite'), extensions: { pg_trgm } });
    try {
      return await countIn((sql, params) => db.query(sql, params), acknowledged);
    } finally {
      await db.close();
    }
  });

  const url = process.env.DATABASE_URL;
  if (!url) {
    console.log('  (PostgreSQL skipped: no DATABASE_URL)');
    return;
  }
  // The same DATA_DIR: its media are made already (the PGlite files in it are not used with DATABASE_URL).
  await withThrowawayDatabase(url, 'site_durability', (dbUrl) =>
    run('PostgreSQL', { DATA_DIR: dataDir, DATABASE_URL: dbUrl }, async (acknowledged) => {
      const client = new pg.Client({ connectionString: dbUrl });
      await client.connect();
      try {
        return await countIn((sql, params) => client.query(sql, params), acknowledged);
      } finally {
        await client.end();
      }
    }),
  );
}

main()
  .catch((error) => {
    results.push({ name: 'run', ok: false });
    console.error(`  ✗ ${error.stack ?? error}`);
  })
  .finally(async () => {
    if (child && child.exitCode === null && child.signalCode === null) {
      child.kill('SIGKILL');
      await child.exited;
    }
    if (process.env.KEEP_TMP === '1') console.log(`  logs kept in ${tmp}`);
    else fs.rmSync(tmp, { recursive: true, force: true });
    const failed = results.filter((r) => !r.ok).length;
    console.log(`  (durability test: ${((Date.now() - started) / 1000).toFixed(1)} s)`);
    console.log(`durability: ${results.length - failed} passed, ${failed} failed`);
    process.exit(failed ? 1 : 0);
  });
