import { describe, expect, it } from 'vitest';
import { createUser, useTestApp } from '../helpers.ts';
import { bootstrapLog, ensureAdminAccount, rolesOf } from '../../src/routes/admin/roles.ts';
import { runAdminCommand, USAGE } from '../../src/admin/cli.ts';
import { loadConfig } from '../../src/config.ts';
import { createPostgresDb, type Db } from '../../src/db/db.ts';

const ctx = useTestApp();

const login = (email: string, password: string) =>
  ctx.app.inject({ method: 'POST', url: '/api/login', payload: { email, password } });

describe('the first admin from ADMIN_EMAIL / ADMIN_PASSWORD', () => {
  it('reads both from the environment', () => {
    expect(loadConfig({ ADMIN_EMAIL: ' boss@example.org ', ADMIN_PASSWORD: 'secret123' }).admin).toEqual({
      email: 'boss@example.org',
      password: 'secret123',
    });
    expect(loadConfig({}).admin).toEqual({ email: undefined, password: undefined });
  });

  it('creates a confirmed admin who can sign in and use the console; a second start changes nothing', async () => {
    expect(await ensureAdminAccount(ctx.app.db, 'Boss@Example.org', 'Adminpass1')).toBe('created');
    const res = await login('boss@example.org', 'Adminpass1');
    expect(res.statusCode).toBe(200);
    const token = res.json().token ?? res.json().access_token;
    expect(token).toBeTruthy();
    const me = await ctx.app.inject({ url: '/api/user', headers: { authorization: `Bearer ${token}` } });
    expect(me.json().user).toMatchObject({ roles: ['admin'], email_verified: true });
    expect((await ctx.app.inject({ url: '/api/admin/audit', headers: { authorization: `Bearer ${token}` } })).statusCode).toBe(200);
    expect(await ensureAdminAccount(ctx.app.db, 'boss@example.org', 'Otherpass2')).toBe('unchanged');
    expect((await login('boss@example.org', 'Adminpass1')).statusCode).toBe(200);
  });

  it('never promotes an account whose password the operator did not set: someone registered ADMIN_EMAIL first', async () => {
    // The attacker registers the address before the first start; the account is theirs (password, session, pins).
    const register = await ctx.app.inject({
      method: 'POST',
      url: '/api/register',
      payload: { email: 'Owner@Example.org', password: 'Attacker1pass', password_confirmation: 'Attacker1pass' },
    });
    expect(register.statusCode).toBe(200);
    await ctx.app.mailer.idle(); // its confirmation link is made after the answer
    const attackerAuth = { authorization: `Bearer ${register.json().token}` };
    const { rows } = await ctx.app.db.query<{ id: number }>("select id from users where lower(email) = 'owner@example.org'");
    const id = rows[0].id;

    // Without ADMIN_PASSWORD: refused, logged as a warning that says what to do; nothing changes.
    expect(await ensureAdminAccount(ctx.app.db, 'owner@example.org', undefined)).toBe('refused');
    expect(bootstrapLog.refused.level).toBe('warn');
    expect(bootstrapLog.refused.message).toMatch(/ADMIN_PASSWORD/);
    expect(await rolesOf(ctx.app.db, id)).toEqual([]);
    expect((await ctx.app.inject({ url: '/api/user', headers: attackerAuth })).json().user.roles).toEqual([]);

    // With ADMIN_PASSWORD: it becomes the password, the e-mail is confirmed, every session and mailed link ends.
    expect(await ensureAdminAccount(ctx.app.db, 'owner@example.org', 'Adminpass1')).toBe('promoted');
    expect(await rolesOf(ctx.app.db, id)).toEqual(['admin']);
    expect((await ctx.app.inject({ url: '/api/user', headers: attackerAuth })).statusCode).toBe(401);
    expect((await login('owner@example.org', 'Attacker1pass')).statusCode).toBe(422);
    const pins = await ctx.app.db.query('select 1 from user_pins where user_id = $1 and used_at is null', [id]);
    expect(pins.rows).toHaveLength(0);
    const res = await login('owner@example.org', 'Adminpass1');
    expect(res.statusCode).toBe(200);
    expect(res.json().user).toMatchObject({ roles: ['admin'], email_verified: true });
    const audit = await ctx.app.db.query<{ action: string }>(
      "select action from audit_log where resource = 'users' and record_id = $1 order by id",
      [String(id)],
    );
    expect(audit.rows.map((r) => r.action)).toEqual(['update', 'grant']);

    // A later start leaves the admin alone: a password changed since is kept, sessions go on.
    const session = { authorization: `Bearer ${res.json().token}` };
    expect(await ensureAdminAccount(ctx.app.db, 'owner@example.org', 'Otherpass2')).toBe('unchanged');
    expect((await login('owner@example.org', 'Adminpass1')).statusCode).toBe(200);
    expect((await ctx.app.inject({ url: '/api/user', headers: session })).statusCode).toBe(200);
  });

  it('instances starting together on one database create one account, without an error', async () => {
    // Every instance opens its own connections (PostgreSQL: a pool each); PGlite has one database to share.
    const db = ctx.app.db;
    const instances: Db[] = Array.from({ length: 6 }, () => (db.kind === 'postgres' ? createPostgresDb(db.connectionString!) : db));
    try {
      const results = await Promise.all(instances.map((instance) => ensureAdminAccount(instance, 'Race@Example.org', 'Adminpass1')));
      expect(results.filter((r) => r === 'created')).toHaveLength(1);
      expect(results.filter((r) => r !== 'created')).toEqual(Array(5).fill('unchanged'));
    } finally {
      for (const instance of instances) if (instance !== db) await instance.close();
    }
    const { rows } = await db.query<{ id: number }>("select id from users where lower(email) = 'race@example.org'");
    expect(rows).toHaveLength(1);
    expect(await rolesOf(db, rows[0].id)).toEqual(['admin']);
    const audit = await db.query<{ action: string }>(
      "select action from audit_log where resource = 'users' and record_id = $1 order by id",
      [String(rows[0].id)],
    );
    expect(audit.rows.map((r) => r.action)).toEqual(['create', 'grant']);
    expect((await login('race@example.org', 'Adminpass1')).statusCode).toBe(200);
  });

  it('refuses a new account without a valid password, and a malformed address', async () => {
    await expect(ensureAdminAccount(ctx.app.db, 'new-admin@example.org', undefined)).rejects.toThrow(/ADMIN_PASSWORD/);
    await expect(ensureAdminAccount(ctx.app.db, 'new-admin@example.org', 'short')).rejects.toThrow(/ADMIN_PASSWORD/);
    // Nor does a weak ADMIN_PASSWORD take over an existing account.
    const user = await createUser(ctx.app);
    await expect(ensureAdminAccount(ctx.app.db, user.email, 'short')).rejects.toThrow(/ADMIN_PASSWORD/);
    expect(await rolesOf(ctx.app.db, user.id)).toEqual([]);
    await expect(ensureAdminAccount(ctx.app.db, 'not-an-address', 'Adminpass1')).rejects.toThrow(/ADMIN_EMAIL/);
  });
});

