import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Db, Queryable } from '../../db/db.ts';
import { ROLES, type Role } from '../../contracts/admin.ts';
import { forbidden, unauthenticated } from '../../lib/errors.ts';
import { hashPassword, newPasswordErrors } from '../../lib/passwords.ts';
import { writeAudit } from './audit.ts';

declare module 'fastify' {
  interface FastifyRequest {
    /** The signed-in user's roles, loaded by requireRole (empty for everybody else). */
    adminRoles: Role[];
  }
}

export const isRole = (value: string): value is Role => (ROLES as readonly string[]).includes(value);

export async function rolesOf(db: Queryable, userId: number): Promise<Role[]> {
  const { rows } = await db.query<{ role: Role }>('select role from user_roles where user_id = $1 order by role', [userId]);
  return rows.map((r) => r.role);
}

/**
 * preHandler of every /api/admin route: 401 without a signed-in user, 403 unless the user has one of `roles`
 * (admin always passes). The user's roles stay on request.adminRoles for finer checks in the handler.
 */
export function requireRole(app: FastifyInstance, roles: readonly Role[]) {
  return async (request: FastifyRequest) => {
    if (!request.user) throw unauthenticated();
    request.adminRoles = await rolesOf(app.db, request.user.id);
    if (!request.adminRoles.some((role) => role === 'admin' || roles.includes(role))) {
      throw forbidden(`This needs the role ${['admin', ...roles.filter((r) => r !== 'admin')].join(' or ')}.`);
    }
  };
}

export const hasRole = (request: FastifyRequest, ...roles: Role[]) =>
  request.adminRoles.some((role) => role === 'admin' || roles.includes(role));

interface Actor {
  userId: number | null;
  email: string | null;
}

/** Gives a role (idempotent) and audits it when it is new. Answers false when the user already had it. */
export async function grantRole(db: Queryable, userId: number, role: Role, actor: Actor): Promise<boolean> {
  const { rows } = await db.query(
    'insert into user_roles (user_id, role) values ($1, $2) on conflict do nothing returning user_id',
    [userId, role],
  );
  if (rows.length === 0) return false;
  await writeAudit(db, { ...actor, action: 'grant', resource: 'users', recordId: userId, diff: { role } });
  return true;
}

export async function revokeRole(db: Queryable, userId: number, role: Role, actor: Actor): Promise<boolean> {
  const { rows } = await db.query('delete from user_roles where user_id = $1 and role = $2 returning user_id', [userId, role]);
  if (rows.length === 0) return false;
  await writeAudit(db, { ...actor, action: 'revoke', resource: 'users', recordId: userId, diff: { role } });
  return true;
}

export async function userIdByEmail(db: Queryable, email: string): Promise<number | null> {
  const { rows } = await db.query<{ id: number }>('select id from users where lower(email) = lower($1)', [email.trim()]);
  return rows[0]?.id ?? null;
}

export type BootstrapResult = 'created' | 'promoted' | 'unchanged';

/** The transaction-level advisory lock taken while making the first admin (any constant shared by every instance). */
const ADMIN_BOOTSTRAP_LOCK_KEY = 7_240_013;

/**
 * The first admin from ADMIN_EMAIL / ADMIN_PASSWORD at start-up: creates the account (e-mail confirmed) or, when
 * it exists, confirms its e-mail and gives it the admin role. The password is set only on a new account or on an
 * account without one, so restarting never overwrites a password changed since.
 *
 * Several instances starting together on one PostgreSQL all run this: it runs in one transaction under an advisory
 * lock, so one instance creates the account and the others wait, then find it ('unchanged'). The insert also
 * yields to a visitor registering the same address at that moment (on conflict: the account is then promoted).
 */
export async function ensureAdminAccount(db: Db, email: string, password: string | undefined): Promise<BootstrapResult> {
  const address = email.trim();
  if (!/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(address)) throw new Error(`ADMIN_EMAIL is not an e-mail address: "${email}"`);
  return db.transaction(async (tx) => {
    await tx.query('select pg_advisory_xact_lock($1)', [ADMIN_BOOTSTRAP_LOCK_KEY]);
    const actor = { userId: null, email: null };
    let userId = await userIdByEmail(tx, address);
    let result: BootstrapResult = 'unchanged';
    if (userId === null) {
      const errors = newPasswordErrors(password, undefined);
      if (Object.keys(errors).length) {
        throw new Error(`ADMIN_PASSWORD is needed to create the admin account: ${Object.values(errors)[0][0]}`);
      }
      const { rows } = await tx.query<{ id: number }>(
        `insert into users (email, password_hash, email_verified_at) values ($1, $2, now())
         on conflict ((lower(email))) do nothing returning id`,
        [address, await hashPassword(password!)],
      );
      if (rows.length > 0) {
        userId = rows[0].id;
        result = 'created';
        await writeAudit(tx, { ...actor, action: 'create', resource: 'users', recordId: userId, diff: { email: address } });
      } else {
        userId = await userIdByEmail(tx, address);
        if (userId === null) throw new Error(`ADMIN_EMAIL: the account ${address} could neither be created nor found`);
      }
    }
    if (result !== 'created') {
      const { rows } = await tx.query<{ missing: boolean }>(
        'select password_hash is null as missing from users where id = $1',
        [userId],
      );
      if (rows[0].missing && password && Object.keys(newPasswordErrors(password, undefined)).length === 0) {
        await tx.query('update users set password_hash = $2, updated_at = now() where id = $1', [userId, await hashPassword(password)]);
      }
      await tx.query('update users set email_verified_at = coalesce(email_verified_at, now()) where id = $1', [userId]);
    }
    if (await grantRole(tx, userId, 'admin', actor)) result = result === 'created' ? 'created' : 'promoted';
    return result;
  });
}
