// `npm run bench:memory [-- --requests 20000] [--concurrency 8] [--server-dir server/dist]`: the resident memory of the compiled server
// (`npm run build` first) before and after a flood of requests to addresses it has never seen (search queries,
// tag filters, unknown slugs, unread parameters, API queries), as a crawler or an attacker sends them. Every such
// address can become a cache entry: the caches must stay within their bounds (PAGE_CACHE_MB, API_CACHE_MB).
// Runs on a fresh PGlite with the demo content, then, with DATABASE_URL, on a database of its own on that
// PostgreSQL server (dropped at the end). Only loopback addresses are used.
import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import { parseArgs } from 'node:util';
import { startBuiltServer } from './built-server.mjs';
import { withThrowawayDatabase } from './throwaway-database.mjs';

const { values } = parseArgs({
  options: {
    requests: { type: 'string', default: '20000' },
    concurrency: { type: 'string', default: '8' },
    'server-dir': { type: 'string', default: 'server/dist' },
  },
});
const requests = Number(values.requests);
const concurrency = Number(values.concurrency);
if (!(Number.isInteger(requests) && requests >= 100 && requests <= 200_000) || !(concurrency >= 1 && concurrency <= 64)) {
  console.error('usage: npm run bench:memory -- [--requests 100..200000] [--concurrency 1..64] (npm run build first)');
  process.exit(2);
}

const rssMb = (pid) => {
  const status = fs.readFileSync(`/proc/${pid}/status`, 'utf8');
  return Number(/VmRSS:\s+(\d+) kB/.exec(status)[1]) / 1024;
};

/** The i-th address never asked before: pages and API answers of every kind a visitor can vary. */
const UNIQUE = [
  (i) => `/ru/search?search=${encodeURIComponent(`шаббат${i}`)}`,
  (i) => `/en/search?search=word${i}`,
  (i) => `/ru/materials?tags=${1000 + i}`,
  (i) => `/ru/materials/no-such-material-${i}`,
  (i) => `/en/books/chapter/no-such-chapter-${i}`,
  (i) => `/ru/courses?utm_source=${i}`,
  (i) => `/ru?pin=${crypto.randomBytes(8).toString('hex')}${i}`,
  (i) => `/api/search?lang=ru&query=${encodeURIComponent(`слово${i}`)}`,
  (i) => `/api/materials?lang=en&tags=[${2000 + i}]`,
  (i) => `/api/tags?lang=ru&unread=${i}`,
];
const ORDINARY = ['/ru', '/en', '/ru/materials', '/ru/courses', '/ru/materials/shabbat', '/en/search?search=shabbat', '/ru/books', '/ru/map'];

async function flood(base, urls) {
  const statuses = {};
  let next = 0;
  const worker = async () => {
    while (next < urls.length) {
      const url = urls[next++];
      const response = await fetch(`${base}${url}`, { redirect: 'manual' });
      await response.arrayBuffer();
      statuses[response.status] = (statuses[response.status] ?? 0) + 1;
    }
  };
  await Promise.all(Array.from({ length: concurrency }, worker));
  return statuses;
}

async function measure(label, env) {
  const server = await startBuiltServer({
    serverDir: values['server-dir'],
    env: { PGLITE_MAINTENANCE_HOURS: '0', METRICS_TOKEN: 'bench-memory', ...env },
  });
  // Where the memory is: the V8 heap, memory outside it (PGlite's WebAssembly memory, buffers), the caches.
  const metric = async (...names) => {
    const text = await (await fetch(`${server.base}/metrics`, { headers: { authorization: 'Bearer bench-memory' } })).text();
    return names.map((name) => {
      const line = text.split('\n').find((l) => l.startsWith(`${name} `));
      return line ? Number(line.slice(name.length + 1)) / 1024 / 1024 : NaN;
    });
  };
  const parts = async () => {
    const [heap, external, pages, api] = await metric(
      'nodejs_heap_size_used_bytes',
      'nodejs_external_memory_bytes',
      'cache_bytes{cache="pages"}',
      'cache_bytes{cache="api"}',
    );
    return `heap ${heap.toFixed(0)}, external ${external.toFixed(0)}, caches ${(pages + api).toFixed(0)}`;
  };
  try {
    // Warm: every ordinary page a few times, so code, catalogues and the database's own caches are loaded.
    await flood(server.base, Array.from({ length: 400 }, (_, i) => ORDINARY[i % ORDINARY.length]));
    await new Promise((resolve) => setTimeout(resolve, 2000));
    const idle = rssMb(server.pid);
    const idleParts = await parts();
    let peak = idle;
    const sampler = setInterval(() => {
      peak = Math.max(peak, rssMb(server.pid));
    }, 250);
    const began = performance.now();
    const statuses = await flood(
      server.base,
      Array.from({ length: requests }, (_, i) => UNIQUE[i % UNIQUE.length](i)),
    );
    const seconds = (performance.now() - began) / 1000;
    clearInterval(sampler);
    await new Promise((resolve) => setTimeout(resolve, 2000));
    const after = rssMb(server.pid);
    peak = Math.max(peak, after);
    const afterParts = await parts();
    // Idle a while: V8 gives back heap it no longer needs once allocation stops.
    await new Promise((resolve) => setTimeout(resolve, 20_000));
    const settled = rssMb(server.pid);
    const codes = Object.entries(statuses)
      .map(([code, count]) => `${code}×${count}`)
      .join(' ');
    console.log(
      `${label.padEnd(11)} ${idle.toFixed(0).padStart(8)} ${after.toFixed(0).padStart(8)} ${(after - idle).toFixed(0).padStart(8)} ` +
        `${peak.toFixed(0).padStart(8)} ${settled.toFixed(0).padStart(8)} ${(requests / seconds).toFixed(0).padStart(6)}  ${codes}`,
    );
    console.log(`${''.padEnd(11)} idle: ${idleParts}; after: ${afterParts} (MB)`);
    if (statuses[500] || statuses[502] || statuses[503]) throw new Error(`${label}: server errors during the flood`);
  } finally {
    await server.stop();
  }
}

console.log(
  `bench:memory — ${requests} requests to unique addresses, ${concurrency} at a time, Node ${process.version}, ${os.cpus().length} CPUs; ` +
    'resident memory of the server process in MB: idle, 2 s after the flood, its peak, and after 20 s more idle ' +
    '(PAGE_CACHE_MB, API_CACHE_MB as configured)\n',
);
console.log(`${'database'.padEnd(11)} ${'idle'.padStart(8)} ${'after'.padStart(8)} ${'growth'.padStart(8)} ${'peak'.padStart(8)} ${'settled'.padStart(8)} ${'req/s'.padStart(6)}  answers`);
await measure('PGlite', {});

const url = process.env.DATABASE_URL;
if (url) await withThrowawayDatabase(url, 'site_bench_memory', (dbUrl) => measure('PostgreSQL', { DATABASE_URL: dbUrl }));
else console.log('(PostgreSQL skipped: no DATABASE_URL)');
