import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import crypto from 'node:crypto';
import pg from 'pg';
import { inject } from 'vitest';
import { createPgliteDb, createPgliteWorkerDb, createPostgresDb, type Db } from '../src/db/db.ts';
import { migrate } from '../src/db/migrate.ts';
import { seedDemoContent } from '../src/db/seed/index.ts';
import { paths } from '../src/config.ts';

/**
 * Test databases. With TEST_DATABASE_URL (a PostgreSQL server) every test file gets its own database created from
 * a migrated and seeded template database; otherwise every test file gets its own PGlite, a copy of a migrated and
 * seeded PGlite data directory (copying 64 MB on tmpfs and opening it takes about a second; loading a gzipped dump
 * took 3–7 s a file).
 */
export const TEMPLATE_DB = 'site_test_template';

declare module 'vitest' {
  export interface ProvidedContext {
    /** The PGlite template's data directory (global-setup.ts). */
    pgliteTemplate: string;
  }
}

/** Where the PGlite template and the test files' copies live: memory-backed when the machine has /dev/shm. */
const scratch = fs.existsSync('/dev/shm') ? '/dev/shm' : os.tmpdir();

/**
 * The PGlite template is kept between runs under a name made of what builds it: every file of server/src/db
 * (migrations, seed and its content), the modules they import (followed through relative imports), the installed
 * packages and this file. A run after no change there skips migrating and seeding (~20 s).
 */
function templateKey(): string {
  const files = new Set<string>();
  const add = (file: string) => {
    if (files.has(file) || !fs.existsSync(file) || !fs.statSync(file).isFile()) return;
    files.add(file);
    if (!/\.(ts|mjs|js)$/.test(file)) return;
    for (const [, spec] of fs.readFileSync(file, 'utf8').matchAll(/(?:from|import)\s*\(?\s*'(\.[^']+)'/g)) {
      add(path.resolve(path.dirname(file), spec));
    }
  };
  const walk = (dir: string) => {
    for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
      const full = path.join(dir, entry.name);
      if (entry.isDirectory()) walk(full);
      else add(full);
    }
  };
  walk(path.join(paths.repoRoot, 'server', 'src', 'db'));
  add(path.join(paths.repoRoot, 'package-lock.json'));
  add(path.join(paths.repoRoot, 'server', 'test', 'database.ts'));
  const hash = crypto.createHash('sha256');
  for (const file of [...files].sort()) hash.update(path.relative(paths.repoRoot, file)).update('\0').update(fs.readFileSync(file));
  return hash.digest('hex').slice(0, 16);
}

/**
 * Migrates and seeds the templates: PGlite's data directory, returned (the PGlite tests, e.g. backups, use it on
 * PostgreSQL too), and with TEST_DATABASE_URL the PostgreSQL template database.
 */
export async function prepareTemplate(): Promise<string> {
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
  }
  return preparePgliteTemplate();
}

async function preparePgliteTemplate(): Promise<string> {
  const dir = path.join(scratch, `site-test-db-${templateKey()}`);
  if (fs.existsSync(path.join(dir, 'PG_VERSION'))) {
    const now = new Date();
    fs.utimesSync(dir, now, now); // in use: removeOldTemplates of another run leaves it
    return dir;
  }
  // Built beside and renamed into place, so that a run started meanwhile never opens half a template.
  const building = `${dir}.${process.pid}`;
  fs.rmSync(building, { recursive: true, force: true });
  const db = await createPgliteDb(building);
  await migrate(db);
  await seedDemoContent(db);
  await db.query('checkpoint');
  await db.close();
  try {
    fs.renameSync(building, dir);
  } catch {
    fs.rmSync(building, { recursive: true, force: true }); // another run made it first
  }
  removeOldTemplates(dir);
  return dir;
}

/** Templates of other sources and copies left by stopped runs, unused for an hour (a run may still be copying its own). */
function removeOldTemplates(keep: string) {
  for (const name of fs.readdirSync(scratch)) {
    const full = path.join(scratch, name);
    if (!name.startsWith('site-test-db-') || full === keep) continue;
    try {
      if (Date.now() - fs.statSync(full).mtimeMs > 3_600_000) fs.rmSync(full, { recursive: true, force: true });
    } catch {
      /* removed by another run */
    }
  }
}

/** A copy of the PGlite template in `dir` (a new folder), to open with createPgliteDb or createPgliteWorkerDb. */
export function copyPgliteTemplate(dir: string): void {
  const template = inject('pgliteTemplate');
  fs.cpSync(template, dir, { recursive: true });
  fs.rmSync(path.join(dir, 'postmaster.pid'), { force: true });
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
  // In its own thread, as the server opens it (db.ts, openDb), on a copy of the template.
  const dir = fs.mkdtempSync(path.join(scratch, 'site-test-db-copy-'));
  fs.rmdirSync(dir);
  copyPgliteTemplate(dir);
  const db = await createPgliteWorkerDb(dir);
  return {
    db,
    drop: async () => {
      await db.close();
      fs.rmSync(dir, { recursive: true, force: true });
    },
  };
}
