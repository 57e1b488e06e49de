import path from 'node:path';
import { s3SettingsFromEnv, type S3Settings } from './lib/storage.ts';

/** Runtime configuration, read once from the environment. */
export interface AppConfig {
  /** Port of the single HTTP server that serves the site and the API. */
  port: number;
  host: string;
  /** postgres://… to use a PostgreSQL server; empty for the embedded PGlite database. */
  databaseUrl: string | undefined;
  /** Where the embedded database, uploaded/generated media and the mail outbox live. */
  dataDir: string;
  /**
   * Media in S3-compatible object storage (S3_BUCKET, S3_ENDPOINT, S3_REGION, S3_ACCESS_KEY_ID,
   * S3_SECRET_ACCESS_KEY, S3_PREFIX, S3_FORCE_PATH_STYLE); null: in DATA_DIR/storage (lib/storage.ts).
   */
  s3: S3Settings | null;
  /** Folder with the built client (vite build). */
  clientDir: string;
  /** Public origin of the site, used in links sent by email. */
  publicUrl: string;
  logLevel: string;
  /**
   * Trust X-Forwarded-* from a reverse proxy (true, or the proxy's addresses / CIDRs, comma-separated), so that
   * request.ip — the key of the rate limits — is the visitor's address, not the proxy's.
   */
  trustProxy: boolean | string;
  /** Load the demo content into an empty database on start. */
  seedDemo: boolean;
  /** Outgoing mail (accounts): SMTP when smtpUrl is set, else .eml files in DATA_DIR/outbox. */
  mail: { smtpUrl: string | undefined; mailFrom: string };
  /** Sign-in with Google and Facebook; a provider without client id and secret is null (its button answers 503). */
  oauth: { google: OAuthProviderSettings | null; facebook: OAuthProviderSettings | null };
  /** Settings the browser needs; everything the site loads from elsewhere is optional. */
  site: {
    /** Map tiles ('https://tiles.example.org/{z}/{x}/{y}.png'); without it the map draws its offline basemap. */
    mapTileUrl: string | null;
    mapTileAttribution: string | null;
    /** External sites of the header and footer, hidden when not set. */
    professionsUrl: string | null;
    documentaryUrl: string | null;
  };
  /** Per-route limits for the calls worth abusing (sign-in, registration, password mails, messages). */
  rateLimits: { sensitive: { max: number; timeWindow: number } };
  /**
   * The first admin of the editorial console (ADMIN_EMAIL, ADMIN_PASSWORD): created at start-up, or promoted when
   * the account exists (e-mail confirmed). Unset: nobody is made admin (use `npm run admin -- grant`).
   */
  admin: { email: string | undefined; password: string | undefined };
  /** Bearer token that /metrics asks for (METRICS_TOKEN); unset: /metrics is off (404). */
  metricsToken: string | undefined;
  /** On SIGTERM/SIGINT, how long requests in flight may take before the process exits anyway (SHUTDOWN_TIMEOUT_SECONDS). */
  shutdownTimeoutMs: number;
  /**
   * Public API answers kept in memory (plugins/api-cache.ts): API_CACHE_ENTRIES (0: off), each at most
   * API_CACHE_SECONDS, API_CACHE_MB in all.
   */
  apiCache: { maxEntries: number; maxAgeMs: number; maxBytes: number };
}

export interface OAuthProviderSettings {
  clientId: string;
  clientSecret: string;
  /** OpenID Connect issuer: endpoints come from its discovery document. */
  issuer?: string;
  /** Explicit endpoints, used when there is no issuer (Facebook's Graph API is plain OAuth 2). */
  authorizationUrl?: string;
  tokenUrl?: string;
  userinfoUrl?: string;
}

function positiveInt(env: NodeJS.ProcessEnv, name: string, fallback: number): number {
  const raw = env[name];
  if (raw === undefined || raw === '') return fallback;
  const value = Number(raw);
  if (!Number.isInteger(value) || value <= 0) throw new Error(`${name} must be a positive integer, got "${raw}"`);
  return value;
}

