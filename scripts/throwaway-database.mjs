// A database of its own on a PostgreSQL server, for a script that must leave the rest of that server alone
// (bench:memory, the durability test): created, handed to `run` as a connection URL, dropped afterwards.
import crypto from 'node:crypto';
import pg from 'pg';

export async function withThrowawayDatabase(serverUrl, prefix, run) {
  const name = `${prefix}_${crypto.randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`create database ${name}`);
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  try {
    return await run(url.toString());
  } finally {
    await admin.query(`drop database if exists ${name} with (force)`).catch(() => {});
    await admin.end();
  }
}
