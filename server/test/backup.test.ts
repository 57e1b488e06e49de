import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import crypto from 'node:crypto';
import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import { createPgliteDb, createPostgresDb, type Db } from '../src/db/db.ts';
import { backupKindOf, backupPglite, backupPostgres, pgliteDirOf, restorePglite, restorePostgres } from '../src/db/backup.ts';
import { copyPgliteTemplate, TEMPLATE_DB, withDatabase } from './database.ts';

/**
 * `npm run db:backup` / `db:restore` (server/src/db/backup.ts): a backup of a database with the demo content and
 * a row written for the test, restored into an empty database, reads back the same content.
 */
const work = fs.mkdtempSync(path.join(os.tmpdir(), 'site-backup-'));
afterAll(() => fs.rmSync(work, { recursive: true, force: true }));

const marker = `backup check ${crypto.randomUUID()}`;

async function writeMarker(db: Db) {
  await db.query("insert into pages (key, lang, title, content) values ('backup-check', 'en', $1, 'x')", [marker]);
}

async function contentOf(db: Db) {
  const { rows } = await db.query<{ materials: number; title: string | null }>(
    "select (select count(*)::int from materials) as materials, (select title from pages where key = 'backup-check') as title",
  );
  return rows[0];
}

describe('database backups', () => {
  it('PGlite: a backup of the data directory, restored into an empty one, reads back the same content', { timeout: 120_000 }, async () => {
    const source = path.join(work, 'source');
    copyPgliteTemplate(pgliteDirOf(source));
    const db = await createPgliteDb(pgliteDirOf(source));
    await writeMarker(db);
    const before = await contentOf(db);
    // refused while the database is open (PGlite is embedded: one process at a time)
    await expect(backupPglite(source, path.join(work, 'open.tar.gz'))).rejects.toThrow(/is open: stop the server/);
    await db.close();

    const file = path.join(work, 'backups', 'site.tar.gz');
    await backupPglite(source, file);
    expect(backupKindOf(file)).toBe('pglite');

    const target = path.join(work, 'target');
    expect(await restorePglite(target, file)).toBeNull();
    const restored = await createPgliteDb(pgliteDirOf(target));
    try {
      expect(await contentOf(restored)).toEqual(before);
      expect(before.materials).toBeGreaterThan(10);
      expect(before.title).toBe(marker);
    } finally {
      await restored.close();
    }
    // a second restore over it is refused, and with --force keeps the old one aside
    await expect(restorePglite(target, file)).rejects.toThrow(/holds a database/);
    const movedTo = await restorePglite(target, file, { force: true });
    expect(movedTo && fs.existsSync(path.join(movedTo, 'PG_VERSION'))).toBe(true);
  });

  it.skipIf(!process.env.TEST_DATABASE_URL)('PostgreSQL: pg_dump, pg_restore into an empty database, same content', { timeout: 120_000 }, async () => {
    const url = process.env.TEST_DATABASE_URL!;
    const admin = new pg.Client({ connectionString: url });
    await admin.connect();
    const suffix = crypto.randomBytes(6).toString('hex');
    const [sourceName, targetName] = [`site_backup_src_${suffix}`, `site_backup_dst_${suffix}`];
    await admin.query(`create database ${sourceName} template ${TEMPLATE_DB}`);
    await admin.query(`create database ${targetName}`);
    try {
      const source = createPostgresDb(withDatabase(url, sourceName));
      await writeMarker(source);
      const before = await contentOf(source);
      await source.close();

      const file = path.join(work, 'site.dump');
      await backupPostgres(withDatabase(url, sourceName), file);
      expect(backupKindOf(file)).toBe('postgres');
      await restorePostgres(withDatabase(url, targetName), file);
      const target = createPostgresDb(withDatabase(url, targetName));
      try {
        expect(await contentOf(target)).toEqual(before);
        expect(before.title).toBe(marker);
      } finally {
        await target.close();
      }
      // the database now has tables: a second restore needs --clean
      await expect(restorePostgres(withDatabase(url, targetName), file)).rejects.toThrow(/--clean/);
      await restorePostgres(withDatabase(url, targetName), file, { clean: true });
    } finally {
      await admin.query(`drop database if exists ${sourceName}`);
      await admin.query(`drop database if exists ${targetName}`);
      await admin.end();
    }
  });
});