function oauthProvider(
  env: NodeJS.ProcessEnv,
  prefix: 'GOOGLE' | 'FACEBOOK',
  defaults: Omit<OAuthProviderSettings, 'clientId' | 'clientSecret'>,
): OAuthProviderSettings | null {
  const clientId = env[`${prefix}_CLIENT_ID`];
  const clientSecret = env[`${prefix}_CLIENT_SECRET`];
  if (!clientId || !clientSecret) return null;
  const issuer = env[`${prefix}_ISSUER`] || undefined;
  if (issuer) return { clientId, clientSecret, issuer };
  const explicit = (name: string) => env[`${prefix}_${name}`] || undefined;
  const [authorizationUrl, tokenUrl, userinfoUrl] = ['AUTHORIZATION_URL', 'TOKEN_URL', 'USERINFO_URL'].map(explicit);
  if (!authorizationUrl && !tokenUrl && !userinfoUrl) return { clientId, clientSecret, ...defaults };
  // Explicit endpoints replace the default issuer; the ones left out keep their defaults.
  const settings = {
    clientId,
    clientSecret,
    authorizationUrl: authorizationUrl ?? defaults.authorizationUrl,
    tokenUrl: tokenUrl ?? defaults.tokenUrl,
    userinfoUrl: userinfoUrl ?? defaults.userinfoUrl,
  };
  if (!settings.authorizationUrl || !settings.tokenUrl) {
    throw new Error(`${prefix}_AUTHORIZATION_URL and ${prefix}_TOKEN_URL must both be set (or ${prefix}_ISSUER)`);
  }
  return settings;
}

const repoRoot = path.resolve(import.meta.dirname, '../..');

function parseTrustProxy(raw: string | undefined): boolean | string {
  if (!raw || raw === 'false') return false;
  return raw === 'true' ? true : raw;
}

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
    s3: s3SettingsFromEnv(env),
    clientDir: path.resolve(env.CLIENT_DIR ?? path.join(repoRoot, 'dist')),
    publicUrl: (env.PUBLIC_URL ?? `http://localhost:${port}`).replace(/\/$/, ''),
    logLevel: env.LOG_LEVEL ?? 'info',
    trustProxy: parseTrustProxy(env.TRUST_PROXY),
    seedDemo: env.SEED_DEMO !== 'false',
    mail: {
      smtpUrl: env.SMTP_URL || undefined,
      mailFrom: env.MAIL_FROM || 'Jewish culture site <no-reply@localhost>',
    },
    oauth: {
      google: oauthProvider(env, 'GOOGLE', { issuer: 'https://accounts.google.com' }),
      facebook: oauthProvider(env, 'FACEBOOK', {
        authorizationUrl: 'https://www.facebook.com/v22.0/dialog/oauth',
        tokenUrl: 'https://graph.facebook.com/v22.0/oauth/access_token',
        userinfoUrl: 'https://graph.facebook.com/v22.0/me?fields=id,email,first_name,last_name',
      }),
    },
    site: {
      mapTileUrl: env.MAP_TILE_URL || null,
      mapTileAttribution: env.MAP_TILE_ATTRIBUTION || null,
      professionsUrl: env.PROFESSIONS_URL || null,
      documentaryUrl: env.DOCUMENTARY_URL || null,
    },
    rateLimits: {
      sensitive: {
        max: positiveInt(env, 'RATE_LIMIT_MAX', 10),
        timeWindow: positiveInt(env, 'RATE_LIMIT_WINDOW_SECONDS', 60) * 1000,
      },
    },
    admin: { email: env.ADMIN_EMAIL?.trim() || undefined, password: env.ADMIN_PASSWORD || undefined },
    metricsToken: env.METRICS_TOKEN || undefined,
    shutdownTimeoutMs: positiveInt(env, 'SHUTDOWN_TIMEOUT_SECONDS', 10) * 1000,
    apiCache: {
      maxEntries: env.API_CACHE_ENTRIES === '0' ? 0 : positiveInt(env, 'API_CACHE_ENTRIES', 2000),
      maxAgeMs: positiveInt(env, 'API_CACHE_SECONDS', 60) * 1000,
      maxBytes: positiveInt(env, 'API_CACHE_MB', 64) * 1024 * 1024,
    },
  };
}

export const paths = {
  repoRoot,
  storageDir: (config: Pick<AppConfig, 'dataDir'>) => path.join(config.dataDir, 'storage'),
};
