// PGlite in a worker thread (db.ts, createPgliteWorkerDb), so that its synchronous statements do not stop the
// server's thread. Plain JavaScript: Node starts a worker itself, nothing would compile it. Messages in:
// { id, op: query|exec|begin|end|dump|close, sql?, params?, tx?, commit? }; out: { id, result } or { id, error }.
import { parentPort, workerData } from 'node:worker_threads';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';

// int8 (count(*), bigint ids) as JS numbers, as db.ts does for PostgreSQL.
const parsers = { 20: (value) => Number(value) };

/** The fields of PostgreSQL's error that callers read (code, constraint …), which a thread's message would drop. */
const errorFields = ['code', 'detail', 'hint', 'constraint', 'table', 'column', 'schema', 'severity', 'position', 'routine'];
function serializeError(error) {
  const out = { message: error?.message ?? String(error), name: error?.name ?? 'Error' };
  for (const field of errorFields) if (error && error[field] !== undefined) out[field] = error[field];
  return out;
}

const { dataDir, loadDataDir } = workerData;
const extensions = { pg_trgm };
let pglite;
try {
  const load = loadDataDir ? new Blob([loadDataDir]) : undefined;
  pglite = await PGlite.create(dataDir ? { dataDir, loadDataDir: load, extensions } : { loadDataDir: load, extensions });
  parentPort.postMessage({ ready: true });
} catch (error) {
  parentPort.postMessage({ ready: false, error: serializeError(error) });
  process.exit(1);
}

/** Open transactions: PGlite's transaction callback stays pending until `end` settles it. */
const transactions = new Map();
let nextTransaction = 1;

function begin() {
  return new Promise((resolveBegin, rejectBegin) => {
    const id = nextTransaction++;
    let started = false;
    const done = pglite.transaction(
      (tx) =>
        new Promise((commit, rollback) => {
          started = true;
          transactions.set(id, { tx, commit, rollback, done });
          resolveBegin(id);
        }),
    );
    // BEGIN itself failed: the caller learns it from `begin`; otherwise from `end`.
    done.catch((error) => {
      if (!started) rejectBegin(error);
    });
  });
}

const rolledBack = new Error('rolled back');

async function end(id, commit) {
  const open = transactions.get(id);
  if (!open) throw new Error(`no open transaction ${id}`);
  transactions.delete(id);
  if (commit) open.commit();
  else open.rollback(rolledBack);
  try {
    await open.done;
  } catch (error) {
    if (error !== rolledBack) throw error;
  }
}

function target(tx) {
  if (tx === undefined) return pglite;
  const open = transactions.get(tx);
  if (!open) throw new Error(`no open transaction ${tx}`);
  return open.tx;
}

async function run(message) {
  switch (message.op) {
    case 'query': {
      const { rows } = await target(message.tx).query(message.sql, message.params, { parsers });
      return rows;
    }
    case 'exec':
      await target(message.tx).exec(message.sql);
      return null;
    case 'begin':
      return begin();
    case 'end':
      return end(message.tx, message.commit);
    case 'dump': {
      const blob = await pglite.dumpDataDir('gzip');
      return blob.arrayBuffer();
    }
    case 'close':
      await pglite.close();
      return null;
    default:
      throw new Error(`unknown operation ${message.op}`);
  }
}

parentPort.on('message', (message) => {
  run(message).then(
    (result) => parentPort.postMessage({ id: message.id, result }, result instanceof ArrayBuffer ? [result] : []),
    (error) => parentPort.postMessage({ id: message.id, error: serializeError(error) }),
  );
});
