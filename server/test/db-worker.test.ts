import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createPgliteWorkerDb, type Db } from '../src/db/db.ts';

// PGlite in its worker thread (db.ts, pglite-worker.mjs): what crosses the thread boundary — values, errors with
// PostgreSQL's fields, transactions — arrives as it would from PGlite in the same thread.
describe('PGlite in a worker thread', () => {
  let db: Db;
  beforeAll(async () => {
    db = await createPgliteWorkerDb(undefined);
    await db.exec('create table t (id serial primary key, name text unique not null, at timestamptz, data bytea, n bigint)');
  });
  afterAll(() => db.close());

  it('carries parameters and values of every kind both ways', async () => {
    const at = new Date('2026-01-02T03:04:05.678Z');
    const { rows } = await db.query<{ id: number; name: string; at: Date; data: Uint8Array; n: number }>(
      'insert into t (name, at, data, n) values ($1, $2, $3, $4) returning *',
      ['Шаббат', at, new Uint8Array([1, 2, 255]), 2 ** 40],
    );
    expect(rows[0].name).toBe('Шаббат');
    expect(rows[0].at.toISOString()).toBe(at.toISOString());
    expect([...rows[0].data]).toEqual([1, 2, 255]);
    // int8 as a JS number, as on PostgreSQL (db.ts)
    expect(rows[0].n).toBe(2 ** 40);
  });

  it("rejects with PostgreSQL's error code and constraint", async () => {
    await db.query("insert into t (name) values ('twice')");
    const error = await db.query("insert into t (name) values ('twice')").catch((e: unknown) => e);
    expect(error).toBeInstanceOf(Error);
    expect(error).toMatchObject({ code: '23505', constraint: 't_name_key' });
    expect((error as Error).message).toMatch(/duplicate key/);
  });

  it('commits a transaction, rolls back one that throws, and runs other statements after it', async () => {
    await db.transaction(async (tx) => {
      await tx.query("insert into t (name) values ('kept')");
    });
    const failure = await db
      .transaction(async (tx) => {
        await tx.query("insert into t (name) values ('dropped')");
        throw new Error('changed my mind');
      })
      .catch((e: unknown) => e);
    expect((failure as Error).message).toBe('changed my mind');
    // A statement outside the transaction, sent while it is open, waits for its end and sees only its outcome.
    const [inside, outside] = await Promise.all([
      db.transaction(async (tx) => {
        await tx.query("insert into t (name) values ('late')");
        return (await tx.query<{ n: number }>("select count(*)::int as n from t where name = 'late'")).rows[0].n;
      }),
      db.query<{ n: number }>("select count(*)::int as n from t where name in ('kept', 'dropped', 'late')"),
    ]);
    expect(inside).toBe(1);
    expect(outside.rows[0].n).toBe(2);
  });

  it('fails a call whose parameter cannot cross to the thread, and keeps working', async () => {
    const error = await db.query('select $1::text', [() => 1]).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(Error);
    expect((await db.query<{ one: number }>('select 1 as one')).rows[0].one).toBe(1);
    expect(db.threadLoad?.().pending).toBe(0);
  });
});
