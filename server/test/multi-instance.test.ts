import fs from 'node:fs';
import path from 'node:path';
import crypto from 'node:crypto';
import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import { createPostgresDb, type Db } from '../src/db/db.ts';
import { migrate } from '../src/db/migrate.ts';
import { seedDemoContent } from '../src/db/seed/index.ts';
import { createTestApp, type TestContext } from './helpers.ts';
import { withDatabase } from './database.ts';

/**
 * What several instances on one PostgreSQL rely on: content changes announced to every instance (LISTEN/NOTIFY,
 * surviving a lost connection) and migrations that instances starting together apply once. PostgreSQL only
 * (TEST_DATABASE_URL); on PGlite there is one process and nothing to share.
 */
const url = process.env.TEST_DATABASE_URL;

async function eventually(check: () => boolean | Promise<boolean>, timeoutMs = 5000): Promise<number> {
  const started = Date.now();
  while (Date.now() - started < timeoutMs) {
    if (await check()) return Date.now() - started;
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  throw new Error(`not within ${timeoutMs} ms`);
}

describe.skipIf(!url)('several instances on one PostgreSQL', () => {
  const contexts: TestContext[] = [];
  afterAll(async () => {
    await Promise.all(contexts.map((c) => c.close()));
  });

  it("announces a content change and a visitor's write to another instance's caches, also after the listener's connection was lost", async () => {
    const first = await createTestApp();
    contexts.push(first);
    // A second instance on the same database (the test app owns its database; the second only borrows it).
    const { buildApp } = await import('../src/app.ts');
    const db = createPostgresDb(first.app.db.connectionString!);
    const second = await buildApp({ config: first.app.config, db });
    const heard: string[][] = [];
    second.onItemsChanged((tags) => heard.push(tags));
    const ownHeard: string[][] = [];
    first.app.onItemsChanged((tags) => ownHeard.push(tags));
    await second.ready();
    contexts.push({ app: second, close: async () => { await second.close(); await db.close(); } } as TestContext);

    const before = second.contentVersion();
    const ownBefore = first.app.contentVersion();
    first.app.contentChanged();
    expect(first.app.contentVersion()).toBe(ownBefore + 1);
    await eventually(() => second.contentVersion() > before);
    // A visitor's write (comment, like) reaches the other instance's caches with the tags of what it changed.
    first.app.itemsChanged(['material:ru:shabbat', 'course:en:a%20b']);
    await eventually(() => heard.length > 0);
    expect(heard).toEqual([['material:ru:shabbat', 'course:en:a%20b']]);
    expect(ownHeard).toEqual([['material:ru:shabbat', 'course:en:a%20b']]);
    expect(second.contentVersion()).toBe(before + 1);
    // Its own notification does not count twice.
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(first.app.contentVersion()).toBe(ownBefore + 1);
    expect(ownHeard).toHaveLength(1);

    // The listening session is killed: the version moves on (a change may have gone unheard), and after the
    // reconnect a change is heard again.
    const beforeLoss = second.contentVersion();
    const admin = new pg.Client({ connectionString: first.app.db.connectionString });
    await admin.connect();
    const killed = await admin.query(
      `select pg_terminate_backend(pid) from pg_stat_activity
        where application_name = 'content-version listener' and datname = current_database()`,
    );
    await admin.end();
    expect(killed.rowCount).toBe(2);
    await eventually(async () => {
      const { rows } = await first.app.db.query<{ n: number }>(
        `select count(*) as n from pg_stat_activity
          where application_name = 'content-version listener' and datname = current_database()`,
      );
      return rows[0].n === 2;
    });
    expect(second.contentVersion()).toBeGreaterThan(beforeLoss);
    const beforeSecondChange = second.contentVersion();
    first.app.contentChanged();
    await eventually(() => second.contentVersion() > beforeSecondChange);
  });

  it('applies every migration and loads the demo content once when three instances start together', async () => {
    const admin = new pg.Client({ connectionString: url });
    await admin.connect();
    const name = `site_test_migrate_${crypto.randomBytes(5).toString('hex')}`;
    await admin.query(`create database ${name}`);
    const dbs: Db[] = [0, 1, 2].map(() => createPostgresDb(withDatabase(url!, name)));
    try {
      const results = await Promise.all(dbs.map((db) => migrate(db)));
      const files = fs
        .readdirSync(path.join(import.meta.dirname, '../src/db/migrations'))
        .filter((f) => f.endsWith('.sql'));
      // One instance applied them all, the others found nothing left.
      expect(results.map((r) => r.length).sort((a, b) => a - b)).toEqual([0, 0, files.length]);
      const { rows } = await dbs[0].query<{ n: number }>('select count(*) as n from schema_migrations');
      expect(rows[0].n).toBe(files.length);
      const seeded = await Promise.all(dbs.map((db) => seedDemoContent(db)));
      expect(seeded.filter(Boolean)).toHaveLength(1);
      const tags = await dbs[0].query<{ n: number; keys: number }>('select count(*) as n, count(distinct key) as keys from tags');
      expect(tags.rows[0].n).toBe(tags.rows[0].keys);
    } finally {
      await Promise.all(dbs.map((db) => db.close()));
      await admin.query(`drop database if exists ${name}`);
      await admin.end();
    }
  }, 90_000);
});
