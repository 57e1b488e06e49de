// `npm run bench:render [-- --renders 300] [--server-dir server/dist]`: the server render of pages as production
// runs it — the compiled server (`npm run build` first), NODE_ENV=production — where `bench:api` runs the source
// through tsx. Starts the server on a fresh temporary PGlite with the demo content and its page cache off
// (PAGE_CACHE_ENTRIES=0), then renders each page `--renders` times one at a time, after 50 warm-up renders,
// and prints p50/p90/p99 in ms. Only loopback addresses are used; the data folder is removed at the end.
import os from 'node:os';
import { parseArgs } from 'node:util';
import { startBuiltServer } from './built-server.mjs';

const { values } = parseArgs({ options: { renders: { type: 'string', default: '300' }, 'server-dir': { type: 'string', default: 'server/dist' } } });
const renders = Number(values.renders);
if (!(Number.isInteger(renders) && renders >= 10 && renders <= 10_000)) {
  console.error('usage: npm run bench:render -- [--renders 10..10000] [--server-dir DIR] (npm run build first)');
  process.exit(2);
}

const server = await startBuiltServer({ serverDir: values['server-dir'], env: { PGLITE_MAINTENANCE_HOURS: '0', PAGE_CACHE_ENTRIES: '0' } });
const { base, serverJs } = server;
try {
  const [course] = await (await fetch(`${base}/api/courses?lang=ru&per_page=1&filterBy=popular`)).json();
  const pages = ['/ru', '/ru/materials', '/ru/materials/shabbat', `/ru/courses/${course.slug}`, '/en/search?search=shabbat'];
  console.log(`bench:render — ${serverJs}, demo content (PGlite), ${renders} renders a page after 50 warm-up, Node ${process.version}, ${os.cpus().length} CPUs\n`);
  console.log(`${'page'.padEnd(40)} ${'p50 ms'.padStart(7)} ${'p90 ms'.padStart(7)} ${'p99 ms'.padStart(7)}`);
  for (const page of pages) {
    const times = [];
    for (let i = 0; i < renders + 50; i++) {
      const url = `${base}${page}`;
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
  await server.stop();
}
