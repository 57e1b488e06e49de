import fs from 'node:fs';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { Worker } from 'node:worker_threads';
import type { EventLoopUtilization } from 'node:perf_hooks';
import pg from 'pg';

/** Anything that runs parameterised SQL: the database itself or an open transaction. */
export interface Queryable {
  query<T = Record<string, unknown>>(sql: string, params?: unknown[]): Promise<{ rows: T[] }>;
}

export interface Transaction extends Queryable {
  /** Runs a script of several statements without parameters (migrations). */
  exec(sql: string): Promise<void>;
}

export interface Db extends Transaction {
  readonly kind: 'pglite' | 'postgres';
  /**
   * PostgreSQL only: the server's address, for the few things that need a session of their own outside the pool
   * (LISTEN for content changes, the migrations' advisory lock).
   */
  readonly connectionString?: string;
  /** PostgreSQL only: the connection pool (its counts are reported at /metrics). */
  readonly pool?: pg.Pool;
  /**
   * PGlite in its worker thread only: statements sent and not yet answered, and the thread's event-loop
   * utilization so far (its busy share between two readings is reported at /metrics).
   */
  readonly threadLoad?: () => { pending: number; utilization: EventLoopUtilization };
  /** Runs fn inside BEGIN/COMMIT; ROLLBACK when it throws. */
  transaction<T>(fn: (tx: Transaction) => Promise<T>): Promise<T>;
  close(): Promise<void>;
}

// int8 (count(*), bigint ids) as JS numbers: our counts stay far below 2^53.
pg.types.setTypeParser(20, (v) => Number(v));

export function createPostgresDb(connectionString: string): Db {
  const pool = new pg.Pool({ connectionString, max: 10 });
  return {
    kind: 'postgres',
    connectionString,
    pool,
    query: (sql, params) => pool.query(sql, params as unknown[]) as never,
    exec: async (sql) => {
      await pool.query(sql);
    },
    async transaction(fn) {
      const client = await pool.connect();
      try {
        await client.query('BEGIN');
        const result = await fn({
          query: (sql, params) => client.query(sql, params as unknown[]) as never,
          exec: async (sql) => {
            await client.query(sql);
          },
        });
        await client.query('COMMIT');
        return result;
      } catch (error) {
        await client.query('ROLLBACK');
        throw error;
      } finally {
        client.release();
      }
    },
    close: () => pool.end(),
  };
}

const int8Parser = { 20: (v: string) => Number(v) };

export interface PgliteDb extends Db {
  readonly pglite: PGlite;
}

export function wrapPglite(pglite: PGlite): PgliteDb {
  return {
    kind: 'pglite',
    pglite,
    query: (sql, params) => pglite.query(sql, params, { parsers: int8Parser }) as never,
    exec: async (sql) => {
      await pglite.exec(sql);
    },
    transaction: (fn) =>
      pglite.transaction((tx) =>
        fn({
          query: (sql, params) => tx.query(sql, params, { parsers: int8Parser }) as never,
          exec: async (sql) => {
            await tx.exec(sql);
          },
        }),
      ),
    close: () => pglite.close(),
  };
}

/**
 * Extensions the migrations create (`create extension`): PGlite ships contrib extensions as separate modules that
 * must be loaded when the database opens. pg_trgm: trigram similarity for the typo-tolerant search (060).
 */
const pgliteExtensions = { pg_trgm };

/** PGlite keeps its files in `<dataDir>/pglite`; `loadDataDir` starts from a dump (tests). */
export async function createPgliteDb(dir: string | undefined, loadDataDir?: Blob): Promise<PgliteDb> {
  if (dir) fs.mkdirSync(path.dirname(dir), { recursive: true });
  const extensions = pgliteExtensions;
  const pglite = await PGlite.create(dir ? { dataDir: dir, loadDataDir, extensions } : { loadDataDir, extensions });
  return wrapPglite(pglite);
}

/** PostgreSQL's error as the worker sends it: its message and the fields callers read (code, constraint …). */
interface SentError {
  message: string;
  name: string;
  [field: string]: unknown;
}

/**
 * PGlite in a worker thread of its own (pglite-worker.mjs): the same database and answers as createPgliteDb, but
 * its statements no longer stop the server's thread while they run, so requests are parsed, rendered and
 * compressed while the database works. What the server opens; the tools that need PGlite's own object (backups,
 * the tests' template) use createPgliteDb.
 */
export async function createPgliteWorkerDb(dir: string | undefined, loadDataDir?: Blob): Promise<Db> {
  if (dir) fs.mkdirSync(path.dirname(dir), { recursive: true });
  const worker = new Worker(path.join(import.meta.dirname, 'pglite-worker.mjs'), {
    workerData: { dataDir: dir, loadDataDir: loadDataDir ? await loadDataDir.arrayBuffer() : undefined },
  });
  const pending = new Map<number, { resolve: (value: unknown) => void; reject: (error: Error) => void }>();
  let nextId = 1;
  let failure: Error | undefined;
  const toError = (sent: SentError) => Object.assign(new Error(sent.message), sent);
  const fail = (error: Error) => {
    failure ??= error;
    for (const { reject } of pending.values()) reject(failure);
    pending.clear();
  };

  await new Promise<void>((resolve, reject) => {
    worker.once('message', (message: { ready: boolean; error?: SentError }) =>
      message.ready ? resolve() : reject(toError(message.error!)),
    );
    worker.once('error', reject);
  });
  worker.on('message', (message: { id: number; result?: unknown; error?: SentError }) => {
    const call = pending.get(message.id);
    if (!call) return;
    pending.delete(message.id);
    if (message.error) call.reject(toError(message.error));
    else call.resolve(message.result);
  });
  worker.on('error', (error) => fail(error));
  worker.on('exit', (code) => fail(new Error(`the database's thread stopped (exit code ${code})`)));

  const call = <T>(message: Record<string, unknown>): Promise<T> => {
    if (failure) return Promise.reject(failure);
    const id = nextId++;
    return new Promise<T>((resolve, reject) => {
      // Throws for a parameter a thread's message cannot carry (a function …): the call fails, nothing is left waiting.
      worker.postMessage({ ...message, id });
      pending.set(id, { resolve: resolve as (value: unknown) => void, reject });
    });
  };
  const on = (tx?: number): Transaction => ({
    query: async (sql, params) => ({ rows: await call({ op: 'query', sql, params, tx }) }),
    exec: async (sql) => {
      await call({ op: 'exec', sql, tx });
    },
  });

  return {
    kind: 'pglite',
    threadLoad: () => ({ pending: pending.size, utilization: worker.performance.eventLoopUtilization() }),
    ...on(),
    async transaction(fn) {
      const tx = await call<number>({ op: 'begin' });
      let result;
      try {
        result = await fn(on(tx));
      } catch (error) {
        await call({ op: 'end', tx, commit: false });
        throw error;
      }
      await call({ op: 'end', tx, commit: true });
      return result;
    },
    async close() {
      if (failure) return;
      await call({ op: 'close' });
      await worker.terminate();
    },
  };
}

export async function openDb(options: { databaseUrl?: string; dataDir: string }): Promise<Db> {
  if (options.databaseUrl) return createPostgresDb(options.databaseUrl);
  return createPgliteWorkerDb(path.join(options.dataDir, 'pglite'));
}
