import type { Db } from './db.ts';

interface Log {
  info(object: object, message: string): void;
  warn(object: object, message: string): void;
}

/**
 * What PostgreSQL's autovacuum does, for PGlite, which has no background workers and so never vacuums or analyzes
 * by itself: `VACUUM (ANALYZE)` a little after start (`firstAfterMs`), then every `everyMs`.
 *
 * - ANALYZE keeps the planner's statistics true as content grows: without it PGlite plans every query with the
 *   statistics of the day the tables were small (the demo content), and a plan that fit 50 rows can be quadratic
 *   at 50,000 (migration 073 tells of one).
 * - VACUUM returns the space of updated and deleted rows (likes, rate-limit counters, edits) to reuse.
 *
 * It holds the database's thread while it runs: about 1 s with 100,000 materials, a few milliseconds with the
 * demo content; requests wait meanwhile, none fails. `stop` ends the schedule and waits for a run in progress, so
 * the database is not closed under it.
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
