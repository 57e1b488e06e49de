import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestContext } from '../helpers.ts';
import { adminCall, createStaff, expectGuarded, lastAudit, listUrl, type TestUser } from '../admin-helpers.ts';
import type { AdminChatThread, AdminComment, AdminUser } from '../../src/contracts/admin.ts';
import type { CommentsResponse } from '../../src/contracts/comments.ts';

let ctx: TestContext;
let admin: TestUser;
let editor: TestUser;
let moderator: TestUser;
let plain: TestUser;
let material: { id: number; slug: string };
beforeAll(async () => {
  ctx = await createTestApp();
  admin = await createStaff(ctx.app, 'admin');
  editor = await createStaff(ctx.app, 'editor');
  moderator = await createStaff(ctx.app, 'moderator');
  plain = await createStaff(ctx.app);
  const { rows } = await ctx.app.db.query<{ id: number; slug: string }>("select id, slug from materials where lang = 'ru' order by id limit 1");
  material = rows[0];
});
afterAll(() => ctx.close());

const call = (user: TestUser, method: string, url: string, payload?: unknown) => adminCall(ctx.app, user, method, url, payload);
const postComment = (user: TestUser, content: string) =>
  ctx.app.inject({ method: 'POST', url: `/api/materials/${material.slug}/`, headers: user.auth, payload: { content } });
const publicComments = async () =>
  (await ctx.app.inject({ url: `/api/materials/${material.slug}/comments` })).json() as CommentsResponse;

describe('admin: comments', () => {
  let comment: AdminComment;

  it('answers 401 without a token and 403 for a plain user and an editor', async () => {
    await expectGuarded(ctx.app, 'comments', [plain, editor]);
  });

  it('lists with Content-Range and filters by text, user and item', async () => {
    expect((await postComment(plain, 'Очень познавательная статья про субботу')).statusCode).toBe(200);
    expect((await postComment(editor, 'Другой отзыв')).statusCode).toBe(200);
    const res = await call(moderator, 'GET', listUrl('comments', { range: [0, 9], filter: { q: 'ПОЗНАВАТЕЛЬНАЯ' } }));
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-range']).toBe('comments 0-0/1');
    [comment] = res.json() as AdminComment[];
    expect(comment).toMatchObject({
      user_id: plain.id,
      user_email: plain.email,
      item_type: 'material',
      item_id: material.id,
      hidden: false,
      item_link: `/ru/materials/${material.slug}`,
    });
    const byUser = await call(moderator, 'GET', listUrl('comments', { filter: { user_id: editor.id } }));
    expect((byUser.json() as AdminComment[]).map((c) => c.content)).toEqual(['Другой отзыв']);
    const byItem = await call(moderator, 'GET', listUrl('comments', { filter: { item_type: 'material', item_id: material.id } }));
    expect((byItem.json() as AdminComment[]).length).toBe(2);
    expect((await call(moderator, 'GET', listUrl('comments', { filter: { item_type: 'book' } }))).statusCode).toBe(422);
    expect((await call(moderator, 'GET', `comments/${comment.id}`)).json()).toEqual(comment);
  });

  it('hides a comment from the public list and its count, and shows it again', async () => {
    const before = await publicComments();
    const hidden = await call(moderator, 'PUT', `comments/${comment.id}`, { ...comment, hidden: true });
    expect(hidden.statusCode).toBe(200);
    expect((hidden.json() as AdminComment).hidden).toBe(true);
    const after = await publicComments();
    expect(after.countComments).toBe(before.countComments - 1);
    expect(after.comments.map((c) => c.id)).not.toContain(comment.id);
    expect(await lastAudit(ctx.app, 'comments', comment.id)).toMatchObject({ action: 'hide', user_id: moderator.id });
    await call(moderator, 'PUT', `comments/${comment.id}`, { hidden: false });
    expect((await publicComments()).countComments).toBe(before.countComments);
    expect(await lastAudit(ctx.app, 'comments', comment.id)).toMatchObject({ action: 'unhide' });
    expect((await call(moderator, 'PUT', `comments/${comment.id}`, { hidden: 'maybe' })).statusCode).toBe(422);
    expect((await call(moderator, 'POST', 'comments', { content: 'x' })).statusCode).toBe(404);
  });

  it('deletes a comment', async () => {
    const res = await call(moderator, 'DELETE', `comments/${comment.id}`);
    expect(res.statusCode).toBe(200);
    expect((res.json() as AdminComment).id).toBe(comment.id);
    expect((await call(moderator, 'GET', `comments/${comment.id}`)).statusCode).toBe(404);
    expect(await lastAudit(ctx.app, 'comments', comment.id)).toMatchObject({ action: 'delete' });
  });
});

