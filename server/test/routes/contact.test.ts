import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, createUser, type TestContext } from '../helpers.ts';

let ctx: TestContext;
beforeAll(async () => {
  // a generous limit here; the limit itself is tested on its own app below
  ctx = await createTestApp({ RATE_LIMIT_MAX: '1000' });
});
afterAll(() => ctx.close());

const send = (app: TestContext['app'], payload: unknown, headers: Record<string, string> = {}) =>
  app.inject({ method: 'POST', url: '/api/send-message', payload: payload as never, headers });
const lastMessage = async () =>
  (
    await ctx.app.db.query<{ user_id: number | null; email: string | null; text: string }>(
      'select user_id, email, text from contact_messages order by id desc limit 1',
    )
  ).rows[0];
const messageCount = async () =>
  (await ctx.app.db.query<{ n: number }>('select count(*)::int as n from contact_messages')).rows[0].n;

describe('POST /api/send-message', () => {
  it('stores a visitor\'s message with the reply address', async () => {
    const res = await send(ctx.app, { messageText: '  Hello team!\r\nA question.  ', email: 'reader@example.org' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ success: true });
    expect(await lastMessage()).toEqual({ user_id: null, email: 'reader@example.org', text: 'Hello team!\nA question.' });
  });

  it('stores a signed-in user\'s message with the user, whether userId is sent or not', async () => {
    const user = await createUser(ctx.app);
    expect((await send(ctx.app, { messageText: 'one', userId: user.id }, user.auth)).json()).toEqual({ success: true });
    expect(await lastMessage()).toEqual({ user_id: user.id, email: null, text: 'one' });
    expect((await send(ctx.app, { messageText: 'two', userId: null }, user.auth)).statusCode).toBe(200);
    expect(await lastMessage()).toEqual({ user_id: user.id, email: null, text: 'two' });
  });

  it('answers 403 when userId is not the signed-in user, or a visitor claims one', async () => {
    const user = await createUser(ctx.app);
    const other = await createUser(ctx.app);
    const before = await messageCount();
    const mismatch = await send(ctx.app, { messageText: 'as someone else', userId: other.id }, user.auth);
    expect(mismatch.statusCode).toBe(403);
    expect(mismatch.json().message).toBeTruthy();
    expect((await send(ctx.app, { messageText: 'claiming', userId: user.id })).statusCode).toBe(403);
    expect(await messageCount()).toBe(before);
  });

  it('answers 422 for empty or blank text, over-long text, a malformed e-mail and a list for one value; 400 for broken JSON', async () => {
    const before = await messageCount();
    for (const [payload, field] of [
      [{}, 'messageText'],
      [{ messageText: '' }, 'messageText'],
      [{ messageText: ' \n ' }, 'messageText'],
      [{ messageText: 'x'.repeat(5001) }, 'messageText'],
      [{ messageText: 'hi', email: 'not-an-address' }, 'email'],
      [{ messageText: 'hi', userId: 'me' }, 'userId'],
      // One-item lists: Ajv's array coercion let the e-mail's through as an array (plugins/coercion-gaps.ts).
      [{ messageText: 'hi', email: ['reader@example.org'] }, 'email'],
      [{ messageText: ['hi'] }, 'messageText'],
    ] as const) {
      const res = await send(ctx.app, payload);
      expect(res.statusCode, JSON.stringify(payload).slice(0, 40)).toBe(422);
      expect(res.json().errors[field]?.[0]).toBeTruthy();
    }
    const broken = await send(ctx.app, '{"messageText":', { 'content-type': 'application/json' });
    expect(broken.statusCode).toBe(400);
    expect(broken.json().message).toBeTruthy();
    expect(await messageCount()).toBe(before);
  });

  it('limits how often one address may send', async () => {
    const limited = await createTestApp({ RATE_LIMIT_MAX: '3' });
    try {
      for (let i = 0; i < 3; i += 1) expect((await send(limited.app, { messageText: `m${i}` })).statusCode).toBe(200);
      const res = await send(limited.app, { messageText: 'one too many' });
      expect(res.statusCode).toBe(429);
      expect(res.json().message).toMatch(/Too many/);
      expect(res.headers['retry-after']).toBeDefined();
      const { rows } = await limited.app.db.query<{ n: number }>('select count(*)::int as n from contact_messages');
      expect(rows[0].n).toBe(3);
    } finally {
      await limited.close();
    }
  });
});
