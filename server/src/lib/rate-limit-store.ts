import type { LoginDelaySettings } from '../config.ts';
import type { Queryable } from '../db/db.ts';
import { countFailure, countHit, deleteLimit, lastFailure, readHits } from '../repositories/rate-limits.ts';

export { deleteExpiredLimits } from '../repositories/rate-limits.ts';

/** What @fastify/rate-limit passes to a store (its options merged with a route's or a limiter's). */
export interface StoreOptions {
  continueExceeding?: boolean;
  exponentialBackoff?: boolean;
  /** Our own option: the name of the counter (call, side, window); the plugin passes unknown options through. */
  bucket?: string;
  routeInfo?: { method?: string | string[]; url?: string };
}

type Callback = (error: Error | null, result?: { current: number; ttl: number }) => void;

/**
 * @fastify/rate-limit's `store` option, counting in the site's database (shared by every PostgreSQL instance). A key
 * is `<bucket>|<request key>`, the bucket being the limiter's `bucket` or the route, so each counts on its own.
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
      countHit(db, `${this.prefix}|${key}`, { windowMs: timeWindow, max, continueExceeding, exponentialBackoff }).then(
        (state) => callback(null, state),
        (error: Error) => callback(error),
      );
    }

    /** The plugin's `{ increment: false }`: the state of a key without counting a hit. */
    read(key: string, callback: Callback): void {
      readHits(db, `${this.prefix}|${key}`).then(
        (state) => callback(null, state),
        (error: Error) => callback(error),
      );
    }

    /** The plugin passes its options merged with a route's (routeInfo) or a createRateLimit() limiter's (bucket). */
    child(routeOptions: object): DatabaseRateLimitStore {
      return new DatabaseRateLimitStore({ ...this.options, ...(routeOptions as StoreOptions) });
    }
  };
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
      const last = await lastFailure(db, keyOf(email));
      if (!last) return 0;
      return Math.max(0, Math.ceil(loginDelayMs(settings, last.hits) - last.sinceMs));
    },
    /** Counts a failure; answers the failures in a row and the wait it imposes from now. */
    async fail(email: string): Promise<{ failures: number; waitMs: number }> {
      const failures = await countFailure(db, keyOf(email), settings.forgetMs);
      return { failures, waitMs: loginDelayMs(settings, failures) };
    },
    /** A successful sign-in or password reset: the account starts afresh. */
    async clear(email: string): Promise<void> {
      await deleteLimit(db, keyOf(email));
    },
  };
}

export type LoginThrottle = ReturnType<typeof loginThrottle>;
