import type { LoginDelaySettings } from '../config.ts';
import type { Queryable } from '../db/db.ts';

/** What @fastify/rate-limit passes to a store (its options merged with a route's or a limiter's). */
export interface StoreOptions {
  continueExceeding?: boolean;
  exponentialBackoff?: boolean;
  /** Our own option: the name of the counter (call, side, window); the plugin passes unknown options through. */
  bucket?: string;
  routeInfo?: { method?: string | string[]; url?: string };
}

type Callback = (error: Error | null, result?: { current: number; ttl: number }) => void;

/** A window of about 30 years: the backoff's ceiling, far beyond any limit we set. */
const MAX_WINDOW_MS = 1e12;

/**
 * One statement, atomic on PostgreSQL and PGlite alike: the first hit of a key (or the first after its window
 * ended) starts a window of `$2` ms with one hit; later hits count up. With continueExceeding a hit over the limit
 * starts the window again; with exponentialBackoff it doubles it for each hit over the limit (the semantics of
 * the plugin's own local and Redis stores). The clock is the database's, the same for every instance.
 */
const INCR_SQL = `
  insert into rate_limits as r (key, hits, expires_at, updated_at)
  values ($1, 1, now() + make_interval(secs => $2::float8 / 1000), now())
  on conflict (key) do update set
    hits = case when r.expires_at <= now() then 1 else r.hits + 1 end,
    expires_at = case
      when r.expires_at <= now() then now() + make_interval(secs => $2::float8 / 1000)
      when $4::boolean and r.hits + 1 > $3::int then now() + make_interval(secs => $2::float8 / 1000)
      when $5::boolean and r.hits + 1 > $3::int
        then now() + make_interval(secs => least($2::float8 * power(2, r.hits - $3::int), ${MAX_WINDOW_MS}) / 1000)
      else r.expires_at
    end,
    updated_at = now()
  returning hits, greatest(0, ceil(extract(epoch from expires_at - now()) * 1000))::float8 as ttl`;

const READ_SQL = `
  select hits, greatest(0, ceil(extract(epoch from expires_at - now()) * 1000))::float8 as ttl
  from rate_limits where key = $1 and expires_at > now()`;

/**
 * @fastify/rate-limit's `store` option: a class the plugin instantiates with its options, whose `child()` the
 * plugin calls for every limited route and every `createRateLimit()` limiter. Counters live in the table
 * rate_limits (migration 070) of the site's database, so on PostgreSQL every instance shares them; on PGlite (one
 * process) they are in the same embedded database, so one code path serves both and limits survive a restart.
 *
 * A key is `<bucket>|<key of the request>`: the bucket is the limiter's `bucket` option, else the route's method
 * and URL (as the plugin's Redis store does), so each route or named limiter counts on its own.
 */
export function databaseRateLimitStore(db: Queryable) {
  return class DatabaseRateLimitStore {
    readonly prefix: string;

    constructor(readonly options: StoreOptions = {}) {
      const route = options.routeInfo;
      this.prefix = options.bucket ?? (route?.url ? `${[route.method].flat().join(',')} ${route.url}` : 'global');
    }

    incr(key: string, callback: Callback, timeWindow: number, max: number): void {
      const { continueExceeding = false, exponentialBackoff = false } = this.options;
      db.query<{ hits: number; ttl: number }>(INCR_SQL, [
        `${this.prefix}|${key}`,
        timeWindow,
        max,
        continueExceeding,
        exponentialBackoff,
      ]).then(
        ({ rows }) => callback(null, { current: rows[0].hits, ttl: rows[0].ttl }),
        (error: Error) => callback(error),
      );
    }

    /** The plugin's `{ increment: false }`: the state of a key without counting a hit. */
    read(key: string, callback: Callback): void {
      db.query<{ hits: number; ttl: number }>(READ_SQL, [`${this.prefix}|${key}`]).then(
        ({ rows }) => callback(null, rows[0] ? { current: rows[0].hits, ttl: rows[0].ttl } : { current: 0, ttl: 0 }),
        (error: Error) => callback(error),
      );
    }

    /** The plugin passes its options merged with a route's (routeInfo) or a createRateLimit() limiter's (bucket). */
    child(routeOptions: object): DatabaseRateLimitStore {
      return new DatabaseRateLimitStore({ ...this.options, ...(routeOptions as StoreOptions) });
    }
  };
}

/** Deletes the rows whose window has ended (any instance may do it; deleting twice is harmless). */
export async function deleteExpiredLimits(db: Queryable): Promise<number> {
  const { rows } = await db.query<{ n: number }>(
    `with gone as (delete from rate_limits where expires_at < now() returning 1) select count(*)::int as n from gone`,
  );
  return rows[0].n;
}

/** The wait before the next attempt after `failures` failed ones in a row. */
export function loginDelayMs(settings: LoginDelaySettings, failures: number): number {
  const beyond = failures - settings.freeFailures;
  if (beyond <= 0) return 0;
  return Math.min(settings.maxMs, settings.baseMs * 2 ** (beyond - 1));
}

/**
 * The growing delay after failed sign-ins of one account (OWASP ASVS 2.2.1), whatever address they come from:
 * the key is the e-mail address tried. Same table as the limits: hits = failures in a row, updated_at = the last
 * failure, expires_at = when they are forgotten.
 */
export function loginThrottle(db: Queryable, settings: LoginDelaySettings) {
  const keyOf = (email: string) => `login-failures|${email.trim().toLowerCase()}`;
  return {
    /** Milliseconds the account must still wait before an attempt is looked at; 0 when it may try now. */
    async waitMs(email: string): Promise<number> {
      const { rows } = await db.query<{ hits: number; since: number }>(
        `select hits, extract(epoch from now() - updated_at) * 1000 as since
         from rate_limits where key = $1 and expires_at > now()`,
        [keyOf(email)],
      );
      if (!rows[0]) return 0;
      return Math.max(0, Math.ceil(loginDelayMs(settings, rows[0].hits) - Number(rows[0].since)));
    },
    /** Counts a failure; answers the failures in a row and the wait it imposes from now. */
    async fail(email: string): Promise<{ failures: number; waitMs: number }> {
      const { rows } = await db.query<{ hits: number }>(
        `insert into rate_limits as r (key, hits, expires_at, updated_at)
         values ($1, 1, now() + make_interval(secs => $2::float8 / 1000), now())
         on conflict (key) do update set
           hits = case when r.expires_at <= now() then 1 else r.hits + 1 end,
           expires_at = now() + make_interval(secs => $2::float8 / 1000),
           updated_at = now()
         returning hits`,
        [keyOf(email), settings.forgetMs],
      );
      const failures = rows[0].hits;
      return { failures, waitMs: loginDelayMs(settings, failures) };
    },
    /** A successful sign-in or password reset: the account starts afresh. */
    async clear(email: string): Promise<void> {
      await db.query('delete from rate_limits where key = $1', [keyOf(email)]);
    },
  };
}

export type LoginThrottle = ReturnType<typeof loginThrottle>;
