import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, createUser, type TestContext } from '../helpers.ts';
import type { TagsResponse } from '../../src/contracts/common.ts';
import type { CurrentUserResponse } from '../../src/contracts/user.ts';

let ctx: TestContext;
let tagIds: number[];
beforeAll(async () => {
  ctx = await createTestApp();
  const tags = (await ctx.app.inject({ url: '/api/tags?lang=en' })).json() as TagsResponse;
  tagIds = [...tags.main_tags, ...tags.additional_tags].map((t) => t.id);
});
afterAll(() => ctx.close());

const me = async (auth: { authorization: string }, query = '') =>
  (await ctx.app.inject({ url: `/api/user${query}`, headers: auth })).json() as CurrentUserResponse;

const update = (auth: { authorization: string }, payload: Record<string, unknown> | string, contentType?: string) =>
  ctx.app.inject({
    method: 'POST',
    url: '/api/user/update',
    headers: contentType ? { ...auth, 'content-type': contentType } : auth,
    payload,
  });

describe('GET /api/user: the current user of spec §3', () => {
  it('has the profile fields, interest tags, social accounts, comments count and unread chat answers', async () => {
    const user = await createUser(ctx.app, { name: 'Лея', surname: 'Гольд' });
    const other = await createUser(ctx.app);
    await ctx.app.db.query('insert into user_tags (user_id, tag_id, position) values ($1, $2, 0), ($1, $3, 1)', [
      user.id, tagIds[2], tagIds[0],
    ]);
    await ctx.app.db.query(
      "insert into social_accounts (user_id, provider, subject, email) values ($1, 'google', 'g-123', 'lea@gmail.example')",
      [user.id],
    );
    await ctx.app.db.query(
      `insert into comments (user_id, item_type, item_id, content)
       values ($1, 'material', 1, 'Спасибо!'), ($1, 'course', 2, 'Отлично'), ($2, 'material', 1, 'Чужой')`,
      [user.id, other.id],
    );
    await ctx.app.db.query(
      `insert into chat_messages (user_id, author, text, read_at) values
         ($1, 'team', 'answer 1', null), ($1, 'team', 'answer 2', null), ($1, 'team', 'old answer', now()),
         ($1, 'user', 'my question', null), ($2, 'team', 'not yours', null)`,
      [user.id, other.id],
    );

    const body = await me(user.auth, '?lang=en');
    expect(body.user).toMatchObject({
      id: user.id,
      email: user.email,
      name: 'Лея',
      surname: 'Гольд',
      country: null,
      city: null,
      card_access: 0,
      email_verified: true,
      comments_count: 2,
      chat: { unread_user_messages: 2 },
    });
    expect(body.user.tags.map((t) => t.id)).toEqual([tagIds[2], tagIds[0]]);
    const { rows } = await ctx.app.db.query<{ name_en: string; name_ru: string }>('select name_en, name_ru from tags where id = $1', [tagIds[2]]);
    expect(body.user.tags[0].name).toBe(rows[0].name_en);
    expect((await me(user.auth)).user.tags[0].name).toBe(rows[0].name_ru);
    expect(body.user.social_accounts).toEqual([
      { provider: 'google', email: 'lea@gmail.example', created_at: expect.stringMatching(/^\d{4}-\d\d-\d\dT/) },
    ]);
    expect(body).toMatchObject({ favoriteMaterials: [], favoriteCourses: [], count_materials: 0, count_courses: 0 });
  });

  it('ignores the test-admin userdata header: only the token decides who is asking', async () => {
    const user = await createUser(ctx.app);
    const admin = await createUser(ctx.app, { card_access: 1 });
    const res = await ctx.app.inject({
      url: '/api/user',
      headers: { ...user.auth, userdata: JSON.stringify({ is_test_admin: true, token: admin.token, id: admin.id, card_access: 1 }) },
    });
    expect(res.json().user).toMatchObject({ id: user.id, card_access: 0 });
    const anonymous = await ctx.app.inject({ url: '/api/user', headers: { userdata: JSON.stringify({ token: admin.token }) } });
    expect(anonymous.statusCode).toBe(401);
  });
});

