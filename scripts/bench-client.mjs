// `npm run bench:client`: what the browser downloads on the first load of each page of the built client (dist/):
// the entry script, the app it starts (its dynamic import, src/app/start.tsx) and the chunks they import, plus the page's own route chunk and its imports and the
// messages of its locale (the server preloads those: ru here, the larger), gzip and brotli as served.
// Then the split of each page's first load: the framework (React, the router, emotion, MUI's core, react-intl, SWR,
// axios), MUI's components, the design system, the app and page, the messages; each file's bytes are given to the
// source modules its source map names, and the gzip of each part is its share of the page's gzip (see split()).
// Run `npm run build` first (or give another build folder: --dist <folder>).
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import { SourceMapConsumer } from 'source-map-js';

const distArg = process.argv.indexOf('--dist');
const dist = path.resolve(import.meta.dirname, '..', distArg > 0 ? process.argv[distArg + 1] : 'dist');
const manifest = JSON.parse(fs.readFileSync(path.join(dist, '.vite', 'manifest.json'), 'utf8'));

function closure(key, into = new Set()) {
  if (into.has(key) || !manifest[key]) return into;
  into.add(key);
  for (const imported of manifest[key].imports ?? []) closure(imported, into);
  return into;
}

const gzipSize = (text) => zlib.gzipSync(text, { level: 9 }).length;
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

// The parts of a first load, by the source module a byte comes from (its path under node_modules, or the repository's).
const PARTS = [
  ['react', /^(react|react-dom|scheduler)\//],
  ['router', /^(react-router|react-router-dom|cookie|set-cookie-parser)\//],
  ['emotion', /^(@emotion\/|stylis\/|hoist-non-react-statics\/)/],
  ['MUI core', /^(@mui\/(system|utils|styled-engine|private-theming)\/|@mui\/material\/(styles|utils|zero-styled|internal|transitions|DefaultPropsProvider)\/|react-is\/|clsx\/|@babel\/runtime\/|react-transition-group\/)/],
  ['intl', /^(react-intl|@formatjs\/[^/]+|intl-messageformat|tslib)\//],
  ['swr', /^(swr|dequal|use-sync-external-store)\//],
  ['axios', /^axios\//],
  ['MUI parts', /^@mui\/(material|lab|icons-material)\//],
  ['other libs', /^./],
];
const FRAMEWORK = new Set(['react', 'router', 'emotion', 'MUI core', 'intl', 'swr', 'axios']);
const COLUMNS = [...PARTS.map(([name]) => name), 'design sys', 'app+page', 'descriptors', 'catalogue', 'glue'];

function partOf(source) {
  if (!source) return 'glue';
  const inModules = source.match(/node_modules\/(.*)$/);
  if (inModules) return PARTS.find(([, pattern]) => pattern.test(inModules[1]))[0];
  // Message descriptors (ids and their English defaults) written in *.messages.ts and src/shared/*essages.ts.
  if (/[mM]essages\.tsx?$/.test(source)) return 'descriptors';
  if (/(^|\/)design-system\//.test(source)) return 'design sys';
  if (/(^|\/)src\//.test(source)) return 'app+page';
  return 'glue';
}

/** A file's text cut into its parts (the source map's segments), each part's text joined. */
const partTexts = new Map();
function textsOf(key) {
  const file = manifest[key].file;
  if (partTexts.has(file)) return partTexts.get(file);
  const code = fs.readFileSync(path.join(dist, file), 'utf8');
  const texts = new Map();
  const add = (part, text) => texts.set(part, (texts.get(part) ?? '') + text);
  const mapFile = path.join(dist, `${file}.map`);
  if (key.startsWith('precompiled-messages:')) add('catalogue', code);
  else if (!fs.existsSync(mapFile)) add('glue', code);
  else {
    const lines = code.split('\n');
    const segments = [];
    new SourceMapConsumer(JSON.parse(fs.readFileSync(mapFile, 'utf8'))).eachMapping((segment) => segments.push(segment));
    segments.sort((a, b) => a.generatedLine - b.generatedLine || a.generatedColumn - b.generatedColumn);
    // What comes before a line's first segment (and the last line's end) is the bundler's own.
    let line = 1;
    let column = 0;
    let part = 'glue';
    const take = (toLine, toColumn) => {
      while (line < toLine) {
        add(part, `${lines[line - 1].slice(column)}\n`);
        line += 1;
        column = 0;
        part = 'glue';
      }
      add(part, lines[line - 1].slice(column, toColumn));
      column = toColumn;
    };
    for (const segment of segments) {
      take(segment.generatedLine, segment.generatedColumn);
      part = partOf(segment.source);
    }
    take(lines.length, lines[lines.length - 1].length);
  }
  partTexts.set(file, texts);
  return texts;
}

/**
 * The gzip of a set of files, split into parts: each part's text (over all the files) compressed alone, scaled so
 * the parts add up to the files' own gzip (parts compressed apart lose a little of the shared dictionary).
 */
function split(chunks) {
  // One key per file (a file may be named by more than one key).
  const keys = [...new Map([...chunks].map((key) => [manifest[key].file, key])).values()];
  const texts = new Map();
  for (const key of keys) for (const [part, text] of textsOf(key)) texts.set(part, (texts.get(part) ?? '') + text);
  const alone = new Map([...texts].map(([part, text]) => [part, gzipSize(text)]));
  const total = keys.reduce((sum, key) => sum + size(manifest[key].file).gzip, 0);
  const scale = total / [...alone.values()].reduce((a, b) => a + b, 0);
  return new Map([...alone].map(([part, bytes]) => [part, bytes * scale]));
}

const header = ['framework', ...COLUMNS.map((name) => (FRAMEWORK.has(name) ? `  ${name}` : name))];
console.log('\nwhere the gzip of each first load goes (KiB): framework = react … axios; descriptors = message ids in the code;');
console.log('catalogue = the locale\'s messages; glue = imports and exports between chunks, the bundler\'s runtime\n');
console.log(`${'page'.padEnd(48)} ${header.map((name) => name.trim().slice(0, 11).padStart(11)).join(' ')}`);
const splitRow = (label, keys) => {
  const parts = split(keys);
  const framework = [...FRAMEWORK].reduce((sum, name) => sum + (parts.get(name) ?? 0), 0);
  const values = [framework, ...COLUMNS.map((name) => parts.get(name) ?? 0)];
  console.log(`${label.padEnd(48)} ${values.map((value) => (value / 1024).toFixed(1).padStart(11)).join(' ')}`);
};
const entryKeys = new Set(entry);
for (const page of pages.sort()) {
  splitRow(page, new Set([...entryKeys, ...closure(page, closure('precompiled-messages:locales/ru.json.js'))]));
}
splitRow('(entry alone)', entryKeys);
