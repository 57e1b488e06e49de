import { spawn, type ChildProcess } from 'node:child_process';
import crypto from 'node:crypto';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { paths } from '../src/config.ts';
import { TEMPLATE_DB, withDatabase } from './database.ts';

/**
 * The real server process (server/src/server.ts, as `npm run dev:server` runs it; the compiled one runs the same
 * code) on a fresh database: a request in flight when SIGTERM arrives is answered, new connections are refused,
 * and the process closes the database and exits 0.
 */
let child: ChildProcess;
let output = '';
let port: number;
let dataDir: string;
let database: string | undefined;

async function freePort(): Promise<number> {
  const server = net.createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port: free } = server.address() as net.AddressInfo;
  await new Promise((resolve) => server.close(resolve));
  return free;
}

async function waitFor(check: () => Promise<boolean> | boolean, timeoutMs: number, what: string) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (await check()) return;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`timed out waiting for ${what}; server output:\n${output}`);
}

beforeAll(async () => {
  port = await freePort();
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'site-shutdown-'));
  let databaseUrl = '';
  const testUrl = process.env.TEST_DATABASE_URL;
  if (testUrl) {
    database = `site_test_shutdown_${crypto.randomBytes(4).toString('hex')}`;
    const admin = new pg.Client({ connectionString: testUrl });
    await admin.connect();
    await admin.query(`create database ${database} template ${TEMPLATE_DB}`);
    await admin.end();
    databaseUrl = withDatabase(testUrl, database);
  }
  child = spawn(process.execPath, ['--import', 'tsx', 'server/src/server.ts'], {
    cwd: paths.repoRoot,
    env: {
      ...process.env,
      NODE_ENV: 'production',
      HOST: '127.0.0.1',
      PORT: String(port),
      DATA_DIR: dataDir,
      CLIENT_DIR: path.join(dataDir, 'no-client'),
      DATABASE_URL: databaseUrl,
      SEED_DEMO: 'false',
      LOG_LEVEL: 'info',
      ADMIN_EMAIL: '',
      SHUTDOWN_TIMEOUT_SECONDS: '20',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout!.on('data', (chunk) => (output += chunk));
  child.stderr!.on('data', (chunk) => (output += chunk));
  await waitFor(
    () =>
      fetch(`http://127.0.0.1:${port}/readyz`)
        .then((res) => res.status === 200)
        .catch(() => false),
    150_000,
    '/readyz',
  );
}, 180_000);

afterAll(async () => {
  if (child.exitCode === null) child.kill('SIGKILL');
  fs.rmSync(dataDir, { recursive: true, force: true });
  if (database) {
    const admin = new pg.Client({ connectionString: process.env.TEST_DATABASE_URL });
    await admin.connect();
    await admin.query(`drop database if exists ${database}`);
    await admin.end();
  }
});

describe('shutdown', () => {
  it('on SIGTERM finishes the request in flight, refuses new connections, closes the database and exits 0', async () => {
    const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
    // A sign-in whose body arrives in two parts: the request is in flight (headers read, body awaited) when the
    // signal comes, and completes only after it.
    const body = JSON.stringify({ email: 'nobody@example.org', password: 'Shalom2026' });
    const socket = net.connect(port, '127.0.0.1');
    await new Promise((resolve) => socket.once('connect', resolve));
    let answer = '';
    socket.on('data', (chunk) => (answer += chunk));
    const ended = new Promise((resolve) => socket.once('close', resolve));
    socket.write(
      `POST /api/login HTTP/1.1\r\nHost: 127.0.0.1:${port}\r\nContent-Type: application/json\r\n` +
        `Content-Length: ${Buffer.byteLength(body)}\r\n\r\n${body.slice(0, 10)}`,
    );
    await new Promise((resolve) => setTimeout(resolve, 300));

    child.kill('SIGTERM');
    await waitFor(() => output.includes('shutting down'), 10_000, 'the shutdown log line');
    // No longer listening: a new connection is refused while the old request is still open.
    await waitFor(
      () =>
        fetch(`http://127.0.0.1:${port}/healthz`)
          .then(() => false)
          .catch((error: { cause?: { code?: string } }) => error.cause?.code === 'ECONNREFUSED'),
      10_000,
      'new connections to be refused',
    );
    expect(child.exitCode).toBeNull();
    expect(answer).toBe('');

    socket.write(body.slice(10));
    await ended;
    // Answered in full (an unknown account: 422 with its message), then the process ends cleanly.
    expect(answer).toMatch(/^HTTP\/1\.1 422 /);
    expect(answer).toMatch(/"message":"[^"]+"/);
    // …and closes its keep-alive connection, which would otherwise hold the exit back.
    expect(answer).toMatch(/\r\nconnection: close\r\n/i);
    expect(await exited).toBe(0);
    expect(output).toContain('"msg":"stopped"');
  }, 60_000);
});
