// Where the machine's CPU goes while a command runs, by kind of process: Chromium's renderers, GPU and browser
// processes, the site's server, test runners and the rest (every process on the machine, sampled from /proc each
// second; Linux only). Chromium's page processes are forked by its zygote, so no parent waits for them and bash's
// `times` (npm test's per-step CPU) leaves them out.
//   npm run bench:cpu -- <command …>   runs the command and prints the split when it ends
// npm test uses sampleCpuByProcess() for its summary.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';

const TICKS_PER_SECOND = 100;

/** The kind of a process, from its command line. */
function kindOf(cmdline) {
  if (/chrom(e|ium)/.test(cmdline)) return `Chromium ${cmdline.match(/--type=([\w-]+)/)?.[1] ?? 'browser'}`;
  if (/server(\/dist)?\/server\.js|e2e-server-\d+\/server\.js/.test(cmdline)) return 'site server';
  if (/playwright|test-storybook|jest/.test(cmdline)) return 'test runners';
  if (/vitest/.test(cmdline)) return 'vitest';
  if (/\btsc\b|typescript/.test(cmdline)) return 'tsc';
  if (/eslint/.test(cmdline)) return 'eslint';
  if (/^\S*node\b/.test(cmdline)) return 'node, other';
  return 'other';
}

/** The machine's CPU time so far, all cores (/proc/stat): busy and in all, in ticks. */
function machineTicks() {
  const [user, nice, system, idle, iowait, irq, softirq, steal] = fs.readFileSync('/proc/stat', 'utf8').split('\n')[0].split(/\s+/).slice(1).map(Number);
  const busy = user + nice + system + irq + softirq + steal;
  return { busy, total: busy + idle + iowait };
}

/**
 * Samples every process's CPU time each `intervalMs` and adds what it used since the last sample to its kind.
 * A process's time before the first sample that sees it is counted too, unless it was running at the start.
 * `stop()` answers { kind: seconds } (largest first), and the machine's busy and all CPU seconds over the same time.
 */
export function sampleCpuByProcess(intervalMs = 1000) {
  if (os.platform() !== 'linux') return { stop: () => null };
  const seen = new Map();
  const byKind = new Map();
  const sample = (first = false) => {
    let pids;
    try {
      pids = fs.readdirSync('/proc');
    } catch {
      return;
    }
    for (const pid of pids) {
      if (!/^\d+$/.test(pid)) continue;
      try {
        const fields = fs.readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
        const ticks = Number(fields[11]) + Number(fields[12]);
        const startTime = fields[19];
        const key = `${pid}:${startTime}`;
        let entry = seen.get(key);
        if (!entry) {
          const cmdline = fs.readFileSync(`/proc/${pid}/cmdline`, 'utf8').replaceAll('\0', ' ');
          entry = { kind: kindOf(cmdline), ticks: first ? ticks : 0 };
          seen.set(key, entry);
        }
        byKind.set(entry.kind, (byKind.get(entry.kind) ?? 0) + ticks - entry.ticks);
        entry.ticks = ticks;
      } catch {
        // The process ended between the listing and the read.
      }
    }
  };
  const atStart = machineTicks();
  sample(true);
  const timer = setInterval(sample, intervalMs);
  timer.unref();
  return {
    stop() {
      clearInterval(timer);
      sample();
      const kinds = Object.fromEntries(
        [...byKind].filter(([, ticks]) => ticks > 0).sort((a, b) => b[1] - a[1]).map(([kind, ticks]) => [kind, ticks / TICKS_PER_SECOND]),
      );
      const atEnd = machineTicks();
      return { kinds, busy: (atEnd.busy - atStart.busy) / TICKS_PER_SECOND, total: (atEnd.total - atStart.total) / TICKS_PER_SECOND };
    },
  };
}

/** "Chromium renderer 836 s, site server 412 s, …" */
export const formatCpuSplit = ({ kinds }) =>
  Object.entries(kinds)
    .filter(([, seconds]) => seconds >= 1)
    .map(([kind, seconds]) => `${kind} ${seconds.toFixed(0)} s`)
    .join(', ');

if (import.meta.url === `file://${process.argv[1]}`) {
  const dash = process.argv.indexOf('--');
  const command = process.argv.slice(dash >= 0 ? dash + 1 : 2);
  if (!command.length) {
    console.error('usage: node scripts/cpu-by-process.mjs -- <command …>');
    process.exit(2);
  }
  const sampler = sampleCpuByProcess();
  const started = Date.now();
  const child = spawn(command[0], command.slice(1), { stdio: 'inherit' });
  child.on('close', (code) => {
    const split = sampler.stop();
    console.log(`\nwall ${((Date.now() - started) / 1000).toFixed(1)} s; machine busy ${split.busy.toFixed(0)} CPU s`);
    console.log(`by process: ${formatCpuSplit(split)}`);
    process.exit(code ?? 1);
  });
}
