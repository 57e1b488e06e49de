// `npm run build`: the client (vite build → dist/, then its brotli and gzip copies) and the server (vite build
// --config vite.server.config.ts → server/dist), always; then the stamp of the sources it built from
// (scripts/build-stamp.mjs), which lets `npm start` skip a build of unchanged sources.
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { clearStamp, sourcesHash, writeStamp } from './build-stamp.mjs';

const root = path.resolve(import.meta.dirname, '..');
const vite = path.join(root, 'node_modules', 'vite', 'bin', 'vite.js');

const STEPS = [
  [process.execPath, [vite, 'build']],
  [process.execPath, [path.join(root, 'scripts', 'compress-assets.mjs')]],
  [process.execPath, [vite, 'build', '--config', 'vite.server.config.ts']],
];

/** Builds the client and the server; false when a step failed (its output is on the terminal). */
export function build() {
  // The hash of the sources as the build starts: a file edited during the build makes the next start build again.
  const hash = sourcesHash(root);
  clearStamp(root);
  for (const [command, args] of STEPS) {
    const { status, error } = spawnSync(command, args, { cwd: root, stdio: 'inherit' });
    if (error || status !== 0) return false;
  }
  // A server built elsewhere (SERVER_OUT_DIR) leaves server/dist as it was: no stamp then.
  if (!process.env.SERVER_OUT_DIR) writeStamp(root, hash);
  return true;
}

if (import.meta.url === pathToFileURL(process.argv[1]).href) process.exit(build() ? 0 : 1);
