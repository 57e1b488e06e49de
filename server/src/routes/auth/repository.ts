import crypto from 'node:crypto';
import type { Queryable } from '../../db/db.ts';
import type { Lang } from '../../contracts/common.ts';
import type { Provider } from '../../contracts/auth.ts';
import { hashToken } from '../../plugins/auth.ts';

export interface AccountRow {
  id: number;
  email: string;
  name: string | null;
  password_hash: string | null;
  email_verified: boolean;
  lang: Lang;
}

const accountColumns = `id, email, name, password_hash, email_verified_at is not null as email_verified, lang`;

export async function findAccountByEmail(db: Queryable, email: string): Promise<AccountRow | null> {
  const { rows } = await db.query<AccountRow>(`select ${accountColumns} from users where lower(email) = lower($1)`, [email]);
  return rows[0] ?? null;
}

export async function findAccountById(db: Queryable, id: number): Promise<AccountRow | null> {
  const { rows } = await db.query<AccountRow>(`select ${accountColumns} from users where id = $1`, [id]);
  return rows[0] ?? null;
}

/** Inserts a user; null when the e-mail is taken (also when another request took it a moment ago). */
export async function insertUser(
  db: Queryable,
  user: { email: string; passwordHash: string | null; name: string | null; surname: string | null; lang: Lang; verified: boolean },
): Promise<number | null> {
  const { rows } = await db.query<{ id: number }>(
    `insert into users (email, password_hash, name, surname, lang, email_verified_at)
     values ($1, $2, $3, $4, $5, case when $6::boolean then now() end)
     on conflict do nothing returning id`,
    [user.email, user.passwordHash, user.name, user.surname, user.lang, user.verified],
  );
  return rows[0]?.id ?? null;
}

/**
 * insertUser for registration: also answers the id of the account that already has the address (`created`
 * false), in the same one statement, so that the taken case costs what the new one does.
 */
export async function insertOrFindUser(
  db: Queryable,
  user: { email: string; passwordHash: string; name: string | null; surname: string | null; lang: Lang },
): Promise<{ id: number; created: boolean } | null> {
  const { rows } = await db.query<{ id: number; created: boolean }>(
    `with inserted as (
       insert into users (email, password_hash, name, surname, lang) values ($1, $2, $3, $4, $5)
       on conflict do nothing returning id
     )
     select id, true as created from inserted
     union all
     select id, false from users where lower(email) = lower($1) and not exists (select 1 from inserted)`,
    [user.email, user.passwordHash, user.name, user.surname, user.lang],
  );
  return rows[0] ?? null;
}

// ---- Pins: the one-time secrets of mailed links ----

export type PinPurpose = 'confirm_email' | 'reset_password';

export const PIN_LIFETIME_MINUTES: Record<PinPurpose, number> = {
  confirm_email: 48 * 60,
  reset_password: 60,
};

/**
 * Creates a random pin for a mailed link and keeps only its hash. Earlier unused pins of the same purpose stop
 * working: only the newest mail's link is valid.
 */
export async function createPin(db: Queryable, userId: number, purpose: PinPurpose): Promise<string> {
  const pin = crypto.randomBytes(24).toString('base64url');
  await db.query('delete from user_pins where user_id = $1 and purpose = $2 and used_at is null', [userId, purpose]);
  await db.query(
    `insert into user_pins (user_id, purpose, pin_hash, expires_at)
     values ($1, $2, $3, now() + make_interval(mins => $4))`,
    [userId, purpose, hashToken(pin), PIN_LIFETIME_MINUTES[purpose]],
  );
  return pin;
}

/** The user a valid (unused, unexpired) pin belongs to, without spending it. */
export async function peekPin(db: Queryable, pin: string, purpose: PinPurpose): Promise<number | null> {
  const { rows } = await db.query<{ user_id: number }>(
    `select user_id from user_pins
     where pin_hash = $1 and purpose = $2 and used_at is null and expires_at > now()`,
    [hashToken(pin), purpose],
  );
  return rows[0]?.user_id ?? null;
}

