// `npm run bench:client`: what the browser downloads on the first load of each page of the built client (dist/):
// the entry script, the app it starts (its dynamic import, src/app/start.tsx) and the chunks they import, plus the page's own route chunk and its imports and the
// messages of its locale (the server preloads those: ru here, the larger), gzip and brotli as served.
// Run `npm run build` first (or give another build folder: --dist <folder>).
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';

const distArg = process.argv.indexOf('--dist');
const dist = path.resolve(import.meta.dirname, '..', distArg > 0 ? process.argv[distArg + 1] : 'dist');
const manifest = JSON.parse(fs.readFileSync(path.join(dist, '.vite', 'manifest.json'), 'utf8'));

function closure(key, into = new Set()) {
  if (into.has(key) || !manifest[key]) return into;
  into.add(key);
  for (const imported of manifest[key].imports ?? []) closure(imported, into);
  return into;
}

const sizes = new Map();
function size(file) {
  if (!sizes.has(file)) {
    const buffer = fs.readFileSync(path.join(dist, file));
    sizes.set(file, {
      raw: buffer.length,
      gzip: zlib.gzipSync(buffer, { level: 9 }).length,
      brotli: zlib.brotliCompressSync(buffer, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 11 } }).length,
    });
  }
  return sizes.get(file);
}

const entryKey = Object.keys(manifest).find((key) => manifest[key].isEntry && key === 'index.html');
// The entry paints first, then imports the app (src/main.tsx): both are preloaded on every page.
const entry = closure(entryKey);
for (const app of manifest[entryKey].dynamicImports ?? []) closure(app, entry);
const kb = (n) => `${(n / 1024).toFixed(1)}`.padStart(7);
const sum = (files, field) => [...files].reduce((total, file) => total + size(file)[field], 0);

const pages = Object.keys(manifest).filter((key) => manifest[key].isDynamicEntry && /^src\/(pages|features)\//.test(key));
console.log('first-load JavaScript per page (KiB): entry + route chunk + ru messages, as the server preloads them\n');
console.log(`${'page'.padEnd(48)} ${'raw'.padStart(7)} ${'gzip'.padStart(7)} ${'brotli'.padStart(7)}  files`);
const entryFiles = new Set([...entry].map((key) => manifest[key].file));
const cssFiles = new Set([...entry].flatMap((key) => manifest[key].css ?? []));
for (const page of pages.sort()) {
  const files = new Set(entryFiles);
  for (const key of closure(page, closure('precompiled-messages:locales/ru.json.js'))) files.add(manifest[key].file);
  console.log(`${page.padEnd(48)} ${kb(sum(files, 'raw'))} ${kb(sum(files, 'gzip'))} ${kb(sum(files, 'brotli'))}  ${files.size}`);
}
console.log(`${'(entry alone: layout, router, providers)'.padEnd(48)} ${kb(sum(entryFiles, 'raw'))} ${kb(sum(entryFiles, 'gzip'))} ${kb(sum(entryFiles, 'brotli'))}  ${entryFiles.size}`);
console.log(`${'CSS of the entry (fonts load by unicode-range)'.padEnd(48)} ${kb(sum(cssFiles, 'raw'))} ${kb(sum(cssFiles, 'gzip'))} ${kb(sum(cssFiles, 'brotli'))}  ${cssFiles.size}`);
if (manifest['admin.html']) {
  const admin = new Set([...closure('admin.html')].map((key) => manifest[key].file));
  console.log(`${'/admin (the console, never loaded by the site)'.padEnd(48)} ${kb(sum(admin, 'raw'))} ${kb(sum(admin, 'gzip'))} ${kb(sum(admin, 'brotli'))}  ${admin.size}`);
}