describe('admin: users', () => {
  it('answers 401 without a token and 403 for a plain user and an editor', async () => {
    await expectGuarded(ctx.app, 'users', [plain, editor], plain.id);
  });

  it('lists and shows users with roles; the current user call carries the roles', async () => {
    const res = await call(moderator, 'GET', listUrl('users', { range: [0, 99], filter: { role: 'editor' } }));
    expect(res.statusCode).toBe(200);
    expect((res.json() as AdminUser[]).map((u) => u.id)).toEqual([editor.id]);
    expect(res.headers['content-range']).toBe('users 0-0/1');
    const one = (await call(moderator, 'GET', `users/${admin.id}`)).json() as AdminUser;
    expect(one).toMatchObject({ id: admin.id, roles: ['admin'], card_access: 0, comments_blocked: false });
    const me = await ctx.app.inject({ url: '/api/user', headers: editor.auth });
    expect(me.json().user.roles).toEqual(['editor']);
    expect((await ctx.app.inject({ url: '/api/user', headers: plain.auth })).json().user.roles).toEqual([]);
  });

  it('lets a moderator block commenting: the user\'s comment answers 403', async () => {
    const user = await createStaff(ctx.app);
    const record = (await call(moderator, 'GET', `users/${user.id}`)).json() as AdminUser;
    const res = await call(moderator, 'PUT', `users/${user.id}`, { ...record, comments_blocked: true });
    expect(res.statusCode).toBe(200);
    expect((res.json() as AdminUser).comments_blocked).toBe(true);
    const refused = await postComment(user, 'Спам');
    expect(refused.statusCode).toBe(403);
    expect(refused.json().message).toMatch(/blocked/);
    expect(await lastAudit(ctx.app, 'users', user.id)).toMatchObject({ action: 'update', diff: { comments_blocked: { from: false, to: true } } });
    await call(moderator, 'PUT', `users/${user.id}`, { comments_blocked: false });
    expect((await postComment(user, 'Теперь можно')).statusCode).toBe(200);
  });

  it('grants educator access (from a questionnaire) and roles; only an admin changes roles', async () => {
    const user = await createStaff(ctx.app);
    const granted = await call(moderator, 'PUT', `users/${user.id}`, { card_access: 1 });
    expect(granted.statusCode).toBe(200);
    expect(await lastAudit(ctx.app, 'users', user.id)).toMatchObject({ action: 'grant', diff: { card_access: { from: 0, to: 1 } } });
    const record = granted.json() as AdminUser;
    const byModerator = await call(moderator, 'PUT', `users/${user.id}`, { ...record, roles: ['editor'] });
    expect(byModerator.statusCode).toBe(403);
    // the same roles sent back with the record are no change
    expect((await call(moderator, 'PUT', `users/${user.id}`, { ...record, roles: [] })).statusCode).toBe(200);
    const byAdmin = await call(admin, 'PUT', `users/${user.id}`, { roles: ['editor', 'moderator'] });
    expect(byAdmin.statusCode).toBe(200);
    expect((byAdmin.json() as AdminUser).roles).toEqual(['editor', 'moderator']);
    expect((await ctx.app.inject({ url: '/api/user', headers: user.auth })).json().user).toMatchObject({
      roles: ['editor', 'moderator'],
      card_access: 1,
    });
    expect((await call(admin, 'PUT', `users/${user.id}`, { roles: ['owner'] })).statusCode).toBe(422);
    const lastAdmin = await call(admin, 'PUT', `users/${admin.id}`, { roles: [] });
    expect(lastAdmin.statusCode).toBe(422);
    expect(lastAdmin.json().errors.roles[0]).toMatch(/admin must remain/);
    expect((await call(admin, 'DELETE', `users/${user.id}`)).statusCode).toBe(404);
  });
});

