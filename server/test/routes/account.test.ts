import { describe, expect, it } from 'vitest';
import { createUser, useTestApp } from '../helpers.ts';
import { issueToken } from '../../src/plugins/auth.ts';
import { hashPassword } from '../../src/lib/passwords.ts';
import type { Session } from '../../src/contracts/account.ts';
import type { CommentsResponse } from '../../src/contracts/comments.ts';

const ctx = useTestApp();

const bearer = (token: string) => ({ authorization: `Bearer ${token}` });
const currentUserStatus = async (token: string) =>
  (await ctx.app.inject({ url: '/api/user', headers: bearer(token) })).statusCode;
const sessions = async (token: string, userAgent?: string) => {
  const res = await ctx.app.inject({
    url: '/api/user/sessions',
    headers: { ...bearer(token), ...(userAgent ? { 'user-agent': userAgent } : {}) },
  });
  expect(res.statusCode).toBe(200);
  return res.json() as Session[];
};

async function withPassword(password: string) {
  const user = await createUser(ctx.app);
  await ctx.app.db.query('update users set password_hash = $2 where id = $1', [user.id, await hashPassword(password)]);
  return user;
}

describe('sessions', () => {
  it('answers 401 to visitors on every call', async () => {
    for (const [method, url] of [
      ['GET', '/api/user/sessions'],
      ['DELETE', '/api/user/sessions'],
      ['DELETE', '/api/user/sessions/1'],
      ['DELETE', '/api/user'],
    ] as const) {
      const res = await ctx.app.inject({ method, url });
      expect(res.statusCode, url).toBe(401);
      expect(res.json()).toEqual({ message: 'Unauthenticated.' });
    }
  });

  it('lists the active sessions with the current one first, its browser, and never a token', async () => {
    const user = await createUser(ctx.app);
    const other = await issueToken(ctx.app, user.id);
    await sessions(other, 'Mozilla/5.0 (Windows NT 10.0) Firefox/130.0');
    await ctx.app.db.query(`update user_tokens set expires_at = now() - interval '1 day' where id = (
      select id from user_tokens where user_id = $1 order by id limit 1)`, [user.id]);
    const third = await issueToken(ctx.app, user.id);
    const list = await sessions(third, 'Mozilla/5.0 (iPhone) Safari/605');
    // The expired first session is not listed.
    expect(list).toHaveLength(2);
    expect(list[0]).toMatchObject({ current: true, user_agent: 'Mozilla/5.0 (iPhone) Safari/605' });
    expect(list[1]).toMatchObject({ current: false, user_agent: 'Mozilla/5.0 (Windows NT 10.0) Firefox/130.0' });
    for (const session of list) {
      expect(Object.keys(session).sort()).toEqual(['created_at', 'current', 'expires_at', 'id', 'last_used_at', 'user_agent']);
      expect(Number.isNaN(Date.parse(session.last_used_at))).toBe(false);
    }
    expect(JSON.stringify(list)).not.toContain(third);
    expect(JSON.stringify(list)).not.toContain(other);
  });

  it('ends one session: that device is signed out, the others stay; another user\'s session is a 404', async () => {
    const user = await createUser(ctx.app);
    const phone = await issueToken(ctx.app, user.id);
    const stranger = await createUser(ctx.app);
    const phoneId = (await sessions(phone)).find((s) => s.current)!.id;

    const foreign = await ctx.app.inject({ method: 'DELETE', url: `/api/user/sessions/${phoneId}`, headers: stranger.auth });
    expect(foreign.statusCode).toBe(404);
    expect(foreign.json().message).toBe('No such session.');
    expect(await currentUserStatus(phone)).toBe(200);

    const res = await ctx.app.inject({ method: 'DELETE', url: `/api/user/sessions/${phoneId}`, headers: user.auth });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ success: true, message: 'That device is signed out.' });
    expect(await currentUserStatus(phone)).toBe(401);
    expect(await currentUserStatus(user.token)).toBe(200);
    // Again: it is gone.
    expect((await ctx.app.inject({ method: 'DELETE', url: `/api/user/sessions/${phoneId}`, headers: user.auth })).statusCode).toBe(404);
  });

  it('ending the current session signs this device out', async () => {
    const user = await createUser(ctx.app);
    const id = (await sessions(user.token))[0].id;
    const res = await ctx.app.inject({ method: 'DELETE', url: `/api/user/sessions/${id}`, headers: user.auth });
    expect(res.json()).toEqual({ success: true, message: 'You are signed out.' });
    expect(await currentUserStatus(user.token)).toBe(401);
  });

  it('answers 422 for a malformed session id', async () => {
    const user = await createUser(ctx.app);
    for (const id of ['abc', '0', '99999999999']) {
      const res = await ctx.app.inject({ method: 'DELETE', url: `/api/user/sessions/${id}`, headers: user.auth });
      expect(res.statusCode, id).toBe(422);
      expect(res.json().errors).toHaveProperty('id');
    }
  });

  it('signs out on all other devices and keeps this one, or this one too with include_current', async () => {
    const user = await createUser(ctx.app);
    const others = [await issueToken(ctx.app, user.id), await issueToken(ctx.app, user.id)];
    const stranger = await createUser(ctx.app);

    const res = await ctx.app.inject({ method: 'DELETE', url: '/api/user/sessions', headers: user.auth });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ success: true, ended: 2, message: 'You are signed out on all other devices.' });
    for (const token of others) expect(await currentUserStatus(token)).toBe(401);
    expect(await currentUserStatus(user.token)).toBe(200);
    expect(await currentUserStatus(stranger.token)).toBe(200);
    expect(await sessions(user.token)).toHaveLength(1);

    const again = await issueToken(ctx.app, user.id);
    const all = await ctx.app.inject({
      method: 'DELETE',
      url: '/api/user/sessions?include_current=true',
      headers: user.auth,
    });
    expect(all.json()).toEqual({ success: true, ended: 2, message: 'You are signed out on all devices.' });
    expect(await currentUserStatus(user.token)).toBe(401);
    expect(await currentUserStatus(again)).toBe(401);

    const bad = await ctx.app.inject({ method: 'DELETE', url: '/api/user/sessions?include_current=maybe', headers: stranger.auth });
    expect(bad.statusCode).toBe(422);
  });

  it('a password change ends the other sessions and keeps this one', async () => {
    const user = await withPassword('old-Password1');
    const other = await issueToken(ctx.app, user.id);
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/api/user/password',
      headers: user.auth,
      payload: { current_password: 'old-Password1', password: 'new-Password2', password_confirmation: 'new-Password2' },
    });
    expect(res.statusCode).toBe(200);
    expect(await currentUserStatus(other)).toBe(401);
    expect(await currentUserStatus(user.token)).toBe(200);
    expect(await sessions(user.token)).toHaveLength(1);
  });
});

