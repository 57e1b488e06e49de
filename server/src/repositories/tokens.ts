import type { Queryable } from '../db/db.ts';

/** Stores a bearer token's hash for the user, valid `days`. */
export async function insertToken(db: Queryable, userId: number, tokenHash: string, days: number): Promise<void> {
  await db.query(
    `insert into user_tokens (user_id, token_hash, expires_at) values ($1, $2, now() + make_interval(days => $3))`,
    [userId, tokenHash, days],
  );
}

/**
 * The unexpired token of this hash; `stale` when its last use is over five minutes old or came from another
 * browser, so that reads do not turn into a write each time.
 */
export async function findToken(
  db: Queryable,
  tokenHash: string,
  userAgent: string | null,
): Promise<{ id: number; user_id: number; stale: boolean } | null> {
  const { rows } = await db.query<{ user_id: number; id: number; stale: boolean }>(
    `select id, user_id, last_used_at < now() - interval '5 minutes' or user_agent is distinct from $2 as stale
     from user_tokens where token_hash = $1 and expires_at > now()`,
    [tokenHash, userAgent],
  );
  return rows[0] ?? null;
}

export async function touchToken(db: Queryable, tokenId: number, userAgent: string | null): Promise<void> {
  await db.query('update user_tokens set last_used_at = now(), user_agent = $2 where id = $1', [tokenId, userAgent]);
}