describe('admin: chats', () => {
  it('answers 401 without a token and 403 for a plain user and an editor', async () => {
    await expectGuarded(ctx.app, 'chats', [plain, editor], plain.id);
  });

  it('orders the inbox by the oldest unanswered message; a reply reaches the user as unread', async () => {
    const first = await createStaff(ctx.app);
    const second = await createStaff(ctx.app);
    const send = (user: TestUser, text: string) =>
      ctx.app.inject({ method: 'POST', url: '/api/user/chat', headers: user.auth, payload: { text } });
    expect((await send(second, 'Вопрос второго')).statusCode).toBe(200);
    expect((await send(first, 'Вопрос первого')).statusCode).toBe(200);
    // the second user's question is older
    await ctx.app.db.query("update chat_messages set created_at = created_at - interval '2 hours' where user_id = $1", [second.id]);
    const inbox = await call(moderator, 'GET', listUrl('chats', { range: [0, 24] }));
    expect(inbox.statusCode).toBe(200);
    const threads = inbox.json() as AdminChatThread[];
    expect(threads.slice(0, 2).map((t) => t.id)).toEqual([second.id, first.id]);
    expect(threads[0].waiting_seconds).toBeGreaterThanOrEqual(7200);
    expect(threads[0]).toMatchObject({ unanswered_count: 1, last_message_text: 'Вопрос второго', user_email: second.email });
    expect(inbox.headers['content-range']).toMatch(/^chats 0-1\/2$/);

    const thread = (await call(moderator, 'GET', `chats/${second.id}`)).json() as AdminChatThread;
    expect(thread.messages!.map((m) => m.author)).toEqual(['team', 'user']);

    // the user has read the welcome: only the reply will be unread
    await ctx.app.inject({ url: '/api/user/chat', headers: second.auth });
    expect((await ctx.app.inject({ url: '/api/user', headers: second.auth })).json().user.chat.unread_user_messages).toBe(0);
    const reply = await call(moderator, 'POST', `chats/${second.id}/messages`, { text: '  Ответ команды  ' });
    expect(reply.statusCode).toBe(201);
    expect(reply.json()).toMatchObject({ author: 'team', text: 'Ответ команды', admin_id: moderator.id, read_at: null });
    expect(await lastAudit(ctx.app, 'chats', second.id)).toMatchObject({ action: 'reply', user_id: moderator.id });
    const me = await ctx.app.inject({ url: '/api/user', headers: second.auth });
    expect(me.json().user.chat.unread_user_messages).toBe(1);
    const chat = await ctx.app.inject({ url: '/api/user/chat', headers: second.auth });
    expect(chat.json().messages.at(-1)).toMatchObject({ author: 'team', text: 'Ответ команды', is_new: true });

    const after = (await call(moderator, 'GET', listUrl('chats', { filter: { unanswered: true } }))).json() as AdminChatThread[];
    expect(after.map((t) => t.id)).toEqual([first.id]);
    const answered = (await call(moderator, 'GET', `chats/${second.id}`)).json() as AdminChatThread;
    expect(answered).toMatchObject({ unanswered_count: 0, waiting_since: null, waiting_seconds: null, last_message_author: 'team' });

    for (const body of [{ text: '' }, { text: '   ' }, {}, { text: 'x'.repeat(5000) }]) {
      expect((await call(moderator, 'POST', `chats/${second.id}/messages`, body)).statusCode).toBe(422);
    }
    expect((await call(moderator, 'POST', 'chats/999999/messages', { text: 'hi' })).statusCode).toBe(404);
    expect((await adminCall(ctx.app, null, 'POST', `chats/${second.id}/messages`, { text: 'hi' })).statusCode).toBe(401);
    expect((await call(editor, 'POST', `chats/${second.id}/messages`, { text: 'hi' })).statusCode).toBe(403);
    expect((await call(moderator, 'GET', 'chats/999999')).statusCode).toBe(404);
  });
});

describe('admin: questionnaires and audit', () => {
  it('lists questionnaires for a moderator, read-only', async () => {
    const user = await createStaff(ctx.app);
    const saved = await ctx.app.inject({
      method: 'POST',
      url: '/api/user/questionary',
      headers: user.auth,
      payload: { role: 'teacher', organisation: 'Школа 1', city: 'Казань', subjects: ['история'], usage: 'Уроки' },
    });
    expect(saved.statusCode).toBe(200);
    await expectGuarded(ctx.app, 'questionnaires', [plain, editor], user.id);
    const res = await call(moderator, 'GET', listUrl('questionnaires', { filter: { q: 'школа' } }));
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual([expect.objectContaining({ id: user.id, user_id: user.id, role: 'teacher', card_access: 0 })]);
    expect((await call(moderator, 'GET', `questionnaires/${user.id}`)).json()).toMatchObject({ organisation: 'Школа 1' });
    expect((await call(moderator, 'PUT', `questionnaires/${user.id}`, { role: 'other' })).statusCode).toBe(404);
  });

  it('shows the audit to admins only, filtered by resource and record', async () => {
    await expectGuarded(ctx.app, 'audit', [plain, editor, moderator]);
    const res = await call(admin, 'GET', listUrl('audit', { range: [0, 49], filter: { resource: 'comments' }, sort: ['id', 'DESC'] }));
    expect(res.statusCode).toBe(200);
    const rows = res.json() as { action: string; user_email: string; resource: string }[];
    expect(rows.map((r) => r.action)).toEqual(['delete', 'unhide', 'hide']);
    expect(rows[0]).toMatchObject({ user_email: moderator.email, resource: 'comments' });
    expect((await call(admin, 'GET', listUrl('audit', { filter: { action: 'steal' } }))).statusCode).toBe(422);
    expect((await call(admin, 'POST', 'audit', {})).statusCode).toBe(404);
  });
});
