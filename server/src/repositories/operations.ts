import type { Queryable } from '../db/db.ts';

/** The operational queries of the plugins: readiness and the NOTIFY between instances. */

/** Which of the migrations `names` are applied. */
export async function appliedMigrations(db: Queryable, names: string[]): Promise<string[]> {
  const { rows } = await db.query<{ name: string }>('select name from schema_migrations where name = any($1::text[])', [names]);
  return rows.map((row) => row.name);
}

/** LISTEN on `channel` on a connection of its own (its notifications arrive as the client's events). */
export async function listenOn(client: { query(sql: string): Promise<unknown> }, channel: string): Promise<void> {
  await client.query(`listen ${channel}`);
}

/** NOTIFY on `channel` (every instance LISTENing there gets `payload`). */
export async function notify(db: Queryable, channel: string, payload: string): Promise<void> {
  await db.query('select pg_notify($1, $2)', [channel, payload]);
}
