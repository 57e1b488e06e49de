import path from 'node:path';

/** Runtime configuration, read once from the environment. */
export interface AppConfig {
  /** Port of the single HTTP server that serves the site and the API. */
  port: number;
  host: string;
  /** postgres://… to use a PostgreSQL server; empty for the embedded PGlite database. */
  databaseUrl: string | undefined;
  /** Where the embedded database, uploaded/generated media and the mail outbox live. */
  dataDir: string;
  /** Folder with the built client (vite build). */
  clientDir: string;
  /** Public origin of the site, used in links sent by email. */
  publicUrl: string;
  logLevel: string;
  /** Load the demo content into an empty database on start. */
  seedDemo: boolean;
}

const repoRoot = path.resolve(import.meta.dirname, '../..');

export function loadConfig(env: NodeJS.ProcessEnv = process.env): AppConfig {
  const port = Number(env.PORT ?? 8080);
  if (!Number.isInteger(port) || port < 0 || port > 65535) {
    throw new Error(`PORT must be a port number, got "${env.PORT}"`);
  }
  const dataDir = path.resolve(env.DATA_DIR ?? path.join(repoRoot, 'data'));
  return {
    port,
    host: env.HOST ?? '0.0.0.0',
    databaseUrl: env.DATABASE_URL || undefined,
    dataDir,
    clientDir: path.resolve(env.CLIENT_DIR ?? path.join(repoRoot, 'dist')),
    publicUrl: (env.PUBLIC_URL ?? `http://localhost:${port}`).replace(/\/$/, ''),
    logLevel: env.LOG_LEVEL ?? 'info',
    seedDemo: env.SEED_DEMO !== 'false',
  };
}

export const paths = {
  repoRoot,
  storageDir: (config: Pick<AppConfig, 'dataDir'>) => path.join(config.dataDir, 'storage'),
};
