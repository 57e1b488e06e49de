// `npm run db:migrate` and `npm run db:seed` against the configured database (DATABASE_URL or PGlite in DATA_DIR).
import { loadConfig } from '../config.ts';
import { storageFor } from '../lib/storage.ts';
import { openDb } from './db.ts';
import { migrate } from './migrate.ts';
import { ensureDemoMedia, seedDemoContent } from './seed/index.ts';

const command = process.argv[2];
if (command !== 'migrate' && command !== 'seed') {
  console.error('usage: tsx server/src/db/cli.ts migrate|seed');
  process.exit(2);
}
const config = loadConfig();
const db = await openDb(config);
try {
  const applied = await migrate(db);
  console.log(applied.length ? `applied: ${applied.join(', ')}` : 'migrations: up to date');
  if (command === 'seed') {
    console.log((await seedDemoContent(db)) ? 'demo content loaded' : 'demo content was loaded before: nothing to do');
    await ensureDemoMedia(storageFor(config));
  }
} finally {
  await db.close();
}
