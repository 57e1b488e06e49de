// The e2e suite in shards side by side, each with a server of its own (port, fresh database, mail and OpenID
// Connect ports: playwright.config.ts derives them from E2E_PORT), so specs never share a server's state:
//   node scripts/e2e.mjs [--shards N] [playwright arguments]
// Each shard's output is printed whole when it ends; results go to .tmp/e2e-results-<i>.json, traces of failures
// to test-results/shard-<i>/. The exit code is non-zero when any shard failed. E2E_SHARDS sets N (default 2; 1 runs
// the suite as `npx playwright test` does).
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
const argv = process.argv.slice(2);
const shardsIndex = argv.indexOf('--shards');
const shards = Number(shardsIndex >= 0 ? argv.splice(shardsIndex, 2)[1] : (process.env.E2E_SHARDS ?? 2));
const basePort = Number(process.env.E2E_PORT ?? 18080);
const tmp = path.join(root, '.tmp');
fs.mkdirSync(tmp, { recursive: true });
for (const file of fs.readdirSync(tmp)) if (/^e2e-results-\d+\.json$/.test(file)) fs.rmSync(path.join(tmp, file));

const run = (index) =>
  new Promise((resolve) => {
    const port = basePort + 10 * index;
    const args = ['playwright', 'test', ...(shards > 1 ? [`--shard=${index + 1}/${shards}`] : []), ...argv];
    const child = spawn('npx', args, {
      cwd: root,
      stdio: ['ignore', 'pipe', 'pipe'],
      env: {
        ...process.env,
        E2E_PORT: String(port),
        E2E_DATA_DIR: `.tmp/e2e-data-${port}`,
        E2E_RESULTS: `.tmp/e2e-results-${index}.json`,
        E2E_OUTPUT_DIR: `test-results/shard-${index + 1}`,
      },
    });
    let output = '';
    child.stdout.on('data', (chunk) => (output += chunk));
    child.stderr.on('data', (chunk) => (output += chunk));
    child.on('close', (code) => {
      if (shards > 1) console.log(`\n━━ e2e shard ${index + 1}/${shards} (port ${port})`);
      process.stdout.write(output);
      resolve(code ?? 1);
    });
  });

const codes = await Promise.all(Array.from({ length: shards }, (_, index) => run(index)));
process.exit(codes.some((code) => code !== 0) ? 1 : 0);
