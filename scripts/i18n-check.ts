// Checks the message catalogues against the messages the code defines:
// every id defined in a message file (*.messages.ts, messages.ts, *Messages.ts) is in locales/ru.json and locales/en.json,
// no catalogue has ids nobody defines, every text parses as ICU, and both languages use the same arguments.
import fs from 'node:fs';
import path from 'node:path';
import { parse, TYPE, type MessageFormatElement } from '@formatjs/icu-messageformat-parser';

const root = path.resolve(import.meta.dirname, '..');
const sourceDirs = ['design-system', 'src'];

function messageFiles(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'node_modules' ? [] : messageFiles(full);
    return /(\.messages|[\\/]messages|Messages)\.ts$/.test(full) ? [full] : [];
  });
}

function argumentsOf(elements: MessageFormatElement[], into = new Set<string>()): Set<string> {
  for (const element of elements) {
    if (element.type === TYPE.literal || element.type === TYPE.pound) continue;
    into.add(element.value as string);
    if (element.type === TYPE.plural || element.type === TYPE.select) {
      for (const option of Object.values(element.options)) argumentsOf(option.value, into);
    }
    if (element.type === TYPE.tag) argumentsOf(element.children, into);
  }
  return into;
}

const defined = new Map<string, string>();
for (const file of sourceDirs.flatMap((d) => messageFiles(path.join(root, d)))) {
  const module = (await import(file)) as Record<string, Record<string, { id: string }>>;
  for (const group of Object.values(module)) {
    for (const message of Object.values(group)) {
      if (message && typeof message.id === 'string') defined.set(message.id, path.relative(root, file));
    }
  }
}

const problems: string[] = [];
const catalogues = Object.fromEntries(
  ['ru', 'en'].map((lang) => [lang, JSON.parse(fs.readFileSync(path.join(root, 'locales', `${lang}.json`), 'utf8'))]),
) as Record<string, Record<string, string>>;

for (const [lang, catalogue] of Object.entries(catalogues)) {
  for (const [id, file] of defined) if (!(id in catalogue)) problems.push(`${lang}.json lacks "${id}" (defined in ${file})`);
  for (const id of Object.keys(catalogue)) if (!defined.has(id)) problems.push(`${lang}.json has "${id}", which no code defines`);
  for (const [id, text] of Object.entries(catalogue)) {
    try {
      parse(text);
    } catch (error) {
      problems.push(`${lang}.json "${id}" is not valid ICU: ${(error as Error).message}`);
    }
  }
}
for (const id of defined.keys()) {
  const [ru, en] = [catalogues.ru[id], catalogues.en[id]];
  if (!ru || !en) continue;
  try {
    const a = [...argumentsOf(parse(ru))].sort().join(',');
    const b = [...argumentsOf(parse(en))].sort().join(',');
    if (a !== b) problems.push(`"${id}" uses {${a}} in ru but {${b}} in en`);
  } catch {
    // reported above
  }
}

if (problems.length) {
  console.error(problems.map((p) => `i18n: ${p}`).join('\n'));
  process.exit(1);
}
console.log(`i18n: ${defined.size} messages, present and valid in ru and en`);
