import type { Queryable } from '../db/db.ts';

/** The table rate_limits (migration 070): the counters of lib/rate-limit-store.ts, on the database's clock. */

/** A window of about 30 years: the backoff's ceiling, far beyond any limit we set. */
const MAX_WINDOW_MS = 1e12;

/**
 * One statement, atomic on PostgreSQL and PGlite alike: the first hit of a key (or the first after its window
 * ended) starts a window of `$2` ms; with continueExceeding a hit over the limit starts it again, with
 * exponentialBackoff doubles it (the semantics of the plugin's own local and Redis stores).
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

export interface HitOptions {
  windowMs: number;
  max: number;
  continueExceeding: boolean;
  exponentialBackoff: boolean;
}

/** Counts a hit of `key`: the hits of its window and the milliseconds left. */
export async function countHit(db: Queryable, key: string, o: HitOptions): Promise<{ current: number; ttl: number }> {
  const { rows } = await db.query<{ hits: number; ttl: number }>(INCR_SQL, [key, o.windowMs, o.max, o.continueExceeding, o.exponentialBackoff]);
  return { current: rows[0].hits, ttl: rows[0].ttl };
}

/** The hits of `key`'s current window without counting one (0, 0 when none). */
export async function readHits(db: Queryable, key: string): Promise<{ current: number; ttl: number }> {
  const { rows } = await db.query<{ hits: number; ttl: number }>(READ_SQL, [key]);
  return rows[0] ? { current: rows[0].hits, ttl: rows[0].ttl } : { current: 0, ttl: 0 };
}

/** Deletes the rows whose window has ended (any instance may do it; deleting twice is harmless). */
export async function deleteExpiredLimits(db: Queryable): Promise<number> {
  const { rows } = await db.query<{ n: number }>(
    `with gone as (delete from rate_limits where expires_at < now() returning 1) select count(*)::int as n from gone`,
  );
  return rows[0].n;
}

/** Failures in a row of a sign-in key and the milliseconds since the last one; null when they are forgotten. */
export async function lastFailure(db: Queryable, key: string): Promise<{ hits: number; sinceMs: number } | null> {
  const { rows } = await db.query<{ hits: number; since: number }>(
    `select hits, extract(epoch from now() - updated_at) * 1000 as since
     from rate_limits where key = $1 and expires_at > now()`,
    [key],
  );
  return rows[0] ? { hits: rows[0].hits, sinceMs: Number(rows[0].since) } : null;
}

/** Counts a failure of a sign-in key, forgotten `forgetMs` after it; answers the failures in a row. */
export async function countFailure(db: Queryable, key: string, forgetMs: number): Promise<number> {
  const { rows } = await db.query<{ hits: number }>(
    `insert into rate_limits as r (key, hits, expires_at, updated_at)
     values ($1, 1, now() + make_interval(secs => $2::float8 / 1000), now())
     on conflict (key) do update set
       hits = case when r.expires_at <= now() then 1 else r.hits + 1 end,
       expires_at = now() + make_interval(secs => $2::float8 / 1000),
       updated_at = now()
     returning hits`,
    [key, forgetMs],
  );
  return rows[0].hits;
}

export async function deleteLimit(db: Queryable, key: string): Promise<void> {
  await db.query('delete from rate_limits where key = $1', [key]);
}
