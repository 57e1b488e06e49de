// `npm start`'s first step: builds (scripts/build.mjs) unless dist/ and server/dist were built from the sources as
// they are now (scripts/build-stamp.mjs), and says in one line which it did. `npm run build` always builds.
import path from 'node:path';
import { buildState } from './build-stamp.mjs';
import { build } from './build.mjs';

const root = path.resolve(import.meta.dirname, '..');
const started = Date.now();
const state = buildState(root);
if (state.current) {
  console.log(`npm start: ${state.reason} (checked in ${Date.now() - started} ms): skipping the build (npm run build rebuilds)`);
} else {
  console.log(`npm start: ${state.reason}: building`);
  if (!build()) process.exit(1);
}
