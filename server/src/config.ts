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
  /**
   * Abuse limits (plugins/rate-limit.ts). `sensitive`: per address on the calls worth abusing (sign-in,
   * registration, password mails and changes, messages to the team): RATE_LIMIT_MAX per RATE_LIMIT_WINDOW_SECONDS.
   * `calls`: each limited call's windows per account and per address (RATE_LIMIT_<CALL>_ACCOUNT / _ADDRESS).
   * `loginDelay`: the growing wait after failed sign-ins of one account.
   */
  rateLimits: {
    sensitive: { max: number; timeWindow: number };
    calls: Record<LimitedCall, CallLimits>;
    loginDelay: LoginDelaySettings;
  };
  /**
   * The first admin of the editorial console (ADMIN_EMAIL, ADMIN_PASSWORD): created at start-up, or an existing
   * account taken over with ADMIN_PASSWORD (never promoted without it; routes/admin/roles.ts). Unset: nobody is made
   * admin (use `npm run admin -- grant`).
   */
  admin: { email: string | undefined; password: string | undefined };
  /** Bearer token that /metrics asks for (METRICS_TOKEN); unset: /metrics is off (404). */
  metricsToken: string | undefined;
  /** On SIGTERM/SIGINT, how long requests in flight may take before the process exits anyway (SHUTDOWN_TIMEOUT_SECONDS). */
  shutdownTimeoutMs: number;
  /**
   * Overload protection (plugins/overload.ts): requests worked on at once (MAX_REQUESTS_IN_FLIGHT, 0: no limit);
   * one more is answered 503 with Retry-After at once.
   */
  maxRequestsInFlight: number;
  /** PGlite only: hours between two VACUUM (ANALYZE) runs (db/maintenance.ts; PGLITE_MAINTENANCE_HOURS, 0: never). */
  pgliteMaintenanceHours: number;
  /**
   * Public API answers kept in memory (plugins/api-cache.ts): API_CACHE_ENTRIES (0: off), each at most
   * API_CACHE_SECONDS, API_CACHE_MB in all.
   */
  apiCache: { maxEntries: number; maxAgeMs: number; maxBytes: number };
  /**
   * Visitors' pages kept in memory (plugins/pages.ts): PAGE_CACHE_ENTRIES (0: off), each at most
   * PAGE_CACHE_SECONDS, PAGE_CACHE_MB in all.
   */
  pageCache: { maxEntries: number; maxAgeMs: number; maxBytes: number };
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

/** The calls with abuse limits (plugins/rate-limit.ts); each has windows per account and per address. */
export const LIMITED_CALLS = ['comment', 'chat', 'like', 'share', 'contact', 'register', 'login', 'forgot', 'reset', 'confirm'] as const;
export type LimitedCall = (typeof LIMITED_CALLS)[number];

/** At most `max` calls in `windowMs` (a fixed window starting with the first call). */
export interface LimitWindow {
  max: number;
  windowMs: number;
}

/**
 * account: counted per signed-in user (or, for register/login/forgot, the e-mail address the call is about; for
 * reset, the account of the link; for confirm, only the signed-in user); address: per client address. A call is
 * refused when any window is full.
 */
export interface CallLimits {
  account: LimitWindow[];
  address: LimitWindow[];
}

export interface LoginDelaySettings {
  /** Failed sign-ins of an account answered at once; each one after them makes the next attempt wait… */
  freeFailures: number;
  /** …this long after the first failure beyond the free ones, twice as long after each further one… */
  baseMs: number;
  /** …up to this. */
  maxMs: number;
  /** Failures are forgotten this long after the last one (and at once after a sign-in or a password reset). */
  forgetMs: number;
}

const UNIT_MS = { s: 1000, m: 60_000, h: 3_600_000, d: 86_400_000 } as const;

/** '5/1m, 50/1d' → windows; 'off' (or empty) → none. A window is N/<count><s|m|h|d> or N/<seconds>. */
export function parseLimitWindows(name: string, raw: string): LimitWindow[] {
  if (raw.trim() === 'off' || raw.trim() === '') return [];
  return raw.split(',').map((part) => {
    const match = /^\s*(\d+)\s*\/\s*(\d+)?\s*([smhd])?\s*$/.exec(part);
    if (!match || (!match[2] && !match[3]) || Number(match[1]) <= 0 || match[2] === '0') {
      throw new Error(`${name} must be windows like "5/1m,50/1d" (or "off"), got "${raw}"`);
    }
    const count = Number(match[2] ?? 1);
    return { max: Number(match[1]), windowMs: count * UNIT_MS[(match[3] ?? 's') as keyof typeof UNIT_MS] };
  });
}

