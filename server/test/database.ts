import fs from 'node:fs';
import path from 'node:path';
import crypto from 'node:crypto';
import pg from 'pg';
import { createPgliteDb, createPgliteWorkerDb, createPostgresDb, type Db } from '../src/db/db.ts';
import { migrate } from '../src/db/migrate.ts';
import { seedDemoContent } from '../src/db/seed/index.ts';
import { paths } from '../src/config.ts';

/**
 * Test databases. With TEST_DATABASE_URL (a PostgreSQL server) every test file gets its own database copied
 * from a migrated and seeded template; otherwise every test file gets its own PGlite loaded from a dump of one.
 */
export const TEMPLATE_DB = 'site_test_template';
export const pgliteDumpFile = path.join(paths.repoRoot, '.tmp', 'test-db.tar.gz');

export async function prepareTemplate(): Promise<void> {
  const url = process.env.TEST_DATABASE_URL;
  if (url) {
    const admin = new pg.Client({ connectionString: url });
    await admin.connect();
    await admin.query(`drop database if exists ${TEMPLATE_DB}`);
    await admin.query(`create database ${TEMPLATE_DB}`);
    await admin.end();
    const db = createPostgresDb(withDatabase(url, TEMPLATE_DB));
    await migrate(db);
    await seedDemoContent(db);
    await db.close();
    return;
  }
  const db = await createPgliteDb(undefined);
  await migrate(db);
  await seedDemoContent(db);
  const dump = await db.pglite.dumpDataDir('gzip');
  fs.mkdirSync(path.dirname(pgliteDumpFile), { recursive: true });
  fs.writeFileSync(pgliteDumpFile, Buffer.from(await dump.arrayBuffer()));
  await db.close();
}

export function withDatabase(url: string, name: string): string {
  const parsed = new URL(url);
  parsed.pathname = `/${name}`;
  return parsed.toString();
}

/** A fresh database with the demo content, and a function that removes it. */
export async function freshDatabase(): Promise<{ db: Db; drop: () => Promise<void> }> {
  const url = process.env.TEST_DATABASE_URL;
  if (url) {
    const name = `site_test_${crypto.randomBytes(6).toString('hex')}`;
    const admin = new pg.Client({ connectionString: url });
    await admin.connect();
    await admin.query(`create database ${name} template ${TEMPLATE_DB}`);
    await admin.end();
    const db = createPostgresDb(withDatabase(url, name));
    return {
      db,
      drop: async () => {
        await db.close();
        const again = new pg.Client({ connectionString: url });
        await again.connect();
        await again.query(`drop database if exists ${name}`);
        await again.end();
      },
    };
  }
  // In its own thread, as the server opens it (db.ts, openDb).
  const blob = new Blob([fs.readFileSync(pgliteDumpFile)]);
  const db = await createPgliteWorkerDb(undefined, blob);
  return { db, drop: () => db.close() };
}