describe('npm run admin (the command line)', () => {
  it('grants, lists and revokes roles, with audit rows', async () => {
    const user = await createUser(ctx.app);
    expect(await runAdminCommand(ctx.app.db, ['grant', user.email, 'editor'])).toEqual({ code: 0, output: `${user.email} is now editor` });
    expect((await runAdminCommand(ctx.app.db, ['grant', user.email.toUpperCase(), 'editor'])).output).toMatch(/already was editor/);
    expect(await rolesOf(ctx.app.db, user.id)).toEqual(['editor']);
    const list = await runAdminCommand(ctx.app.db, ['list']);
    expect(list.code).toBe(0);
    expect(list.output).toContain(`${user.email}\teditor`);
    expect(await runAdminCommand(ctx.app.db, ['revoke', user.email, 'editor'])).toEqual({ code: 0, output: `${user.email} is no longer editor` });
    expect(await rolesOf(ctx.app.db, user.id)).toEqual([]);
    const { rows } = await ctx.app.db.query<{ action: string; user_email: string }>(
      "select action, user_email from audit_log where resource = 'users' and record_id = $1 order by id",
      [String(user.id)],
    );
    expect(rows).toEqual([
      { action: 'grant', user_email: 'command line' },
      { action: 'revoke', user_email: 'command line' },
    ]);
  });

  it('answers usage, unknown roles and unknown people with a non-zero code', async () => {
    expect(await runAdminCommand(ctx.app.db, [])).toEqual({ code: 2, output: USAGE });
    expect(await runAdminCommand(ctx.app.db, ['grant', 'x@example.org'])).toEqual({ code: 2, output: USAGE });
    expect((await runAdminCommand(ctx.app.db, ['grant', 'x@example.org', 'owner'])).code).toBe(2);
    expect((await runAdminCommand(ctx.app.db, ['grant', 'nobody@example.org', 'editor'])).code).toBe(1);
  });

  it('keeps the last admin', async () => {
    const { rows } = await ctx.app.db.query<{ email: string }>(
      "select u.email from users u join user_roles r on r.user_id = u.id and r.role = 'admin'",
    );
    for (const { email } of rows.slice(1)) await runAdminCommand(ctx.app.db, ['revoke', email, 'admin']);
    const last = await runAdminCommand(ctx.app.db, ['revoke', rows[0].email, 'admin']);
    expect(last).toEqual({ code: 1, output: 'refused: at least one admin must remain' });
  });
});