function rateLimitsOf(env: NodeJS.ProcessEnv): AppConfig['rateLimits'] {
  const sensitive = {
    max: positiveInt(env, 'RATE_LIMIT_MAX', 10),
    timeWindow: positiveInt(env, 'RATE_LIMIT_WINDOW_SECONDS', 60) * 1000,
  };
  const short = `${sensitive.max}/${sensitive.timeWindow / 1000}s`;
  // The defaults (README, "Abuse limits"): a person writing by hand stays far below them; a script does not.
  const defaults: Record<LimitedCall, { account: string; address: string }> = {
    comment: { account: '5/1m,50/1d', address: '30/1m,300/1d' },
    chat: { account: '10/1m,100/1d', address: '30/1m,300/1d' },
    like: { account: '30/1m,500/1d', address: '60/1m,2000/1d' },
    share: { account: '30/1m,500/1d', address: '60/1m,2000/1d' },
    contact: { account: '3/10m,10/1d', address: `${short},30/1d` },
    register: { account: '5/1h', address: `${short},50/1d` },
    login: { account: 'off', address: `${short},500/1d` },
    forgot: { account: '3/1h,10/1d', address: `${short},50/1d` },
    reset: { account: '5/1h', address: `${short},50/1d` },
    // E-mail confirmation: a wrong pin names no account, so the account side counts the signed-in user's tries.
    confirm: { account: '10/1h,30/1d', address: `${short},50/1d` },
  };
  const calls = {} as Record<LimitedCall, CallLimits>;
  for (const call of LIMITED_CALLS) {
    const windows = (side: 'account' | 'address') => {
      const name = `RATE_LIMIT_${call.toUpperCase()}_${side.toUpperCase()}`;
      return parseLimitWindows(name, env[name] ?? defaults[call][side]);
    };
    calls[call] = { account: windows('account'), address: windows('address') };
  }
  return {
    sensitive,
    calls,
    loginDelay: {
      freeFailures: nonNegativeInt(env, 'LOGIN_FREE_FAILURES', 3),
      baseMs: positiveInt(env, 'LOGIN_DELAY_SECONDS', 5) * 1000,
      maxMs: positiveInt(env, 'LOGIN_MAX_DELAY_SECONDS', 900) * 1000,
      forgetMs: positiveInt(env, 'LOGIN_FAILURES_FORGET_HOURS', 24) * 3_600_000,
    },
  };
}

function nonNegativeInt(env: NodeJS.ProcessEnv, name: string, fallback: number): number {
  const raw = env[name];
  if (raw === undefined || raw === '') return fallback;
  const value = Number(raw);
  if (!Number.isInteger(value) || value < 0) throw new Error(`${name} must be a whole number, got "${raw}"`);
  return value;
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
    rateLimits: rateLimitsOf(env),
    admin: { email: env.ADMIN_EMAIL?.trim() || undefined, password: env.ADMIN_PASSWORD || undefined },
    metricsToken: env.METRICS_TOKEN || undefined,
    shutdownTimeoutMs: positiveInt(env, 'SHUTDOWN_TIMEOUT_SECONDS', 10) * 1000,
    maxRequestsInFlight: nonNegativeInt(env, 'MAX_REQUESTS_IN_FLIGHT', 100),
    pgliteMaintenanceHours: env.PGLITE_MAINTENANCE_HOURS === '0' ? 0 : positiveInt(env, 'PGLITE_MAINTENANCE_HOURS', 24),
    apiCache: {
      maxEntries: env.API_CACHE_ENTRIES === '0' ? 0 : positiveInt(env, 'API_CACHE_ENTRIES', 2000),
      maxAgeMs: positiveInt(env, 'API_CACHE_SECONDS', 60) * 1000,
      maxBytes: positiveInt(env, 'API_CACHE_MB', 32) * 1024 * 1024,
    },
    pageCache: {
      maxEntries: env.PAGE_CACHE_ENTRIES === '0' ? 0 : positiveInt(env, 'PAGE_CACHE_ENTRIES', 2000),
      maxAgeMs: positiveInt(env, 'PAGE_CACHE_SECONDS', 60) * 1000,
      maxBytes: positiveInt(env, 'PAGE_CACHE_MB', 48) * 1024 * 1024,
    },
  };
}

export const paths = {
  repoRoot,
  storageDir: (config: Pick<AppConfig, 'dataDir'>) => path.join(config.dataDir, 'storage'),
};
