import closeWithGrace from 'close-with-grace';
import { loadConfig } from './config.ts';
import { storageFor } from './lib/storage.ts';
import { openDb } from './db/db.ts';
import { migrate } from './db/migrate.ts';
import { startPgliteMaintenance } from './db/maintenance.ts';
import { ensureDemoMedia, seedDemoContent } from './db/seed/index.ts';
import { buildApp } from './app.ts';
import { bootstrapLog, ensureAdminAccount } from './routes/admin/roles.ts';
import { loggerOptions } from './lib/logging.ts';

/** Starts the site: opens and migrates the database, loads demo content once, serves on PORT. */
async function main() {
  const config = loadConfig();
  const started = Date.now();
  const db = await openDb(config);
  const applied = await migrate(db);
  const app = await buildApp({
    config,
    db,
    logger: loggerOptions(config.logLevel),
  });
  // PGlite has no autovacuum: the server vacuums and analyzes it, a minute after start and then on a schedule.
  const maintenance =
    db.kind === 'pglite' && config.pgliteMaintenanceHours > 0
      ? startPgliteMaintenance(db, app.log, { firstAfterMs: 60_000, everyMs: config.pgliteMaintenanceHours * 3_600_000 })
      : undefined;
  app.addHook('onClose', async () => {
    // This hook runs before the plugins' own: mails still being sent (mailer.sendLater) may need the database.
    await app.mailer.idle();
    await maintenance?.stop();
    await db.close();
  });
  if (applied.length) app.log.info({ applied }, 'migrations applied');
  if (config.seedDemo) {
    if (await seedDemoContent(db)) app.log.info('demo content loaded');
    const covers = await ensureDemoMedia(storageFor(config));
    app.log.debug({ covers }, 'demo media ready');
  }
  // After the demo content, so that a demo account named in ADMIN_EMAIL is taken over rather than clashing.
  if (config.admin.email) {
    const result = await ensureAdminAccount(db, config.admin.email, config.admin.password);
    const { level, message } = bootstrapLog[result];
    app.log[level]({ email: config.admin.email, result }, message);
  }

  // SIGTERM / SIGINT: stop accepting connections, let the requests in flight finish (at most SHUTDOWN_TIMEOUT_SECONDS),
  // then close the database (its onClose hook runs after Fastify's own, which waits for the requests). A second
  // signal, or the timeout, ends the process at once.
  closeWithGrace(
    { delay: config.shutdownTimeoutMs, logger: { error: (message: unknown) => app.log.error(message) } },
    async ({ signal, err }) => {
      if (err) app.log.error({ err }, 'shutting down after an error');
      else app.log.info({ signal }, 'shutting down: finishing the requests in flight');
      await app.close();
      app.log.info('stopped');
    },
  );

  await app.listen({ port: config.port, host: config.host });
  const database = config.databaseUrl ? 'PostgreSQL (DATABASE_URL)' : `PGlite in ${config.dataDir}`;
  console.log(`\n  Site ready at http://localhost:${config.port}/  (API docs: /api/docs, database: ${database}, started in ${Date.now() - started} ms)\n`);
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
