import type { TestProject } from 'vitest/node';
import { prepareTemplate } from './database.ts';

/** Runs once before the server tests: migrates and seeds the template every test file copies. */
export default async function setup(project: TestProject) {
  const started = Date.now();
  const pgliteTemplate = await prepareTemplate();
  project.provide('pgliteTemplate', pgliteTemplate);
  console.log(
    `test database template ready in ${Date.now() - started} ms (${process.env.TEST_DATABASE_URL ? 'PostgreSQL; ' : ''}PGlite ${pgliteTemplate})`,
  );
}
