// Adds messages to both catalogues at once, safely while others edit them too:
//   node scripts/i18n-add.mjs fragment.json
// where fragment.json is { "en": { "id": "text", ... }, "ru": { "id": "текст", ... } }.
// Keys are kept sorted by insertion (existing first); an existing id is overwritten.
import fs from 'node:fs';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
const fragment = JSON.parse(fs.readFileSync(process.argv[2], 'utf8'));
const lock = path.join(root, 'locales', '.lock');
const deadline = Date.now() + 30_000;
for (;;) {
  try {
    fs.mkdirSync(lock);
    break;
  } catch {
    if (Date.now() > deadline) throw new Error(`locales are locked (${lock}); remove it if no one is writing`);
    await new Promise((r) => setTimeout(r, 100));
  }
}
try {
  for (const lang of ['ru', 'en']) {
    const file = path.join(root, 'locales', `${lang}.json`);
    const catalogue = JSON.parse(fs.readFileSync(file, 'utf8'));
    Object.assign(catalogue, fragment[lang] ?? {});
    fs.writeFileSync(file, `${JSON.stringify(catalogue, null, 2)}\n`);
    console.log(`${lang}.json: ${Object.keys(fragment[lang] ?? {}).length} messages added or updated`);
  }
} finally {
  fs.rmdirSync(lock);
}
