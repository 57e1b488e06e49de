// The build's stamp: a hash of the sources the build reads, written by `npm run build` when it has finished, so that
// `npm start` can tell whether dist/ and server/dist are what the sources make now (scripts/build-if-changed.mjs).
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';

/**
 * What the client build (vite.config.ts: index.html, admin.html, public/, its plugins in scripts/vite) and the
 * server build (vite.server.config.ts: server/src and the app it renders) read, and what decides the installed
 * packages (package-lock.json) and the compiler's settings. Tests, stories and screenshots are not built. Files the
 * built server reads at run time from the checkout (migrations, seed content) need no build.
 */
export const SOURCE_DIRS = ['src', 'server/src', 'design-system', 'public', 'locales', 'scripts/vite'];
export const SOURCE_FILES = [
  'index.html',
  'admin.html',
  'vite.config.ts',
  'vite.server.config.ts',
  'tsconfig.json',
  'package.json',
  'package-lock.json',
  'scripts/build.mjs',
  'scripts/build-stamp.mjs',
  'scripts/compress-assets.mjs',
];
const NOT_BUILT = /(\.test\.[cm]?[jt]sx?|\.stories\.[jt]sx?|\.d\.ts)$|(^|\/)(__screenshots__|__diff_output__|node_modules)(\/|$)|(^|\/)\.DS_Store$/;
/** Environment variables a build reads (Vite puts VITE_* into the client). */
const BUILD_ENV = /^VITE_/;

/** Where the stamp is kept: next to the compiled server, which the build writes last. */
export const stampFile = (root) => path.join(root, 'server', 'dist', 'build-stamp.json');
/** What a build leaves that `npm run serve` needs. */
export const buildOutputs = (root) => [
  path.join(root, 'dist', 'index.html'),
  path.join(root, 'dist', '.vite', 'manifest.json'),
  path.join(root, 'server', 'dist', 'server.js'),
];

function listFiles(root, dir, out) {
  let entries;
  try {
    entries = fs.readdirSync(path.join(root, dir), { withFileTypes: true });
  } catch {
    return; // a folder the checkout does not have
  }
  for (const entry of entries) {
    const relative = `${dir}/${entry.name}`;
    if (NOT_BUILT.test(relative)) continue;
    if (entry.isDirectory()) listFiles(root, relative, out);
    else if (entry.isFile()) out.push(relative);
  }
}

/** The sources' files, relative to root, sorted. */
export function sourceFiles(root) {
  const files = [];
  for (const dir of SOURCE_DIRS) listFiles(root, dir, files);
  for (const file of SOURCE_FILES) if (fs.existsSync(path.join(root, file))) files.push(file);
  return files.sort();
}

/**
 * A hash of the sources' names and contents (not their times: a fresh checkout of the same commit has the same
 * hash) and of the build's environment; about 800 files, 6 MB: some 30 ms.
 */
export function sourcesHash(root, env = process.env) {
  const hash = crypto.createHash('sha256');
  for (const file of sourceFiles(root)) {
    hash.update(`${file}\0`);
    hash.update(fs.readFileSync(path.join(root, file)));
    hash.update('\0');
  }
  for (const name of Object.keys(env).filter((key) => BUILD_ENV.test(key)).sort()) hash.update(`${name}=${env[name]}\0`);
  return hash.digest('hex');
}

/** The stamp of the last finished build, or null. */
export function readStamp(root) {
  try {
    const stamp = JSON.parse(fs.readFileSync(stampFile(root), 'utf8'));
    return typeof stamp.hash === 'string' ? stamp : null;
  } catch {
    return null;
  }
}

/** Written when a build has finished, with the hash of the sources it started from. */
export function writeStamp(root, hash) {
  fs.mkdirSync(path.dirname(stampFile(root)), { recursive: true });
  fs.writeFileSync(stampFile(root), `${JSON.stringify({ hash, builtAt: new Date().toISOString() })}\n`);
}

/** Removed when a build starts: a build that fails half way leaves no stamp, and the next start builds. */
export function clearStamp(root) {
  fs.rmSync(stampFile(root), { force: true });
}

/**
 * Whether the build in dist/ and server/dist is that of the sources as they are: `{ current, reason }`, the reason
 * in words for the one line `npm start` prints.
 */
export function buildState(root, env = process.env) {
  const missing = buildOutputs(root).find((file) => !fs.existsSync(file));
  if (missing) return { current: false, reason: `no build yet (${path.relative(root, missing)} is missing)` };
  const stamp = readStamp(root);
  if (!stamp) return { current: false, reason: 'the last build has no stamp (it failed, or came before stamps)' };
  const hash = sourcesHash(root, env);
  if (stamp.hash !== hash) return { current: false, reason: `the sources changed since the build of ${stamp.builtAt}`, hash };
  return { current: true, reason: `the sources are unchanged since the build of ${stamp.builtAt}`, hash };
}