describe('POST /api/user/update', () => {
  it('updates name, surname, country, city and interest tags, and answers the current user', async () => {
    const user = await createUser(ctx.app);
    const res = await update(user.auth, {
      name: '  Авраам ',
      surname: 'Иванов',
      country: 'Россия',
      city: 'Казань',
      tags: [tagIds[3], tagIds[1], tagIds[3]],
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().user).toMatchObject({ name: 'Авраам', surname: 'Иванов', country: 'Россия', city: 'Казань' });
    const { rows } = await ctx.app.db.query('select name, surname, country, city from users where id = $1', [user.id]);
    expect(rows[0]).toEqual({ name: 'Авраам', surname: 'Иванов', country: 'Россия', city: 'Казань' });
    const tags = await ctx.app.db.query<{ tag_id: number }>('select tag_id from user_tags where user_id = $1 order by position', [user.id]);
    expect(tags.rows.map((r) => r.tag_id)).toEqual([tagIds[3], tagIds[1]]);
    expect((await me(user.auth)).user.tags.map((t) => t.id)).toEqual([tagIds[3], tagIds[1]]);
  });

  it('leaves out fields unchanged, clears a field sent empty or null, and empties tags with []', async () => {
    const user = await createUser(ctx.app, { name: 'Сара', surname: 'Леви' });
    await update(user.auth, { city: 'Хайфа', tags: [tagIds[0]] });
    const res = await update(user.auth, { surname: '', city: null, tags: [] });
    expect(res.statusCode).toBe(200);
    const { rows } = await ctx.app.db.query('select name, surname, city from users where id = $1', [user.id]);
    expect(rows[0]).toEqual({ name: 'Сара', surname: null, city: null });
    expect((await me(user.auth)).user.tags).toEqual([]);
  });

  it('takes an urlencoded form with repeated tags', async () => {
    const user = await createUser(ctx.app);
    const form = `name=%D0%AF%D0%BA%D0%BE%D0%B2&tags=${tagIds[4]}&tags=${tagIds[5]}`;
    const res = await update(user.auth, form, 'application/x-www-form-urlencoded');
    expect(res.statusCode).toBe(200);
    expect(res.json().user.name).toBe('Яков');
    expect(res.json().user.tags.map((t: { id: number }) => t.id)).toEqual([tagIds[4], tagIds[5]]);
  });

  it('refuses a changed e-mail or card_access with a clear message, changing nothing', async () => {
    const user = await createUser(ctx.app, { name: 'Before' });
    const email = await update(user.auth, { name: 'After', email: 'new-address@example.org' });
    expect(email.statusCode).toBe(422);
    expect(email.json().errors).toEqual({ email: ['The e-mail address cannot be changed.'] });
    const access = await update(user.auth, { name: 'After', card_access: 1 });
    expect(access.statusCode).toBe(422);
    expect(access.json().errors.card_access[0]).toMatch(/granted by the site team/);
    const { rows } = await ctx.app.db.query('select email, name, card_access from users where id = $1', [user.id]);
    expect(rows[0]).toEqual({ email: user.email, name: 'Before', card_access: 0 });
  });

  it('accepts email and card_access when they are unchanged (a form that sends every field)', async () => {
    const user = await createUser(ctx.app);
    const res = await update(user.auth, { email: user.email.toUpperCase(), card_access: 0, name: 'Same' });
    expect(res.statusCode).toBe(200);
    expect(res.json().user.name).toBe('Same');
  });

  it.each([
    [{ tags: [999999] }, 'tags'],
    [{ tags: [-1] }, 'tags.0'],
    [{ tags: ['abc'] }, 'tags.0'],
    [{ tags: Array.from({ length: 51 }, (_, i) => i + 1) }, 'tags'],
    [{ name: 'x'.repeat(101) }, 'name'],
    [{ name: 'nul\u0000byte' }, 'name'],
    [{ surname: '\u0000' }, 'surname'],
    [{ country: 'a\u0000', city: 'b' }, 'country'],
    [{ city: '\u0000' }, 'city'],
    [{ city: { a: 1 } }, 'city'],
    [{ card_access: 'yes' }, 'card_access'],
  ])('answers 422 for %j', async (payload, field) => {
    const user = await createUser(ctx.app, { name: 'Kept' });
    const res = await update(user.auth, payload);
    expect(res.statusCode).toBe(422);
    expect(Object.keys(res.json().errors)).toContain(field);
    const { rows } = await ctx.app.db.query('select name from users where id = $1', [user.id]);
    expect(rows[0].name).toBe('Kept');
  });

  it('answers 401 without a token', async () => {
    const res = await ctx.app.inject({ method: 'POST', url: '/api/user/update', payload: { name: 'x' } });
    expect(res.statusCode).toBe(401);
    const invalid = await ctx.app.inject({ method: 'POST', url: '/api/user/update', payload: { tags: ['abc'] } });
    expect(invalid.statusCode).toBe(401);
  });
});
