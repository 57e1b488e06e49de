// Runs the Storybook test-runner over the built Storybook (storybook-static):
//   node scripts/test-stories.mjs            check every story (play, axe, console, screenshot baseline)
//   node scripts/test-stories.mjs --update   rewrite the screenshot baselines after an intended change
//   --dir <folder>   test a Storybook built elsewhere (default storybook-static); other arguments go to the
//                    test-runner, e.g. a path filter: node scripts/test-stories.mjs design-system/components/TagChip
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import http from 'node:http';
import path from 'node:path';
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
findChromium({ install: true });

const types = { '.html': 'text/html', '.js': 'text/javascript', '.css': 'text/css', '.json': 'application/json', '.webp': 'image/webp', '.woff2': 'font/woff2', '.woff': 'font/woff', '.svg': 'image/svg+xml', '.png': 'image/png' };
const server = http.createServer((req, res) => {
  const url = decodeURIComponent(new URL(req.url, 'http://x').pathname);
  let file = path.join(staticDir, url);
  if (!file.startsWith(staticDir)) return res.writeHead(403).end();
  if (fs.existsSync(file) && fs.statSync(file).isDirectory()) file = path.join(file, 'index.html');
  if (!fs.existsSync(file)) return res.writeHead(404).end();
  res.writeHead(200, { 'Content-Type': types[path.extname(file)] ?? 'application/octet-stream' });
  fs.createReadStream(file).pipe(res);
});
await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
const url = `http://127.0.0.1:${server.address().port}`;

const args = ['test-storybook', '--url', url, '--maxWorkers=2', ...(update ? ['-u'] : []), ...extra];
const child = spawn('npx', args, { stdio: 'inherit', cwd: root, env: { ...process.env, ...(update ? { CI: '' } : {}) } });
child.on('exit', (code) => {
  server.close();
  process.exit(code ?? 1);
});