/** Spends a valid pin, atomically: of two requests with the same pin only one gets the user id. */
export async function consumePin(db: Queryable, pin: string, purpose: PinPurpose): Promise<number | null> {
  const { rows } = await db.query<{ user_id: number }>(
    `update user_pins set used_at = now()
     where pin_hash = $1 and purpose = $2 and used_at is null and expires_at > now()
     returning user_id`,
    [hashToken(pin), purpose],
  );
  return rows[0]?.user_id ?? null;
}

export async function markEmailVerified(db: Queryable, userId: number): Promise<void> {
  await db.query(
    'update users set email_verified_at = coalesce(email_verified_at, now()), updated_at = now() where id = $1',
    [userId],
  );
}

export async function setPassword(db: Queryable, userId: number, passwordHash: string): Promise<void> {
  await db.query('update users set password_hash = $2, updated_at = now() where id = $1', [userId, passwordHash]);
}

/** Signs the user out everywhere except, when given, the token of the current request. */
export async function revokeTokens(db: Queryable, userId: number, keepTokenId?: number): Promise<void> {
  await db.query('delete from user_tokens where user_id = $1 and id <> $2', [userId, keepTokenId ?? 0]);
}

export async function revokeToken(db: Queryable, tokenId: number): Promise<void> {
  await db.query('delete from user_tokens where id = $1', [tokenId]);
}

// ---- OAuth: sign-in attempts and linked accounts ----

export const OAUTH_STATE_LIFETIME_MINUTES = 10;

export async function saveOAuthState(
  db: Queryable,
  provider: Provider,
  attempt: { state: string; codeVerifier: string; nonce: string },
): Promise<void> {
  // Abandoned attempts are cleared here rather than by a timer.
  await db.query('delete from oauth_states where expires_at < now()');
  await db.query(
    `insert into oauth_states (provider, state_hash, code_verifier, nonce, expires_at)
     values ($1, $2, $3, $4, now() + make_interval(mins => $5))`,
    [provider, hashToken(attempt.state), attempt.codeVerifier, attempt.nonce, OAUTH_STATE_LIFETIME_MINUTES],
  );
}

/** Takes (deletes) the attempt of a state: a state works once, for its provider, within 10 minutes. */
export async function takeOAuthState(
  db: Queryable,
  provider: Provider,
  state: string,
): Promise<{ codeVerifier: string; nonce: string } | null> {
  const { rows } = await db.query<{ code_verifier: string; nonce: string; fresh: boolean }>(
    `delete from oauth_states where state_hash = $1 and provider = $2
     returning code_verifier, nonce, expires_at > now() as fresh`,
    [hashToken(state), provider],
  );
  const found = rows[0];
  return found?.fresh ? { codeVerifier: found.code_verifier, nonce: found.nonce } : null;
}

export async function findSocialAccountUser(db: Queryable, provider: Provider, subject: string): Promise<number | null> {
  const { rows } = await db.query<{ user_id: number }>(
    'select user_id from social_accounts where provider = $1 and subject = $2',
    [provider, subject],
  );
  return rows[0]?.user_id ?? null;
}

export async function touchSocialAccount(db: Queryable, provider: Provider, subject: string, email: string | null) {
  await db.query(
    'update social_accounts set last_login_at = now(), email = coalesce($3, email) where provider = $1 and subject = $2',
    [provider, subject, email],
  );
}

export async function linkSocialAccount(
  db: Queryable,
  userId: number,
  provider: Provider,
  subject: string,
  email: string | null,
): Promise<void> {
  await db.query(
    `insert into social_accounts (user_id, provider, subject, email) values ($1, $2, $3, $4)
     on conflict (provider, subject) do nothing`,
    [userId, provider, subject, email],
  );
}

/**
 * Before an unconfirmed account is joined to a provider that vouches for its e-mail: whoever registered it
 * without confirming may not be its owner, so the password they chose and their sessions are dropped
 * (account pre-hijacking). The owner signs in with the provider and can set a password later.
 */
export async function claimUnconfirmedAccount(db: Queryable, userId: number): Promise<void> {
  await db.query(
    'update users set password_hash = null, email_verified_at = now(), updated_at = now() where id = $1 and email_verified_at is null',
    [userId],
  );
  await db.query('delete from user_tokens where user_id = $1', [userId]);
  await db.query('delete from user_pins where user_id = $1 and used_at is null', [userId]);
}
