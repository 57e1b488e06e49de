import fs from 'node:fs';
import path from 'node:path';
import pg from 'pg';
import type { Db } from './db.ts';

const migrationsDir = path.join(import.meta.dirname, 'migrations');

/** The key of the PostgreSQL advisory lock held while migrating (any constant shared by every instance). */
export const MIGRATION_LOCK_KEY = 7_240_011;

/**
 * Applies, in name order, every migrations/*.sql file not applied yet; each in its own transaction.
 * On PostgreSQL several instances may start together: the run holds a session-level advisory lock on a connection
 * of its own, so one instance migrates while the others wait, then find nothing left to apply. The lock goes with
 * the session, so an instance killed while migrating leaves no lock behind.
 */
export async function migrate(db: Db): Promise<string[]> {
  if (db.kind !== 'postgres' || !db.connectionString) return migrateUnlocked(db);
  const lock = new pg.Client({ connectionString: db.connectionString, application_name: 'migrations lock' });
  await lock.connect();
  try {
    await lock.query('select pg_advisory_lock($1)', [MIGRATION_LOCK_KEY]);
    return await migrateUnlocked(db);
  } finally {
    await lock.query('select pg_advisory_unlock($1)', [MIGRATION_LOCK_KEY]).catch(() => {});
    await lock.end().catch(() => {});
  }
}

async function migrateUnlocked(db: Db): Promise<string[]> {
  await db.exec(`create table if not exists schema_migrations (
    name text primary key,
    applied_at timestamptz not null default now()
  )`);
  const files = fs
    .readdirSync(migrationsDir)
    .filter((f) => f.endsWith('.sql'))
    .sort();
  const applied = new Set(
    (await db.query<{ name: string }>('select name from schema_migrations')).rows.map((r) => r.name),
  );
  const done: string[] = [];
  for (const file of files) {
    if (applied.has(file)) continue;
    const sql = fs.readFileSync(path.join(migrationsDir, file), 'utf8');
    await db.transaction(async (tx) => {
      await tx.exec(sql);
      await tx.query('insert into schema_migrations (name) values ($1)', [file]);
    });
    done.push(file);
  }
  return done;
}
