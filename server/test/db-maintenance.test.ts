import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createPgliteWorkerDb, type Db } from '../src/db/db.ts';
import { startPgliteMaintenance } from '../src/db/maintenance.ts';

// PGlite has no autovacuum: the server's schedule (db/maintenance.ts) vacuums and analyzes it.
describe('PGlite maintenance', () => {
  let db: Db;
  beforeAll(async () => {
    db = await createPgliteWorkerDb(undefined);
    await db.exec('create table notes (id serial primary key, body text)');
    await db.query("insert into notes (body) select 'note ' || g from generate_series(1, 2000) g");
    await db.query('delete from notes where id % 2 = 0');
    // The delete's counts reach pg_stat at the backend's next stats flush (at most once a second); a flush landing
    // after the vacuum would bring the dead rows back into the figures. Start from the flushed state.
    await db.query('select pg_stat_force_next_flush()');
  });
  afterAll(() => db.close());

  const stats = async () =>
    (
      await db.query<{ dead: number; vacuumed: boolean; analyzed: boolean }>(
        `select n_dead_tup::int as dead, last_vacuum is not null as vacuumed, last_analyze is not null as analyzed
         from pg_stat_user_tables where relname = 'notes'`,
      )
    ).rows[0];

  it('vacuums and analyzes after its first delay, logs it, and stop waits for the run in progress', async () => {
    await expect.poll(stats, { timeout: 5_000, interval: 50 }).toEqual({ dead: 1000, vacuumed: false, analyzed: false });
    const lines: string[] = [];
    const log = { info: (_: object, message: string) => lines.push(message), warn: (_: object, message: string) => lines.push(message) };
    const maintenance = startPgliteMaintenance(db, log, { firstAfterMs: 20, everyMs: 3_600_000 });
    await new Promise((resolve) => setTimeout(resolve, 40));
    // The run has started and may still be going: stop returns once it is done, so the database can close.
    await maintenance.stop();
    expect(lines).toEqual(['database maintenance: vacuum (analyze) done']);
    expect(await stats()).toEqual({ dead: 0, vacuumed: true, analyzed: true });
    // The planner knows the table's size now.
    const { rows } = await db.query<{ reltuples: number }>("select reltuples::int as reltuples from pg_class where relname = 'notes'");
    expect(rows[0].reltuples).toBe(1000);
  });

  it('does not run once stopped', async () => {
    const lines: string[] = [];
    const log = { info: (_: object, message: string) => lines.push(message), warn: (_: object, message: string) => lines.push(message) };
    const maintenance = startPgliteMaintenance(db, log, { firstAfterMs: 30, everyMs: 30 });
    await maintenance.stop();
    await new Promise((resolve) => setTimeout(resolve, 80));
    expect(lines).toEqual([]);
  });
});
