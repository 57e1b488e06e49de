import type { Db } from './db.ts';

interface Log {
  info(object: object, message: string): void;
  warn(object: object, message: string): void;
}

/**
 * PGlite has no autovacuum: `VACUUM (ANALYZE)` `firstAfterMs` after start, then every `everyMs`, so plans follow
 * the data's growth. Requests wait while it runs; `stop` waits for a run in progress.
 */
export function startPgliteMaintenance(
  db: Db,
  log: Log,
  { firstAfterMs, everyMs }: { firstAfterMs: number; everyMs: number },
): { stop(): Promise<void> } {
  let running: Promise<void> | undefined;
  let stopped = false;
  const run = () => {
    if (running || stopped) return;
    const started = performance.now();
    running = db
      .exec('vacuum (analyze)')
      .then(
        () => log.info({ ms: Math.round(performance.now() - started) }, 'database maintenance: vacuum (analyze) done'),
        (err: unknown) => log.warn({ err }, 'database maintenance: vacuum (analyze) failed'),
      )
      .finally(() => (running = undefined));
  };
  const first = setTimeout(run, firstAfterMs).unref();
  const every = setInterval(run, everyMs).unref();
  return {
    async stop() {
      stopped = true;
      clearTimeout(first);
      clearInterval(every);
      await running;
    },
  };
}
