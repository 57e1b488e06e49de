// `npm run check`: the inner loop's quick check, about a minute and a half on 2 cores the first time, less after:
//   typecheck → the server tests of what changed, side by side with lint → unit tests.
// What changed: the files that differ from --base (default HEAD: the uncommitted work; e.g. --base main for a
// branch), untracked files included. A changed server test runs; a changed server source runs the tests named after
// it or its folder (server/src/routes/search/repository.ts → routes/search*.test.ts) and those importing it
// directly; a changed test helper (server/test/*.ts, not a test) or nothing found runs server/test/app.test.ts as a
// smoke test. `--all-server` runs the whole server suite instead. `npm test` runs everything.
import { execFileSync, spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
const argv = process.argv.slice(2);
const baseIndex = argv.indexOf('--base');
const base = baseIndex >= 0 ? argv[baseIndex + 1] : 'HEAD';
const allServer = argv.includes('--all-server');
const git = (...args) => execFileSync('git', args, { cwd: root, encoding: 'utf8' }).split('\n').filter(Boolean);

const changed = [...new Set([...git('diff', '--name-only', base), ...git('ls-files', '--others', '--exclude-standard')])];

/** Every server test file, relative to the repository. */
const serverTests = (function list(dir) {
  return fs.readdirSync(path.join(root, dir), { withFileTypes: true }).flatMap((e) => {
    const rel = `${dir}/${e.name}`;
    if (e.isDirectory()) return list(rel);
    return e.name.endsWith('.test.ts') ? [rel] : [];
  });
})('server/test');

const GENERIC = new Set(['server', 'src', 'index', 'repository', 'routes', 'lib', 'plugins', 'db', 'schemas', 'types', 'contracts', 'test']);
function testsFor(file) {
  if (file.startsWith('server/test/')) {
    if (file.endsWith('.test.ts')) return fs.existsSync(path.join(root, file)) ? [file] : [];
    return ['server/test/app.test.ts'];
  }
  if (!file.startsWith('server/src/')) return [];
  const words = file
    .replace(/\.[^.]+$/, '')
    .split('/')
    .filter((w) => !GENERIC.has(w));
  const named = serverTests.filter((t) => words.some((w) => path.basename(t, '.test.ts').split('-').includes(w) || path.basename(t, '.test.ts') === w));
  const importPath = file.replace(/^server\//, '');
  const importing = serverTests.filter((t) => fs.readFileSync(path.join(root, t), 'utf8').includes(importPath));
  const found = [...named, ...importing];
  return found.length ? found : ['server/test/app.test.ts'];
}
const touchesServer = changed.some((f) => f.startsWith('server/') || f === 'package-lock.json');
const serverFiles = [...new Set(changed.flatMap(testsFor))].sort();

const serverStep = allServer
  ? { name: 'server tests (all)', cmd: 'npx vitest run --project server' }
  : touchesServer && serverFiles.length
    ? { name: `server tests (${serverFiles.length} of ${serverTests.length} files)`, cmd: `npx vitest run --project server ${serverFiles.join(' ')}` }
    : null;
// Two chains side by side, one a core: tsc then the server tests; eslint then the unit tests. tsc and eslint keep
// what they learnt in node_modules/.cache, so a second check reads again only what changed (`npm test` keeps tsc's).
const cache = 'node_modules/.cache';
const chains = [
  [{ name: 'typecheck', cmd: `npm run -s typecheck -- --incremental --tsBuildInfoFile ${cache}/tsc/tsconfig.tsbuildinfo` }, serverStep].filter(Boolean),
  [
    { name: 'lint', cmd: `npx eslint --max-warnings=0 --cache --cache-strategy content --cache-location ${cache}/eslint/ .` },
    { name: 'unit tests', cmd: 'npx vitest run --project unit' },
  ],
];

console.log(`check: ${changed.length} file(s) changed since ${base}${serverFiles.length ? `; server tests: ${serverFiles.join(', ')}` : '; no server test to run'}`);
const startedAll = Date.now();
const results = [];
const run = (step) =>
  new Promise((resolve) => {
    const started = Date.now();
    const child = spawn(step.cmd, { shell: true, cwd: root, stdio: ['ignore', 'pipe', 'pipe'] });
    let out = '';
    child.stdout.on('data', (d) => (out += d));
    child.stderr.on('data', (d) => (out += d));
    child.on('close', (code) => {
      console.log(`\n━━ ${step.name}: ${step.cmd}\n${out.trimEnd()}`);
      results.push({ ...step, ok: code === 0, seconds: (Date.now() - started) / 1000 });
      resolve();
    });
  });
await Promise.all(
  chains.map(async (chain) => {
    for (const step of chain) await run(step);
  }),
);

console.log('\n━━ check');
for (const r of results) console.log(`${r.ok ? 'ok      ' : 'FAILED  '} ${r.name.padEnd(36)} ${r.seconds.toFixed(1).padStart(6)} s`);
const failed = results.filter((r) => !r.ok).length;
console.log(`total ${((Date.now() - startedAll) / 1000).toFixed(0)} s`);
console.log(`${results.length - failed} passed, ${failed} failed`);
process.exit(failed ? 1 : 0);
