import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Db, Queryable } from '../../db/db.ts';
import { ROLES, type Role } from '../../contracts/admin.ts';
import { forbidden, unauthenticated } from '../../lib/errors.ts';
import { hashPassword, newPasswordErrors } from '../../lib/passwords.ts';
import {
  advisoryLock, deleteRole, insertConfirmedUser, insertRole, rolesOf, takeOverAccount, userIdByEmail, writeAudit,
} from './repository.ts';

export { rolesOf, userIdByEmail } from './repository.ts';

declare module 'fastify' {
  interface FastifyRequest {
    /** The signed-in user's roles, loaded by requireRole (empty for everybody else). */
    adminRoles: Role[];
  }
}

export const isRole = (value: string): value is Role => (ROLES as readonly string[]).includes(value);

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
  if (!(await insertRole(db, userId, role))) return false;
  await writeAudit(db, { ...actor, action: 'grant', resource: 'users', recordId: userId, diff: { role } });
  return true;
}

export async function revokeRole(db: Queryable, userId: number, role: Role, actor: Actor): Promise<boolean> {
  if (!(await deleteRole(db, userId, role))) return false;
  await writeAudit(db, { ...actor, action: 'revoke', resource: 'users', recordId: userId, diff: { role } });
  return true;
}

/**
 * What the start-up did with ADMIN_EMAIL: `created` the account; `promoted` an existing account (its password
 * replaced by ADMIN_PASSWORD, its sessions ended); `unchanged` (already admin); `refused` to promote an existing
 * account because ADMIN_PASSWORD is not set.
 */
export type BootstrapResult = 'created' | 'promoted' | 'unchanged' | 'refused';

/** The log line of each outcome (server.ts); `refused` says why and what to do. */
export const bootstrapLog: Record<BootstrapResult, { level: 'info' | 'warn'; message: string }> = {
  created: { level: 'info', message: 'admin account from ADMIN_EMAIL: created with ADMIN_PASSWORD (e-mail confirmed)' },
  promoted: {
    level: 'info',
    message:
      'admin account from ADMIN_EMAIL: the existing account was made admin; its password is now ADMIN_PASSWORD, ' +
      'its e-mail confirmed, its sessions and mailed links ended',
  },
  unchanged: { level: 'info', message: 'admin account from ADMIN_EMAIL: already admin, left as it is' },
  refused: {
    level: 'warn',
    message:
      'admin account from ADMIN_EMAIL: NOT made admin. An account with this address exists and its password was not ' +
      'set by the operator (anyone may have registered it). Start once with ADMIN_PASSWORD too (it replaces the ' +
      'password and ends the sessions), or grant the role with `npm run admin -- grant <email> admin` once you ' +
      'know the account is yours',
  },
};

/** The transaction-level advisory lock taken while making the first admin (any constant shared by every instance). */
const ADMIN_BOOTSTRAP_LOCK_KEY = 7_240_013;

function adminPasswordError(password: string | undefined): string | null {
  const errors = newPasswordErrors(password, undefined);
  return Object.keys(errors).length ? Object.values(errors)[0][0] : null;
}

/**
 * The first admin from ADMIN_EMAIL / ADMIN_PASSWORD (cases: server/README.md): an existing account is promoted only
 * with ADMIN_PASSWORD, since anyone may have registered the address first. One transaction under an advisory lock.
 */
export async function ensureAdminAccount(db: Db, email: string, password: string | undefined): Promise<BootstrapResult> {
  const address = email.trim();
  if (!/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(address)) throw new Error(`ADMIN_EMAIL is not an e-mail address: "${email}"`);
  const passwordError = password === undefined ? null : adminPasswordError(password);
  if (passwordError) throw new Error(`ADMIN_PASSWORD is not acceptable: ${passwordError}`);
  return db.transaction(async (tx) => {
    await advisoryLock(tx, ADMIN_BOOTSTRAP_LOCK_KEY);
    const actor = { userId: null, email: null };
    let userId = await userIdByEmail(tx, address);
    if (userId === null) {
      if (password === undefined) {
        throw new Error(`ADMIN_PASSWORD is needed to create the admin account: ${adminPasswordError(password)}`);
      }
      userId = await insertConfirmedUser(tx, address, await hashPassword(password));
      if (userId !== null) {
        await writeAudit(tx, { ...actor, action: 'create', resource: 'users', recordId: userId, diff: { email: address } });
        await grantRole(tx, userId, 'admin', actor);
        return 'created';
      }
      userId = await userIdByEmail(tx, address);
      if (userId === null) throw new Error(`ADMIN_EMAIL: the account ${address} could neither be created nor found`);
    }
    if ((await rolesOf(tx, userId)).includes('admin')) return 'unchanged';
    if (password === undefined) return 'refused';
    // Whoever chose the old password (or holds a session or a mailed link) loses the account before it becomes admin.
    await takeOverAccount(tx, userId, await hashPassword(password));
    await writeAudit(tx, { ...actor, action: 'update', resource: 'users', recordId: userId, diff: { password: 'ADMIN_PASSWORD', sessions: 'ended' } });
    await grantRole(tx, userId, 'admin', actor);
    return 'promoted';
  });
}