describe('DELETE /api/user', () => {
  const deleteAccount = (token: string, payload?: Record<string, unknown>) =>
    ctx.app.inject({ method: 'DELETE', url: '/api/user', headers: bearer(token), ...(payload ? { payload } : {}) });

  it('asks for the password of an account that has one', async () => {
    const user = await withPassword('secret-Pass1');
    const missing = await deleteAccount(user.token);
    expect(missing.statusCode).toBe(422);
    expect(missing.json()).toEqual({
      message: 'Enter your password to delete your account.',
      errors: { password: ['Enter your password to delete your account.'] },
    });
    const wrong = await deleteAccount(user.token, { password: 'wrong-Pass1' });
    expect(wrong.statusCode).toBe(422);
    expect(wrong.json().errors).toEqual({ password: ['The password is incorrect.'] });
    expect(await currentUserStatus(user.token)).toBe(200);
  });

  it('removes the personal data, keeps the comments anonymised, and ends every session', async () => {
    const user = await withPassword('secret-Pass1');
    const other = await issueToken(ctx.app, user.id);
    const { rows: material } = await ctx.app.db.query<{ id: number; slug: string }>(
      "select id, slug from materials where lang = 'ru' order by id limit 1",
    );
    const { id: materialId, slug } = material[0];
    const comment = await ctx.app.inject({
      method: 'POST',
      url: `/api/materials/${slug}/`,
      headers: user.auth,
      payload: { content: 'Комментарий, который переживёт аккаунт.' },
    });
    expect(comment.statusCode).toBe(200);
    await ctx.app.inject({ method: 'POST', url: `/api/favorite/${materialId}/add`, headers: user.auth, payload: { type: 'material' } });
    await ctx.app.inject({ method: 'POST', url: '/api/user/add-to-active', headers: user.auth, payload: { material_id: materialId } });
    const sent = await ctx.app.inject({ method: 'POST', url: '/api/send-message', headers: user.auth, payload: { messageText: 'Вопрос команде' } });
    expect(sent.statusCode).toBe(200);
    const db = ctx.app.db;
    await db.query("insert into chat_messages (user_id, author, text) values ($1, 'user', 'Здравствуйте')", [user.id]);
    await db.query("insert into social_accounts (user_id, provider, subject) values ($1, 'google', 'g-delete-me')", [user.id]);
    const likesBefore = (await db.query<{ n: number }>('select like_count as n from materials where id = $1', [materialId])).rows[0].n;

    const res = await deleteAccount(user.token, { password: 'secret-Pass1' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ success: true, message: 'Your account and your personal data have been deleted.' });

    expect(await currentUserStatus(user.token)).toBe(401);
    expect(await currentUserStatus(other)).toBe(401);
    const count = async (sql: string) => (await db.query<{ n: number }>(sql, [user.id])).rows[0].n;
    for (const table of ['users', 'user_tokens', 'favorites', 'material_progress', 'chat_messages', 'social_accounts', 'user_tags', 'contact_messages']) {
      const column = table === 'users' ? 'id' : 'user_id';
      expect(await count(`select count(*)::int as n from ${table} where ${column} = $1`), table).toBe(0);
    }
    expect(await count("select count(*)::int as n from contact_messages where text = 'Вопрос команде' and $1::int is not null")).toBe(0);
    expect(await count('select count(*)::int as n from comments where user_id = $1')).toBe(0);
    expect((await db.query<{ n: number }>('select like_count as n from materials where id = $1', [materialId])).rows[0].n).toBe(likesBefore);

    // The comment stays, without its author: shown as 'Пользователь' (name and surname null).
    const list = (await ctx.app.inject({ url: `/api/materials/${slug}/comments?lang=ru` })).json() as CommentsResponse;
    const kept = list.comments.find((c) => c.content === 'Комментарий, который переживёт аккаунт.');
    expect(kept).toBeDefined();
    expect(kept!.user).toEqual({ name: null, surname: null });
    const { rows } = await db.query<{ user_id: number | null }>('select user_id from comments where id = $1', [kept!.id]);
    expect(rows[0].user_id).toBeNull();

    // The address is free again.
    const again = await ctx.app.inject({
      method: 'POST',
      url: '/api/register',
      payload: { email: user.email, password: 'another-Pass1', password_confirmation: 'another-Pass1' },
    });
    expect(again.statusCode).toBe(200);
  });

  it('lets a social-only account delete itself only right after signing in with its provider', async () => {
    const user = await createUser(ctx.app);
    await ctx.app.db.query("insert into social_accounts (user_id, provider, subject) values ($1, 'facebook', 'fb-1')", [user.id]);
    await ctx.app.db.query(`update user_tokens set created_at = now() - interval '11 minutes' where user_id = $1`, [user.id]);
    const stale = await deleteAccount(user.token, { password: 'anything-at-all' });
    expect(stale.statusCode).toBe(403);
    expect(stale.json().message).toBe(
      'For your safety, sign in again with Google or Facebook, then delete your account within 10 minutes.',
    );
    const fresh = await issueToken(ctx.app, user.id);
    const res = await deleteAccount(fresh);
    expect(res.statusCode).toBe(200);
    expect((await ctx.app.db.query('select 1 from users where id = $1', [user.id])).rows).toHaveLength(0);
  });

  it('answers 422 for a body of the wrong shape', async () => {
    const user = await withPassword('secret-Pass1');
    const res = await deleteAccount(user.token, { password: 12345678 } as never);
    expect(res.statusCode).toBe(422);
  });
});

describe('DELETE /api/user when something else still points at the user', () => {
  it('answers 409 with a message instead of a server error, and deletes nothing', async () => {
    const user = await createUser(ctx.app);
    await ctx.app.db.query('create table test_blocking_rows (user_id integer references users (id))');
    await ctx.app.db.query('insert into test_blocking_rows values ($1)', [user.id]);
    try {
      const res = await ctx.app.inject({ method: 'DELETE', url: '/api/user', headers: user.auth });
      expect(res.statusCode).toBe(409);
      expect(res.json().message).toMatch(/could not be deleted automatically/);
      expect(await currentUserStatus(user.token)).toBe(200);
    } finally {
      await ctx.app.db.query('drop table test_blocking_rows');
    }
  });
});
