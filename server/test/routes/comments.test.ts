import { describe, expect, it } from 'vitest';
import { createUser, useTestApp } from '../helpers.ts';
import type { CommentsResponse, UserCommentsResponse } from '../../src/contracts/comments.ts';

const ctx = useTestApp();

/** An item with the same slug in both languages; distinct per `offset` so tests do not share comments. */
const bilingual = async (table: 'materials' | 'courses', offset: number) => {
  const { rows } = await ctx.app.db.query<{ slug: string; ru: number; en: number; title: string }>(
    `select r.slug, r.id as ru, e.id as en, r.title
     from ${table} r join ${table} e on e.slug = r.slug and e.lang = 'en'
     where r.lang = 'ru' order by r.id limit 1 offset $1`,
    [offset],
  );
  return rows[0];
};
const stored = async (itemId: number) =>
  (
    await ctx.app.db.query<{ content: string; user_id: number }>(
      "select content, user_id from comments where item_type = 'material' and item_id = $1 order by id",
      [itemId],
    )
  ).rows;

const read = async (type: string, slug: string, lang = 'ru') => {
  const res = await ctx.app.inject({ url: `/api/${type}/${slug}/comments?lang=${lang}` });
  return { status: res.statusCode, body: res.json() as CommentsResponse };
};
const post = (type: string, slug: string, payload: unknown, headers: Record<string, string> = {}, slash = true) =>
  ctx.app.inject({ method: 'POST', url: `/api/${type}/${slug}${slash ? '/' : ''}`, payload: payload as never, headers });

