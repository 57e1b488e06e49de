// The compiled server of `npm run build` (server/dist), as `npm start` runs it, on a free loopback port with a
// fresh demo database in a temporary folder: for the benchmarks that measure the built site (bench:render,
// bench:lighthouse, bench:memory) and the site checks. `stop()` ends the server and removes the folder.
//   node scripts/built-server.mjs --prepare <dir>   a first start's data (demo content, media) in <dir>, for
//                                                   servers that start from a copy of it (npm test's e2e and site
//                                                   checks: a first start costs about 17 s of CPU, a copy's 4)
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';

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

/**
 * `from`: a prepared data folder (--prepare) copied in first, instead of a first start's seeding. `dataDir`: the
 * folder to use and keep, instead of a temporary one.
 */
export async function startBuiltServer({ serverDir = 'server/dist', env = {}, from, dataDir: keptDir } = {}) {
  const serverJs = path.resolve(root, serverDir, 'server.js');
  if (!fs.existsSync(serverJs)) throw new Error(`${serverJs} is missing: run \`npm run build\` first.`);
  const port = await freePort();
  const dataDir = keptDir ?? fs.mkdtempSync(path.join(os.tmpdir(), 'built-server-'));
  if (from) fs.cpSync(from, dataDir, { recursive: true });
  // The V8 heap limit of `npm run serve` (package.json), so the benchmarks measure the server as it runs.
  const child = spawn(process.execPath, [`--max-old-space-size=${process.env.NODE_HEAP_MB || 384}`, serverJs], {
    cwd: root,
    env: { ...process.env, NODE_ENV: 'production', PORT: String(port), DATA_DIR: dataDir, DATABASE_URL: '', LOG_LEVEL: 'warn', ...env },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const exited = new Promise((resolve) => child.once('exit', resolve));
  /** Ends the server (SIGTERM: its graceful shutdown); resolves to its exit code. */
  const stop = async () => {
    if (child.exitCode === null) child.kill('SIGTERM');
    const code = await exited;
    if (!keptDir) fs.rmSync(dataDir, { recursive: true, force: true });
    return code;
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

// Run as a script (not imported by a benchmark or test script, whose own arguments these are not).
if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href && process.argv[2] === '--prepare' && process.argv[3]) {
  const dir = path.resolve(root, process.argv[3]);
  const started = Date.now();
  fs.rmSync(dir, { recursive: true, force: true });
  fs.mkdirSync(dir, { recursive: true });
  const server = await startBuiltServer({ dataDir: dir });
  const code = await server.stop();
  if (code !== 0) throw new Error(`the server preparing ${dir} ended with ${code}`);
  console.log(`demo data in ${path.relative(root, dir)} (${((Date.now() - started) / 1000).toFixed(1)} s)`);
}
