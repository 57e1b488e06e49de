// Runs the Storybook test-runner over the built Storybook (storybook-static):
//   node scripts/test-stories.mjs            check every story (play, axe, console, screenshot baseline)
//   node scripts/test-stories.mjs --update   rewrite the screenshot baselines after an intended change
//   --dir <folder>   test a Storybook built elsewhere (default storybook-static); other arguments go to the
//                    test-runner, e.g. a path filter: node scripts/test-stories.mjs design-system/components/TagChip
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import Fastify from 'fastify';
import { findChromium } from './chromium.mjs';

const root = path.resolve(import.meta.dirname, '..');
const argv = process.argv.slice(2);
const dirIndex = argv.indexOf('--dir');
const staticDir = path.resolve(root, dirIndex >= 0 ? argv.splice(dirIndex, 2)[1] : 'storybook-static');
const update = argv.includes('--update');
const extra = argv.filter((a) => a !== '--update');

if (!fs.existsSync(path.join(staticDir, 'index.json'))) {
  console.error('storybook-static is missing: run `npm run build-storybook` first.');
  process.exit(1);
}
const browser = findChromium({ install: true, shell: true });
if (!browser.endsWith('chromium-headless-shell')) {
  console.warn(
    `Warning: ${browser} is not Chromium's headless shell, which the screenshot baselines were taken with: its text is ` +
      'anti-aliased otherwise, and screenshots with much text will differ. Install chromium-headless-shell.',
  );
}

// The built Storybook served as the site serves files (@fastify/static: MIME types, Range requests for audio).
const server = Fastify();
await server.register(fastifyStatic, { root: staticDir });
const url = await server.listen({ port: 0, host: '127.0.0.1' });

const args = ['test-storybook', '--url', url, '--maxWorkers=2', ...extra];
const child = spawn('npx', args, { stdio: 'inherit', cwd: root, env: { ...process.env, ...(update ? { STORIES_UPDATE: '1' } : {}) } });
child.on('exit', (code) => process.exit(code ?? 1));
