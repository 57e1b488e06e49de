// `npm run db:backup [-- <file>] [--force]` and `npm run db:restore -- <file> [--force | --clean]`: a backup of the
// configured database (DATABASE_URL: PostgreSQL with pg_dump/pg_restore; else the embedded PGlite in DATA_DIR).
import fs from 'node:fs';
import path from 'node:path';
import { spawn } from 'node:child_process';
import pg from 'pg';
import { createPgliteDb } from './db.ts';

/** PGlite writes this file while a process has the database open (and removes it on a clean close). */
const OPEN_MARK = 'postmaster.pid';

export const pgliteDirOf = (dataDir: string) => path.join(dataDir, 'pglite');

/** The kind of a backup file, by its first bytes: a gzipped tarball (PGlite) or pg_dump's custom format. */
export function backupKindOf(file: string): 'pglite' | 'postgres' | null {
  const head = Buffer.alloc(5);
  const fd = fs.openSync(file, 'r');
  try {
    fs.readSync(fd, head, 0, 5, 0);
  } finally {
    fs.closeSync(fd);
  }
  if (head[0] === 0x1f && head[1] === 0x8b) return 'pglite';
  if (head.toString('latin1') === 'PGDMP') return 'postgres';
  return null;
}

/**
 * PGlite: the data directory as a gzipped tarball (PGlite's dumpDataDir). PGlite is embedded, one process at a
 * time: the server must be stopped (a second process opening the same files would corrupt them).
 */
export async function backupPglite(dataDir: string, file: string, { force = false } = {}): Promise<void> {
  const dir = pgliteDirOf(dataDir);
  if (!fs.existsSync(path.join(dir, 'PG_VERSION'))) throw new Error(`no PGlite database in ${dir}`);
  if (fs.existsSync(path.join(dir, OPEN_MARK)) && !force) {
    throw new Error(
      `the database in ${dir} is open: stop the server first (if it is not running, it stopped without closing the database: --force)`,
    );
  }
  const db = await createPgliteDb(dir);
  try {
    const dump = await db.pglite.dumpDataDir('gzip');
    fs.mkdirSync(path.dirname(path.resolve(file)), { recursive: true });
    fs.writeFileSync(file, Buffer.from(await dump.arrayBuffer()));
  } finally {
    await db.close();
  }
}

/** PGlite: a backup loaded into an empty data directory (with --force, an existing one is moved aside, not deleted). */
export async function restorePglite(dataDir: string, file: string, { force = false } = {}): Promise<string | null> {
  const dir = pgliteDirOf(dataDir);
  let movedTo: string | null = null;
  if (fs.existsSync(dir) && fs.readdirSync(dir).length > 0) {
    if (!force) throw new Error(`${dir} holds a database: stop the server and restore with --force (it is moved aside, not deleted)`);
    movedTo = `${dir}.before-restore-${new Date().toISOString().replace(/[:.]/g, '-')}`;
    fs.renameSync(dir, movedTo);
  }
  const db = await createPgliteDb(dir, new Blob([fs.readFileSync(file)]));
  try {
    await db.query('select 1');
  } finally {
    await db.close();
  }
  return movedTo;
}

function run(command: string, args: string[]): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { stdio: ['ignore', 'inherit', 'pipe'] });
    let stderr = '';
    child.stderr.on('data', (chunk: Buffer) => {
      stderr += chunk.toString();
    });
    child.on('error', (error) => reject(new Error(`${command}: ${error.message} (Debian: apt-get install postgresql-client)`)));
    child.on('close', (code) => (code === 0 ? resolve() : reject(new Error(`${command} failed (${code}): ${stderr.trim()}`))));
  });
}

/** PostgreSQL: pg_dump's custom format (compressed; pg_restore reads it), without owners and grants. */
export async function backupPostgres(databaseUrl: string, file: string): Promise<void> {
  fs.mkdirSync(path.dirname(path.resolve(file)), { recursive: true });
  await run('pg_dump', ['--format=custom', '--no-owner', '--no-privileges', `--file=${file}`, `--dbname=${databaseUrl}`]);
}

/**
 * PostgreSQL: pg_restore into the database, in one transaction. An empty database (no tables) takes it as it is;
 * one with tables only with --clean (its objects are dropped and recreated from the backup).
 */
export async function restorePostgres(databaseUrl: string, file: string, { clean = false } = {}): Promise<void> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  let tables: number;
  try {
    const { rows } = await client.query<{ n: number }>(
      "select count(*)::int as n from information_schema.tables where table_schema = 'public'",
    );
    tables = rows[0].n;
  } finally {
    await client.end();
  }
  if (tables > 0 && !clean) {
    throw new Error(`the database holds ${tables} tables: restore into an empty database, or with --clean to replace them`);
  }
  const args = ['--no-owner', '--no-privileges', '--exit-on-error', '--single-transaction', `--dbname=${databaseUrl}`];
  if (clean) args.push('--clean', '--if-exists');
  await run('pg_restore', [...args, file]);
}

async function main(argv: string[]) {
  const { loadConfig } = await import('../config.ts');
  const [command, ...rest] = argv;
  const flags = new Set(rest.filter((a) => a.startsWith('--')));
  const file = rest.find((a) => !a.startsWith('--'));
  const config = loadConfig();
  const kind = config.databaseUrl ? 'postgres' : 'pglite';
  if (command === 'backup') {
    const stamp = new Date().toISOString().replace(/[:.]/g, '-');
    const target = file ?? path.join(config.dataDir, 'backups', `site-${kind}-${stamp}.${kind === 'pglite' ? 'tar.gz' : 'dump'}`);
    if (config.databaseUrl) await backupPostgres(config.databaseUrl, target);
    else await backupPglite(config.dataDir, target, { force: flags.has('--force') });
    console.log(`backup written: ${target} (${fs.statSync(target).size} bytes)`);
    return;
  }
  if (command === 'restore' && file) {
    const fileKind = backupKindOf(file);
    if (fileKind !== kind) {
      throw new Error(`${file} is ${fileKind ? `a ${fileKind} backup` : 'not a backup'}; the configured database is ${kind}`);
    }
    if (config.databaseUrl) await restorePostgres(config.databaseUrl, file, { clean: flags.has('--clean') });
    else {
      const movedTo = await restorePglite(config.dataDir, file, { force: flags.has('--force') });
      if (movedTo) console.log(`the database that was there is kept in ${movedTo}`);
    }
    console.log(`restored from ${file}`);
    return;
  }
  console.error('usage: db:backup [-- <file>] [--force]   |   db:restore -- <file> [--force (PGlite) | --clean (PostgreSQL)]');
  process.exit(2);
}

if (import.meta.filename === path.resolve(process.argv[1] ?? '')) {
  main(process.argv.slice(2)).catch((error: unknown) => {
    console.error(`error: ${error instanceof Error ? error.message : String(error)}`);
    process.exit(1);
  });
}
