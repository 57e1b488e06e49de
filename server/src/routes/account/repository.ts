import type { Queryable, Transaction } from '../../db/db.ts';
import type { Session } from '../../contracts/account.ts';
import { isoTime } from '../../repositories/sql.ts';

/** The user's unexpired sessions (bearer tokens; only their hashes are stored, and never answered). */
export async function listSessions(db: Queryable, userId: number, currentTokenId: number): Promise<Session[]> {
  const { rows } = await db.query<Session>(
    `select id, ${isoTime('created_at')} as created_at, ${isoTime('last_used_at')} as last_used_at,
       ${isoTime('expires_at')} as expires_at, user_agent, id = $2 as current
     from user_tokens where user_id = $1 and expires_at > now()
     order by id = $2 desc, last_used_at desc, id desc`,
    [userId, currentTokenId],
  );
  return rows;
}

/** Ends one session of the user; false when the user has no such session. */
export async function endSession(db: Queryable, userId: number, sessionId: number): Promise<boolean> {
  const { rows } = await db.query('delete from user_tokens where id = $1 and user_id = $2 returning id', [sessionId, userId]);
  return rows.length > 0;
}

/** Ends every session of the user, or every one but `keepTokenId`; answers how many ended. */
export async function endSessions(db: Queryable, userId: number, keepTokenId: number | null): Promise<number> {
  const { rows } = await db.query(
    'delete from user_tokens where user_id = $1 and expires_at > now() and id <> $2 returning id',
    [userId, keepTokenId ?? 0],
  );
  // expired tokens go too, uncounted
  await db.query('delete from user_tokens where user_id = $1 and id <> $2', [userId, keepTokenId ?? 0]);
  return rows.length;
}

/** Whether a session began (its token was issued) within the last `minutes`. */
export async function sessionIsFresh(db: Queryable, tokenId: number, minutes: number): Promise<boolean> {
  const { rows } = await db.query<{ fresh: boolean }>(
    'select created_at > now() - make_interval(mins => $2) as fresh from user_tokens where id = $1',
    [tokenId, minutes],
  );
  return rows[0]?.fresh ?? false;
}

/**
 * Deletes an account: its personal data goes by the users row's cascades, its comments stay anonymised (061), and
 * its contact-form messages (which hold its address) are deleted here; like and share counts stay numbers.
 */
export async function deleteAccount(tx: Transaction, userId: number): Promise<void> {
  await tx.query('delete from contact_messages where user_id = $1', [userId]);
  await tx.query('delete from users where id = $1', [userId]);
}
