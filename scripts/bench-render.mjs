// `npm run bench:render [-- --renders 300] [--server-dir server/dist]`: the server render of pages as production
// runs it — the compiled server (`npm run build` first), NODE_ENV=production — where `bench:api` runs the source
// through tsx. Starts the server on a fresh temporary PGlite with the demo content, then renders each page
// `--renders` times one at a time, each at a new address (the page cache answers none), after 50 warm-up renders,
// and prints p50/p90/p99 in ms. Only loopback addresses are used; the data folder is removed at the end.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';

const { values } = parseArgs({ options: { renders: { type: 'string', default: '300' }, 'server-dir': { type: 'string', default: 'server/dist' } } });
const renders = Number(values.renders);
const serverJs = path.resolve(import.meta.dirname, '..', values['server-dir'], 'server.js');
if (!(Number.isInteger(renders) && renders >= 10 && renders <= 10_000) || !fs.existsSync(serverJs)) {
  console.error(`usage: npm run bench:render -- [--renders 10..10000] [--server-dir DIR]; ${serverJs} must exist (npm run build)`);
  process.exit(2);
}

const port = await new Promise((resolve) => {
  const probe = net.createServer().listen(0, '127.0.0.1', () => {
    const { port: free } = probe.address();
    probe.close(() => resolve(free));
  });
});
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'bench-render-'));
const env = { ...process.env, NODE_ENV: 'production', PORT: String(port), DATA_DIR: dataDir, DATABASE_URL: '', LOG_LEVEL: 'warn', PGLITE_MAINTENANCE_HOURS: '0' };
const server = spawn(process.execPath, [serverJs], { env, stdio: ['ignore', 'ignore', 'inherit'] });
const base = `http://127.0.0.1:${port}`;

try {
  const started = Date.now();
  while (!(await fetch(`${base}/readyz`).then((r) => r.ok, () => false))) {
    if (server.exitCode !== null || Date.now() - started > 120_000) throw new Error('the server did not get ready');
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  const [course] = await (await fetch(`${base}/api/courses?lang=ru&per_page=1&filterBy=popular`)).json();
  const pages = ['/ru', '/ru/materials', '/ru/materials/shabbat', `/ru/courses/${course.slug}`, '/en/search?search=shabbat'];
  console.log(`bench:render — ${serverJs}, demo content (PGlite), ${renders} renders a page after 50 warm-up, Node ${process.version}, ${os.cpus().length} CPUs\n`);
  console.log(`${'page'.padEnd(40)} ${'p50 ms'.padStart(7)} ${'p90 ms'.padStart(7)} ${'p99 ms'.padStart(7)}`);
  for (const page of pages) {
    const times = [];
    for (let i = 0; i < renders + 50; i++) {
      const url = `${base}${page}${page.includes('?') ? '&' : '?'}render=${i}`;
      const begin = performance.now();
      const response = await fetch(url);
      await response.text();
      if (response.status !== 200) throw new Error(`${page} answered ${response.status}`);
      if (i >= 50) times.push(performance.now() - begin);
    }
    times.sort((a, b) => a - b);
    const at = (q) => times[Math.floor(q * (times.length - 1))].toFixed(1).padStart(7);
    console.log(`${page.padEnd(40)} ${at(0.5)} ${at(0.9)} ${at(0.99)}`);
  }
} finally {
  server.kill('SIGTERM');
  await new Promise((resolve) => server.once('exit', resolve));
  fs.rmSync(dataDir, { recursive: true, force: true });
}
