import { describe, expect, it } from 'vitest';
import { createUser, useTestApp } from '../helpers.ts';
import type { ChatResponse } from '../../src/contracts/chat.ts';
import { WELCOME_MESSAGE } from '../../src/routes/chat/repository.ts';

const ctx = useTestApp();

type Auth = { authorization: string };
const readChat = async (auth: Auth, query = '') => {
  const res = await ctx.app.inject({ url: `/api/user/chat${query}`, headers: auth });
  expect(res.statusCode).toBe(200);
  return (res.json() as ChatResponse).messages;
};
const send = (payload: unknown, headers: Record<string, string> = {}) =>
  ctx.app.inject({ method: 'POST', url: '/api/user/chat', payload: payload as never, headers });
const teamReply = (userId: number, text: string) =>
  ctx.app.db.query("insert into chat_messages (user_id, author, text) values ($1, 'team', $2)", [userId, text]);
const unreadInUser = async (auth: Auth) =>
  (await ctx.app.inject({ url: '/api/user', headers: auth })).json().user.chat.unread_user_messages as number;

describe('the help chat', () => {
  it('answers 401 without a token', async () => {
    expect((await ctx.app.inject({ url: '/api/user/chat' })).statusCode).toBe(401);
    for (const payload of [{ text: 'hello' }, { text: '' }]) {
      const res = await send(payload);
      expect(res.statusCode).toBe(401);
      expect(res.json()).toEqual({ message: 'Unauthenticated.' });
    }
    expect((await ctx.app.db.query('select 1 from chat_messages')).rows).toEqual([]);
  });

  it('starts the thread with one welcome from the team, shown as new once', async () => {
    const user = await createUser(ctx.app);
    const first = await readChat(user.auth);
    expect(first).toHaveLength(1);
    expect(first[0]).toMatchObject({ author: 'team', text: WELCOME_MESSAGE.ru, is_new: true });
    const second = await readChat(user.auth);
    expect(second).toEqual([{ ...first[0], is_new: false }]);
    const { rows } = await ctx.app.db.query<{ read: boolean }>(
      'select read_at is not null as read from chat_messages where user_id = $1',
      [user.id],
    );
    expect(rows).toEqual([{ read: true }]);
  });

  it('writes one welcome even when the first reads come at once', async () => {
    const user = await createUser(ctx.app);
    await Promise.all(Array.from({ length: 5 }, () => ctx.app.inject({ url: '/api/user/chat', headers: user.auth })));
    expect((await readChat(user.auth)).map((m) => m.text)).toEqual([WELCOME_MESSAGE.ru]);
  });

  it('shows the welcome in the language of each read, whichever language began the thread (issue 19)', async () => {
    const user = await createUser(ctx.app);
    expect((await readChat(user.auth, '?lang=ru'))[0].text).toBe(WELCOME_MESSAGE.ru);
    expect((await readChat(user.auth, '?lang=en')).map((m) => m.text)).toEqual([WELCOME_MESSAGE.en]);
    const sent = await send({ text: 'Where is my course?', lang: 'en' }, user.auth);
    expect(sent.statusCode).toBe(200);
    await teamReply(user.id, 'Ответ команды');
    // A team answer is shown as written; only the welcome follows the reader.
    expect((await readChat(user.auth, '?lang=en')).map((m) => m.text)).toEqual([WELCOME_MESSAGE.en, 'Where is my course?', 'Ответ команды']);
    expect((await readChat(user.auth, '?lang=ru'))[0].text).toBe(WELCOME_MESSAGE.ru);
  });

  it('writes the welcome in the language asked, else in the user\'s language', async () => {
    const asked = await createUser(ctx.app);
    expect((await readChat(asked.auth, '?lang=en'))[0].text).toBe(WELCOME_MESSAGE.en);
    const english = await createUser(ctx.app);
    await ctx.app.db.query("update users set lang = 'en' where id = $1", [english.id]);
    expect((await readChat(english.auth))[0].text).toBe(WELCOME_MESSAGE.en);
    expect((await ctx.app.inject({ url: '/api/user/chat?lang=de', headers: english.auth })).statusCode).toBe(422);
  });

  it('stores the user\'s messages as plain text, after the welcome, oldest first', async () => {
    const user = await createUser(ctx.app);
    // writing before ever reading still puts the welcome first
    const res = await send({ text: '  Где найти <b>курсы</b>?\r\nСпасибо  ' }, user.auth);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      success: true,
      message: { author: 'user', text: 'Где найти <b>курсы</b>?\nСпасибо', is_new: false },
    });
    const form = await send('text=second', { ...user.auth, 'content-type': 'application/x-www-form-urlencoded' });
    expect(form.statusCode).toBe(200);
    const thread = await readChat(user.auth);
    expect(thread.map((m) => [m.author, m.text])).toEqual([
      ['team', WELCOME_MESSAGE.ru],
      ['user', 'Где найти <b>курсы</b>?\nСпасибо'],
      ['user', 'second'],
    ]);
    expect(thread[1].id).toBe(res.json().message.id);
  });

  it('shows the team\'s answers as unread until the thread is read', async () => {
    const user = await createUser(ctx.app);
    await readChat(user.auth);
    await send({ text: 'A question' }, user.auth);
    await teamReply(user.id, 'An answer');
    await teamReply(user.id, 'And one more');
    expect(await unreadInUser(user.auth)).toBe(2);
    const thread = await readChat(user.auth);
    expect(thread.map((m) => [m.author, m.text, m.is_new])).toEqual([
      ['team', WELCOME_MESSAGE.ru, false],
      ['user', 'A question', false],
      ['team', 'An answer', true],
      ['team', 'And one more', true],
    ]);
    expect(await unreadInUser(user.auth)).toBe(0);
    expect((await readChat(user.auth)).every((m) => !m.is_new)).toBe(true);
  });

  it('keeps each user to their own thread', async () => {
    const one = await createUser(ctx.app);
    const two = await createUser(ctx.app);
    await send({ text: 'private' }, one.auth);
    expect((await readChat(two.auth)).map((m) => m.text)).toEqual([WELCOME_MESSAGE.ru]);
  });

  it('answers 422 for empty, blank or too long text, storing nothing', async () => {
    const user = await createUser(ctx.app);
    for (const payload of [{}, { text: '' }, { text: '   \n ' }, { text: 'x'.repeat(4001) }, { text: ['a', 'b'] }, { text: { a: 1 } }]) {
      const res = await send(payload, user.auth);
      expect(res.statusCode, JSON.stringify(payload).slice(0, 40)).toBe(422);
      expect(res.json().errors.text[0]).toBeTruthy();
    }
    const { rows } = await ctx.app.db.query("select 1 from chat_messages where user_id = $1 and author = 'user'", [user.id]);
    expect(rows).toEqual([]);
    expect((await send({ text: 'x'.repeat(4000) }, user.auth)).statusCode).toBe(200);
  });
});
