// `npm test`: every check of the project, with a summary of counts and times at the end.
//   typecheck, lint, i18n, unit tests, server tests (real database); client build → e2e in Chromium against the
//   built server; Storybook build → Storybook test-runner (play, axe, console, screenshots).
// The three chains run side by side (2 cores: the browser tests spend much of their time waiting); each step's output
// is printed whole when it ends. TEST_SERIAL=1 runs one step at a time with its output as it comes.
// Every step runs even when an earlier one failed (unless it needs that one's output); the exit code is non-zero
// when anything failed. The last line is "N passed, N failed".
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { findChromium } from './chromium.mjs';
import { formatCpuSplit, sampleCpuByProcess } from './cpu-by-process.mjs';

const root = path.resolve(import.meta.dirname, '..');
const tmp = path.join(root, '.tmp');
fs.mkdirSync(tmp, { recursive: true });

const readJson = (file) => {
  try {
    return JSON.parse(fs.readFileSync(path.join(tmp, file), 'utf8'));
  } catch {
    return null;
  }
};
// Counts and the names of failed tests, so that the end of the log (all a CI excerpt may show) says what failed.
// eslint-disable-next-line no-control-regex -- removes the colour codes (ESC [ … m) of the tools' messages
const plain = (text) => String(text ?? '').replace(/\x1b\[[0-9;]*m/g, '');
const firstLine = (text) => plain(text).trim().split('\n')[0].slice(0, 300);
/**
 * A failure's message as CI's excerpt should show it: its first lines without stack frames, so that e.g. a story's
 * console errors are named. Vitest's timeout keeps a placeholder as its stack's first line.
 */
const gist = (text) =>
  plain(text)
    .replace(/^Error: STACK_TRACE_ERROR$/m, 'timed out (vitest testTimeout or hookTimeout)')
    .split('\n')
    .map((line) => line.trim())
    .filter((line) => line && !line.startsWith('at '))
    .slice(0, 4)
    .map((line) => line.slice(0, 300))
    .join(' ⏎ ');
const vitestCounts = (file) => {
  const r = readJson(file);
  return (
    r && {
      passed: r.numPassedTests,
      failed: r.numFailedTests,
      skipped: r.numPendingTests + r.numTodoTests,
      failures: r.testResults.flatMap((f) =>
        f.assertionResults.filter((t) => t.status === 'failed').map((t) => `${t.fullName}: ${gist(t.failureMessages?.[0])}`),
      ),
    }
  );
};
/** The error's first line, the locator it waited for and the line of the spec that failed: enough to start from. */
const playwrightError = (error) => {
  const locator = plain(error?.message).match(/^Locator: (.*)$/m)?.[1];
  const at = error?.location && `${path.basename(error.location.file)}:${error.location.line}`;
  return [firstLine(error?.message), locator && `locator ${locator}`, at && `at ${at}`].filter(Boolean).join(' — ');
};
const playwrightTests = (suite, status, describe) => [
  ...(suite.specs ?? []).flatMap((spec) =>
    spec.tests.filter((t) => t.status === status).map((t) => `${spec.file}:${spec.line} ${spec.title} [${t.projectName}]${describe ? `: ${describe(t)}` : ''}`),
  ),
  ...(suite.suites ?? []).flatMap((child) => playwrightTests(child, status, describe)),
];
const playwrightFailures = (suite) => playwrightTests(suite, 'unexpected', (t) => playwrightError(t.results.at(-1)?.error));

const serial = process.env.TEST_SERIAL === '1';
const steps = [
  // TypeScript 7's native tsc (package.json's typecheck). Its build info (shared with `npm run check`) only skips files
  // unchanged since; eslint's cache would also skip rules that read other files (import/no-cycle), so lint reads everything.
  { name: 'typecheck', cmd: 'npm run -s typecheck -- --incremental --tsBuildInfoFile node_modules/.cache/tsc/tsconfig.tsbuildinfo', lane: 'checks' },
  { name: 'lint', cmd: 'npx eslint --max-warnings=0 .', lane: 'checks' },
  { name: 'i18n catalogues', cmd: 'npx tsx scripts/i18n-check.ts', lane: 'checks' },
  {
    name: 'unit tests',
    lane: 'checks',
    cmd: 'npx vitest run --project unit --reporter=default --reporter=json --outputFile.json=.tmp/unit-results.json',
    counts: () => vitestCounts('unit-results.json'),
    clean: 'unit-results.json',
  },
  {
    name: `server tests (${process.env.TEST_DATABASE_URL ? 'PostgreSQL' : 'PGlite'})`,
    lane: 'checks',
    cmd: 'npx vitest run --project server --reporter=default --reporter=json --outputFile.json=.tmp/server-results.json',
    counts: () => vitestCounts('server-results.json'),
    clean: 'server-results.json',
  },
  { name: 'client build', cmd: 'npm run build', id: 'build', lane: 'site' },
  // One first start's demo content and media, copied by the e2e shards' and the site checks' servers.
  { name: 'demo data', cmd: 'node scripts/built-server.mjs --prepare .tmp/demo-data', id: 'demo-data', needs: 'build', lane: 'site' },
  { name: 'storybook build', cmd: 'npx storybook build --quiet -o storybook-static', id: 'storybook', lane: 'stories' },
  {
    name: 'stories (test-runner)',
    cmd: 'STORIES_RESULTS_FILE=.tmp/stories-results.json node scripts/test-stories.mjs',
    needs: 'storybook',
    lane: 'stories',
    counts: () => {
      const r = readJson('stories-results.json');
      return r && { passed: r.numPassedTests, failed: r.numFailedTests, skipped: r.numPendingTests, failures: r.failures.map(gist), flaky: r.flaky };
    },
    clean: 'stories-results.json',
  },
  {
    name: 'e2e (Chromium, real server)',
    // The server of the build step (server/dist), not a build of its own (playwright.config.ts); the specs in
    // E2E_SHARDS shards side by side (default 2), each shard with a server of its own (scripts/e2e.mjs). Beside the
    // other steps the cores are shared: doubled timeouts and one retry, a test that passed on it listed as flaky.
    cmd: `E2E_SERVER_DIR=server/dist E2E_DATA=.tmp/demo-data E2E_SLOWDOWN=${serial ? 1 : 2} E2E_RETRIES=1 node scripts/e2e.mjs`,
    needs: 'demo-data',
    lane: 'site',
    counts: () => {
      const shards = fs.readdirSync(tmp).filter((file) => /^e2e-results-\d+\.json$/.test(file)).map(readJson);
      if (!shards.length || shards.includes(null)) return null;
      const sum = (key) => shards.reduce((total, r) => total + r.stats[key], 0);
      return {
        passed: sum('expected') + sum('flaky'),
        failed: sum('unexpected'),
        skipped: sum('skipped'),
        failures: shards.flatMap((r) => r.suites.flatMap(playwrightFailures)),
        flaky: shards.flatMap((r) => r.suites.flatMap((suite) => playwrightTests(suite, 'flaky'))),
      };
    },
  },
  {
    name: 'site checks (axe, links, HTML, OpenAPI)',
    // The built server once more, on its own copy of the demo data: axe, linkinator, html-validate, Spectral (scripts/site-checks.mjs).
    cmd: 'SITE_CHECKS_RESULTS=.tmp/site-checks.json SITE_CHECKS_DATA=.tmp/demo-data node scripts/site-checks.mjs',
    needs: 'demo-data',
    lane: 'site',
    counts: () => {
      const r = readJson('site-checks.json');
      const c = r?.counts ?? {};
      const figures = [
        c.axe && `axe ${c.axe.pages} page checks: ${c.axe.critical} critical, ${c.axe.serious} serious, ${c.axe.moderate} moderate, ${c.axe.minor} minor`,
        c.links && `links ${c.links.checked}: ${c.links.broken} broken, ${c.links.orphans} pages linked from none`,
        c.html && `HTML ${c.html.pages} pages: ${c.html.errors} errors`,
        c.spectral && `OpenAPI ${c.spectral.operations} operations: ${c.spectral.errors} errors, ${c.spectral.warnings} warnings`,
      ].filter(Boolean);
      // The summary marks each failure line with ✗: the checkers' figures go with them only when something failed.
      return r && { passed: r.passed, failed: r.failed, failures: r.failed ? [...r.failures, ...figures] : [] };
    },
    clean: 'site-checks.json',
  },
];

try {
  console.log(`Chromium for the browser tests: ${findChromium({ install: true, shell: true })}`);
} catch (error) {
  console.error(error.message);
  process.exit(1);
}

const logDir = path.join(tmp, 'test-logs');
fs.mkdirSync(logDir, { recursive: true });
const failedIds = new Set();
const startedAll = Date.now();
// Chromium's page processes are nobody's waited-for children: the split by process kind counts them (sampled).
const cpuSampler = sampleCpuByProcess();

/** User + system seconds of the children from bash's `times` (its second line: `1m2.5s 0m3.1s`); null if none. */
function childrenCpu(file) {
  try {
    const line = fs.readFileSync(file, 'utf8').trim().split('\n')[1];
    return line.split(/\s+/).reduce((total, t) => {
      const [, m, sec] = t.match(/^(\d+)m([\d.]+)s$/);
      return total + Number(m) * 60 + Number(sec);
    }, 0);
  } catch {
    return null;
  }
}

/** Runs a step: its output straight through (serial), or into a log printed whole when it ends. */
function runStep(step) {
  if (step.clean) fs.rmSync(path.join(tmp, step.clean), { force: true });
  const started = Date.now();
  const log = path.join(logDir, `${step.name.replace(/\W+/g, '-').replace(/^-|-$/g, '')}.log`);
  if (serial) console.log(`\n━━ ${step.name}: ${step.cmd}`);
  else console.log(`━━ started ${step.name} (${((started - startedAll) / 1000).toFixed(0)} s)`);
  const out = serial ? 'inherit' : fs.openSync(log, 'w');
  // bash's `times` after the command: the CPU its processes used (those waited for), which, unlike the wall time,
  // hardly depends on what runs beside it.
  const timesFile = `${log}.times`;
  fs.rmSync(timesFile, { force: true });
  const script = `${step.cmd}\nstatus=$?\ntimes > '${timesFile}'\nexit $status`;
  const child = spawn('bash', ['-c', script], { stdio: ['ignore', out, out], cwd: root, env: process.env });
  return new Promise((resolve) => {
    child.on('close', (code) => {
      if (!serial) {
        fs.closeSync(out);
        console.log(`\n━━ ${step.name}: ${step.cmd}`);
        process.stdout.write(fs.readFileSync(log, 'utf8'));
      }
      const seconds = (Date.now() - started) / 1000;
      const ok = code === 0;
      if (!ok && step.id) failedIds.add(step.id);
      resolve({ ...step, status: ok ? 'ok' : 'FAILED', seconds, cpu: childrenCpu(timesFile), tally: step.counts?.() });
    });
  });
}

async function runLane(laneSteps) {
  const done = [];
  for (const step of laneSteps) {
    if (step.needs && failedIds.has(step.needs)) {
      // What needs a skipped step is skipped too (the demo data when the build failed, then the e2e and site checks).
      if (step.id) failedIds.add(step.id);
      done.push({ ...step, status: 'skipped', seconds: 0 });
    }
    else done.push(await runStep(step));
  }
  return done;
}

const lanes = serial ? [steps] : [...new Set(steps.map((s) => s.lane))].map((lane) => steps.filter((s) => s.lane === lane));
const finished = (await Promise.all(lanes.map(runLane))).flat();
const results = steps.map((step) => finished.find((r) => r.name === step.name));

let passed = 0;
let failed = 0;
console.log('\n━━ Summary');
for (const r of results) {
  const tally = r.tally ? `  ${r.tally.passed} passed, ${r.tally.failed} failed${r.tally.skipped ? `, ${r.tally.skipped} skipped` : ''}` : '';
  const cpu = r.cpu != null ? ` (CPU ${r.cpu.toFixed(0).padStart(4)} s)` : '';
  console.log(`${r.status.padEnd(8)} ${r.name.padEnd(34)} ${r.seconds.toFixed(1).padStart(6)} s${cpu}${tally}`);
  if (r.tally) {
    passed += r.tally.passed;
    failed += r.tally.failed;
  }
  for (const failure of r.tally?.failures ?? []) console.log(`         ✗ ${failure}`);
  for (const name of r.tally?.flaky ?? []) console.log(`         ⚠ passed on retry: ${name}`);
  if (r.status === 'FAILED' && !(r.tally && r.tally.failed > 0)) failed += 1;
  if (r.status === 'skipped') failed += 1;
}
const total = (Date.now() - startedAll) / 1000;
console.log(`total ${(total / 60).toFixed(1)} min${serial ? '' : ` (steps side by side; one after another ${(results.reduce((s, r) => s + r.seconds, 0) / 60).toFixed(1)} min)`}`);
let split = null;
try {
  split = cpuSampler.stop();
} catch (error) {
  console.log(`CPU: not measured (${error.message})`);
}
if (split) {
  // How busy the machine's cores were while the steps ran (other processes included): the room left for parallelism.
  const stepsCpu = results.reduce((sum, r) => sum + (r.cpu ?? 0), 0);
  console.log(`CPU busy ${((split.busy / split.total) * 100).toFixed(0)}% of ${os.availableParallelism()} cores; the steps used ${stepsCpu.toFixed(0)} CPU s`);
  console.log(`CPU by process (sampled each second; ${split.busy.toFixed(0)} s in all): ${formatCpuSplit(split)}`);
}
console.log(`${passed} passed, ${failed} failed`);
process.exit(results.some((r) => r.status !== 'ok') ? 1 : 0);
