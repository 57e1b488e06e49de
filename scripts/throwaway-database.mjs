// A database of its own on a PostgreSQL server, for a script that must leave the rest of that server alone
// (bench:memory, the durability and multi-instance tests): created, handed over as a connection URL, dropped.
import crypto from 'node:crypto';
import pg from 'pg';

/** Creates the database; `drop()` removes it (connections still open to it are ended). */
export async function createThrowawayDatabase(serverUrl, prefix) {
  const name = `${prefix}_${crypto.randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  try {
    await admin.query(`create database ${name}`);
  } finally {
    await admin.end();
  }
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  const drop = async () => {
    const again = new pg.Client({ connectionString: serverUrl });
    await again.connect();
    await again.query(`drop database if exists ${name} with (force)`).catch(() => {});
    await again.end();
  };
  return { name, url: url.toString(), drop };
}

export async function withThrowawayDatabase(serverUrl, prefix, run) {
  const database = await createThrowawayDatabase(serverUrl, prefix);
  try {
    return await run(database.url);
  } finally {
    await database.drop().catch(() => {});
  }
}
