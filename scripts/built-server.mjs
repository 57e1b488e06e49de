// The compiled server of `npm run build` (server/dist), as `npm start` runs it, on a free loopback port with a
// fresh demo database in a temporary folder: for the benchmarks that measure the built site (bench:render,
// bench:lighthouse, bench:memory). `stop()` ends the server and removes the folder.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');

/**
 * How the test scripts start one server process (durability, multi-instance): SERVER_COMMAND when set, else the
 * compiled server (npm run build:server) when there is one, else the TypeScript sources through tsx.
 */
export function serverCommand() {
  const compiled = path.join(root, 'server/dist/server.js');
  if (process.env.SERVER_COMMAND) return process.env.SERVER_COMMAND.split(' ').filter(Boolean);
  return fs.existsSync(compiled)
    ? [process.execPath, '--enable-source-maps', compiled]
    : [process.execPath, '--import', 'tsx', 'server/src/server.ts'];
}

const freePort = () =>
  new Promise((resolve) => {
    const probe = net.createServer().listen(0, '127.0.0.1', () => {
      const { port } = probe.address();
      probe.close(() => resolve(port));
    });
  });

export async function startBuiltServer({ serverDir = 'server/dist', env = {} } = {}) {
  const serverJs = path.resolve(root, serverDir, 'server.js');
  if (!fs.existsSync(serverJs)) throw new Error(`${serverJs} is missing: run \`npm run build\` first.`);
  const port = await freePort();
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'built-server-'));
  // The V8 heap limit of `npm run serve` (package.json), so the benchmarks measure the server as it runs.
  const child = spawn(process.execPath, [`--max-old-space-size=${process.env.NODE_HEAP_MB || 384}`, serverJs], {
    cwd: root,
    env: { ...process.env, NODE_ENV: 'production', PORT: String(port), DATA_DIR: dataDir, DATABASE_URL: '', LOG_LEVEL: 'warn', ...env },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const exited = new Promise((resolve) => child.once('exit', resolve));
  const stop = async () => {
    if (child.exitCode === null) child.kill('SIGTERM');
    await exited;
    fs.rmSync(dataDir, { recursive: true, force: true });
  };
  const base = `http://127.0.0.1:${port}`;
  const started = Date.now();
  while (!(await fetch(`${base}/readyz`).then((r) => r.ok, () => false))) {
    if (child.exitCode !== null || Date.now() - started > 120_000) {
      await stop();
      throw new Error(`${serverJs} did not get ready`);
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  return { base, serverJs, pid: child.pid, stop };
}
