import { prepareTemplate } from './database.ts';

/** Runs once before the server tests: migrates and seeds the template every test file copies. */
export default async function setup() {
  const started = Date.now();
  await prepareTemplate();
  console.log(
    `test database template ready in ${Date.now() - started} ms (${process.env.TEST_DATABASE_URL ? 'PostgreSQL' : 'PGlite'})`,
  );
}
