// Prints what the browser downloads on the first load of a page of the built client (dist/): the entry script
// and every module it preloads or imports statically, raw and gzip-compressed. Run `npm run build` first.
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';

const dist = path.resolve(import.meta.dirname, '..', 'dist');
const html = fs.readFileSync(path.join(dist, 'index.html'), 'utf8');
const seen = new Set();
const queue = [...html.matchAll(/(?:src|href)="\/(assets\/[^"]+\.(?:js|css))"/g)].map((m) => m[1]);
while (queue.length) {
  const file = queue.shift();
  if (seen.has(file)) continue;
  seen.add(file);
  if (!file.endsWith('.js')) continue;
  const code = fs.readFileSync(path.join(dist, file), 'utf8');
  // Static imports between chunks: import{…}from"./x.js" or import"./x.js" (dynamic import() is not first load).
  for (const m of code.matchAll(/(?:^|[;\s}])import\s*(?:[^'"()]*?from\s*)?["']\.\/([^"']+\.js)["']/g)) queue.push(`assets/${m[1]}`);
}
let raw = 0;
let gzip = 0;
const rows = [...seen].sort().map((file) => {
  const buffer = fs.readFileSync(path.join(dist, file));
  const size = { file, raw: buffer.length, gzip: zlib.gzipSync(buffer, { level: 9 }).length };
  raw += size.raw;
  gzip += size.gzip;
  return size;
});
const kb = (n) => `${(n / 1024).toFixed(1)} KiB`.padStart(11);
for (const r of rows) console.log(`${kb(r.raw)} ${kb(r.gzip)} gz  ${r.file}`);
const js = rows.filter((r) => r.file.endsWith('.js'));
console.log(`first load: JS ${kb(js.reduce((s, r) => s + r.gzip, 0))} gzip (${js.length} files), all ${kb(gzip)} gzip, ${kb(raw)} raw`);