describe('comments of materials and courses', () => {
  it('answers an empty list for an item without comments', async () => {
    const item = await bilingual('materials', 0);
    expect(await read('materials', item.slug)).toEqual({ status: 200, body: { comments: [], countComments: 0 } });
  });

  it('stores a comment posted as a form and shows it first, with the author', async () => {
    const item = await bilingual('materials', 1);
    const user = await createUser(ctx.app, { name: 'Анна', surname: 'Коган' });
    const res = await post('materials', item.slug, `content=${encodeURIComponent('Спасибо за статью!')}&user_id=${user.id}&lang=ru`, {
      ...user.auth,
      'content-type': 'application/x-www-form-urlencoded',
    });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body).toMatchObject({
      success: true,
      comment: { content: 'Спасибо за статью!', user: { name: 'Анна', surname: 'Коган' } },
    });
    expect(Date.parse(body.comment.created_at)).toBeGreaterThan(Date.now() - 60_000);
    const later = await post('materials', item.slug, { content: 'Второй', lang: 'ru' }, user.auth, false);
    expect(later.statusCode).toBe(200);
    const { body: list } = await read('materials', item.slug);
    expect(list.countComments).toBe(2);
    expect(list.comments.map((c) => c.content)).toEqual(['Второй', 'Спасибо за статью!']);
    expect(list.comments[1]).toEqual(body.comment);
    expect(await stored(item.ru)).toEqual([
      { content: 'Спасибо за статью!', user_id: user.id },
      { content: 'Второй', user_id: user.id },
    ]);
    // the English version has its own comments
    expect((await read('materials', item.slug, 'en')).body.countComments).toBe(0);
  });

  it("takes the multipart form a browser's FormData sends", async () => {
    const item = await bilingual('materials', 7);
    const user = await createUser(ctx.app);
    const boundary = '----form-boundary-7';
    const part = (name: string, value: string) =>
      `--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`;
    const payload = `${part('content', 'Из FormData')}${part('user_id', String(user.id))}${part('lang', 'ru')}--${boundary}--\r\n`;
    const res = await post('materials', item.slug, payload, { ...user.auth, 'content-type': `multipart/form-data; boundary=${boundary}` });
    expect(res.statusCode).toBe(200);
    expect(await stored(item.ru)).toEqual([{ content: 'Из FormData', user_id: user.id }]);
  });

  it('keeps markup as plain text, trims, normalises line ends and drops control characters', async () => {
    const item = await bilingual('materials', 2);
    const user = await createUser(ctx.app);
    const content = '  <b>bold?</b> <script>alert(1)</script>\r\nline two\u0000\u0007  ';
    const res = await post('materials', item.slug, { content }, user.auth);
    expect(res.statusCode).toBe(200);
    expect(res.json().comment.content).toBe('<b>bold?</b> <script>alert(1)</script>\nline two');
    expect((await stored(item.ru))[0].content).toBe('<b>bold?</b> <script>alert(1)</script>\nline two');
  });

  it('needs a user: 401 without a token, whatever the body', async () => {
    const item = await bilingual('materials', 3);
    for (const payload of [{ content: 'hello' }, { content: '' }, {}]) {
      const res = await post('materials', item.slug, payload);
      expect(res.statusCode).toBe(401);
      expect(res.json()).toEqual({ message: 'Unauthenticated.' });
    }
    expect(await stored(item.ru)).toEqual([]);
  });

  it('answers 403 when user_id is someone else', async () => {
    const item = await bilingual('materials', 3);
    const user = await createUser(ctx.app);
    const other = await createUser(ctx.app);
    const res = await post('materials', item.slug, { content: 'hi', user_id: other.id }, user.auth);
    expect(res.statusCode).toBe(403);
    expect(res.json().message).toBeTruthy();
    expect(await stored(item.ru)).toEqual([]);
  });

  it('answers 422 for empty, blank or too long text and bad fields; 2000 characters pass', async () => {
    const item = await bilingual('materials', 4);
    const user = await createUser(ctx.app);
    for (const [payload, field] of [
      [{ content: '' }, 'content'],
      [{ content: ' \n\t ' }, 'content'],
      [{ content: '\u0000' }, 'content'],
      [{}, 'content'],
      [{ content: 'x'.repeat(2001) }, 'content'],
      [{ content: { a: 1 } }, 'content'],
      [{ content: 'ok', lang: 'de' }, 'lang'],
      [{ content: 'ok', user_id: 'abc' }, 'user_id'],
    ] as const) {
      const res = await post('materials', item.slug, payload, user.auth);
      expect(res.statusCode, JSON.stringify(payload).slice(0, 50)).toBe(422);
      expect(res.json().errors[field]?.[0]).toBeTruthy();
    }
    const tooLong = await post('materials', item.slug, { content: 'я'.repeat(2001) }, user.auth);
    expect(tooLong.json().message).toBe('The content field must not be greater than 2000 characters.');
    expect(await stored(item.ru)).toEqual([]);
    const longest = await post('materials', item.slug, { content: 'я'.repeat(2000) }, user.auth);
    expect(longest.statusCode).toBe(200);
    expect((await stored(item.ru))[0].content).toHaveLength(2000);
  });

  it('answers 404 for unknown slugs and 422 for malformed ones or an unknown lang', async () => {
    const user = await createUser(ctx.app);
    expect((await read('materials', 'no-such-thing')).status).toBe(404);
    expect((await read('courses', 'no-such-thing')).status).toBe(404);
    expect((await post('materials', 'no-such-thing', { content: 'hi' }, user.auth)).statusCode).toBe(404);
    expect((await read('materials', 'Bad_Slug')).status).toBe(422);
    const item = await bilingual('materials', 0);
    expect((await read('materials', item.slug, 'de')).status).toBe(422);
  });

  it('shows the newest 1000 comments and counts them all', async () => {
    const item = await bilingual('materials', 5);
    const user = await createUser(ctx.app);
    await ctx.app.db.query(
      `insert into comments (user_id, item_type, item_id, content, created_at)
       select $1, 'material', $2, 'comment ' || n, now() - make_interval(mins => n) from generate_series(1, 1005) n`,
      [user.id, item.ru],
    );
    const { body } = await read('materials', item.slug);
    expect(body.countComments).toBe(1005);
    expect(body.comments).toHaveLength(1000);
    expect(body.comments[0].content).toBe('comment 1');
    expect(body.comments[999].content).toBe('comment 1000');
  });

  it('works the same for courses', async () => {
    const course = await bilingual('courses', 0);
    const user = await createUser(ctx.app, { name: 'Lev', surname: 'Gold' });
    const res = await post('courses', course.slug, { content: 'Great course', lang: 'en' }, user.auth);
    expect(res.statusCode).toBe(200);
    const { body } = await read('courses', course.slug, 'en');
    expect(body).toEqual({ comments: [res.json().comment], countComments: 1 });
    const { rows } = await ctx.app.db.query("select item_id from comments where item_type = 'course' and user_id = $1", [user.id]);
    expect(rows).toEqual([{ item_id: course.en }]);
  });
});

describe('GET /api/user/comments', () => {
  it('answers 401 without a token', async () => {
    expect((await ctx.app.inject({ url: '/api/user/comments' })).statusCode).toBe(401);
  });

  it('lists only the user\'s own comments, newest first, with the item\'s title and link', async () => {
    const user = await createUser(ctx.app);
    const other = await createUser(ctx.app);
    const material = await bilingual('materials', 6);
    const course = await bilingual('courses', 1);
    await post('materials', material.slug, { content: 'on a material' }, user.auth);
    await post('courses', course.slug, { content: 'on a course', lang: 'en' }, user.auth);
    await post('materials', material.slug, { content: 'not mine' }, other.auth);
    const res = await ctx.app.inject({ url: '/api/user/comments', headers: user.auth });
    expect(res.statusCode).toBe(200);
    const body = res.json() as UserCommentsResponse;
    expect(body.countComments).toBe(2);
    const { rows } = await ctx.app.db.query<{ title: string }>('select title from courses where id = $1', [course.en]);
    expect(body.comments.map((c) => [c.content, c.item])).toEqual([
      ['on a course', { type: 'courses', id: course.en, slug: course.slug, lang: 'en', title: rows[0].title, link: `/en/courses/${course.slug}` }],
      [
        'on a material',
        { type: 'materials', id: material.ru, slug: material.slug, lang: 'ru', title: material.title, link: `/ru/materials/${material.slug}` },
      ],
    ]);
  });
});
