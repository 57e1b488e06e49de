import { describe, expect, it } from 'vitest';
import { createUser, useTestApp } from '../helpers.ts';

const ctx = useTestApp();

const firstMaterial = async (offset = 0) => {
  const { rows } = await ctx.app.db.query<{ id: number; like_count: number }>(
    "select id, like_count from materials where lang = 'ru' order by id limit 1 offset $1",
    [offset],
  );
  return rows[0];
};
const likeCount = async (id: number) =>
  (await ctx.app.db.query<{ n: number }>('select like_count as n from materials where id = $1', [id])).rows[0].n;
const likeRows = async (id: number) =>
  (await ctx.app.db.query<{ n: number }>("select count(*)::int as n from likes where item_type = 'material' and item_id = $1", [id]))
    .rows[0].n;

const like = (id: number | string, headers: Record<string, string> = {}, payload?: unknown) =>
  ctx.app.inject({ method: 'POST', url: `/api/materials/${id}/increase-likes`, headers, payload: payload as never });

describe('POST /api/materials/:id/increase-likes', () => {
  it('counts a visitor once per client id, and answers the same count on repeats', async () => {
    const material = await firstMaterial(0);
    const first = await like(material.id, { 'x-client-id': 'browser-aaaaaaaa' });
    expect(first.statusCode).toBe(200);
    expect(first.json()).toEqual({ countLikes: material.like_count + 1 });
    const again = await like(material.id, { 'x-client-id': 'browser-aaaaaaaa' });
    expect(again.statusCode).toBe(200);
    expect(again.json()).toEqual({ countLikes: material.like_count + 1 });
    const other = await like(material.id, { 'x-client-id': 'browser-bbbbbbbb' });
    expect(other.json()).toEqual({ countLikes: material.like_count + 2 });
    expect(await likeCount(material.id)).toBe(material.like_count + 2);
    expect(await likeRows(material.id)).toBe(2);
  });

  it('counts a signed-in user once, whatever client id they send', async () => {
    const material = await firstMaterial(1);
    const user = await createUser(ctx.app);
    const first = await like(material.id, user.auth);
    expect(first.json()).toEqual({ countLikes: material.like_count + 1 });
    const again = await like(material.id, { ...user.auth, 'x-client-id': 'another-browser-1' });
    expect(again.json()).toEqual({ countLikes: material.like_count + 1 });
    const { rows } = await ctx.app.db.query('select user_id from likes where item_type = $1 and item_id = $2', ['material', material.id]);
    expect(rows).toEqual([{ user_id: user.id }]);
  });

  it('takes over a visitor like of the same browser when the user signs in, without counting twice', async () => {
    const material = await firstMaterial(2);
    const user = await createUser(ctx.app);
    await like(material.id, { 'x-client-id': 'shared-browser-1' });
    const signedIn = await like(material.id, { ...user.auth, 'x-client-id': 'shared-browser-1' });
    expect(signedIn.json()).toEqual({ countLikes: material.like_count + 1 });
    const { rows } = await ctx.app.db.query('select user_id, client_id from likes where item_type = $1 and item_id = $2', [
      'material', material.id,
    ]);
    expect(rows).toEqual([{ user_id: user.id, client_id: 'shared-browser-1' }]);
    // A second user in that browser has a like of their own.
    const second = await createUser(ctx.app);
    expect((await like(material.id, { ...second.auth, 'x-client-id': 'shared-browser-1' })).json()).toEqual({
      countLikes: material.like_count + 2,
    });
  });

  it('counts parallel repeats once and parallel distinct likers each', async () => {
    const material = await firstMaterial(6);
    const same = await Promise.all(Array.from({ length: 8 }, () => like(material.id, { 'x-client-id': 'parallel-same-1' })));
    expect(same.every((r) => r.statusCode === 200)).toBe(true);
    expect(await likeCount(material.id)).toBe(material.like_count + 1);
    const distinct = await Promise.all(Array.from({ length: 8 }, (_, i) => like(material.id, { 'x-client-id': `parallel-distinct-${i}` })));
    expect(distinct.map((r) => r.json().countLikes).sort((a, b) => a - b)).toEqual(
      Array.from({ length: 8 }, (_, i) => material.like_count + 2 + i),
    );
    expect(await likeCount(material.id)).toBe(material.like_count + 9);
    expect(await likeRows(material.id)).toBe(9);
  });

  it('accepts the lang as a form, as JSON or no body at all', async () => {
    const material = await firstMaterial(3);
    const form = await like(material.id, { 'x-client-id': 'form-client-1', 'content-type': 'application/x-www-form-urlencoded' }, 'lang=ru');
    expect(form.statusCode).toBe(200);
    expect((await like(material.id, { 'x-client-id': 'json-client-1' }, { lang: 'en' })).statusCode).toBe(200);
    expect((await like(material.id, { 'x-client-id': 'none-client-1' })).statusCode).toBe(200);
    expect(await likeCount(material.id)).toBe(material.like_count + 3);
  });

  it('answers 422 for a visitor without a client id or with a malformed one, counting nothing', async () => {
    const material = await firstMaterial(4);
    const missing = await like(material.id);
    expect(missing.statusCode).toBe(422);
    expect(missing.json().errors['x-client-id'][0]).toContain('X-Client-Id');
    for (const bad of ['short', 'has spaces in it', 'x'.repeat(101), '<script>alert(1)</script>']) {
      const res = await like(material.id, { 'x-client-id': bad });
      expect(res.statusCode, bad).toBe(422);
      expect(res.json().message).toBeTruthy();
    }
    expect(await likeCount(material.id)).toBe(material.like_count);
    expect(await likeRows(material.id)).toBe(0);
  });

  it('answers 422 for malformed ids and an unknown lang, 404 for an unknown id', async () => {
    const headers = { 'x-client-id': 'validation-client' };
    for (const id of ['abc', '0', '-1', '1.5', '99999999999']) {
      const res = await like(id, headers);
      expect(res.statusCode, id).toBe(422);
      expect(res.json().errors.id).toBeDefined();
    }
    const material = await firstMaterial(5);
    expect((await like(material.id, headers, { lang: 'de' })).statusCode).toBe(422);
    const unknown = await like(2_000_000_000, headers);
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toEqual({ message: 'Material not found.' });
  });
});

describe('POST /api/courses/:id/increase-likes', () => {
  it('counts likes of courses in courses.like_count, once per user', async () => {
    const { rows } = await ctx.app.db.query<{ id: number; like_count: number }>(
      "select id, like_count from courses where lang = 'en' order by id limit 1",
    );
    const course = rows[0];
    const user = await createUser(ctx.app);
    const url = `/api/courses/${course.id}/increase-likes`;
    const first = await ctx.app.inject({ method: 'POST', url, headers: user.auth, payload: { lang: 'en' } });
    expect(first.json()).toEqual({ countLikes: course.like_count + 1 });
    const again = await ctx.app.inject({ method: 'POST', url, headers: user.auth, payload: { lang: 'en' } });
    expect(again.json()).toEqual({ countLikes: course.like_count + 1 });
    const visitor = await ctx.app.inject({ method: 'POST', url, headers: { 'x-client-id': 'course-visitor-1' } });
    expect(visitor.json()).toEqual({ countLikes: course.like_count + 2 });
    const stored = await ctx.app.db.query<{ like_count: number }>('select like_count from courses where id = $1', [course.id]);
    expect(stored.rows[0].like_count).toBe(course.like_count + 2);
    // the course's page shows the same count
    const { rows: slugRows } = await ctx.app.db.query<{ slug: string }>('select slug from courses where id = $1', [course.id]);
    const page = await ctx.app.inject({ url: `/api/courses/${slugRows[0].slug}?lang=en` });
    expect(page.json().like_count).toBe(course.like_count + 2);
    const unknown = await ctx.app.inject({ method: 'POST', url: '/api/courses/1999999999/increase-likes', headers: user.auth });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toEqual({ message: 'Course not found.' });
  });
});

describe('GET /api/{materials|courses}/:id/likes (issue 19)', () => {
  const state = (type: 'materials' | 'courses', id: number | string, headers: Record<string, string> = {}) =>
    ctx.app.inject({ url: `/api/${type}/${id}/likes`, headers });

  it('tells a visitor whether this browser liked, with the count, and is never cached', async () => {
    const material = await firstMaterial(5);
    const before = await state('materials', material.id, { 'x-client-id': 'browser-state-aaaa' });
    expect(before.statusCode).toBe(200);
    expect(before.json()).toEqual({ liked: false, countLikes: material.like_count });
    expect(before.headers['cache-control']).toBe('no-store');
    await like(material.id, { 'x-client-id': 'browser-state-aaaa' });
    expect((await state('materials', material.id, { 'x-client-id': 'browser-state-aaaa' })).json()).toEqual({
      liked: true,
      countLikes: material.like_count + 1,
    });
    // Another browser, or none, has not liked it.
    expect((await state('materials', material.id, { 'x-client-id': 'browser-state-bbbb' })).json().liked).toBe(false);
    expect((await state('materials', material.id)).json()).toEqual({ liked: false, countLikes: material.like_count + 1 });
  });

  it('remembers a signed-in user\'s like on every device (any client id), for courses too', async () => {
    const { rows } = await ctx.app.db.query<{ id: number; like_count: number }>("select id, like_count from courses where lang = 'en' order by id limit 1");
    const course = rows[0];
    const user = await createUser(ctx.app);
    const liked = await ctx.app.inject({ method: 'POST', url: `/api/courses/${course.id}/increase-likes`, headers: { ...user.auth, 'x-client-id': 'phone-browser-1' } });
    expect(liked.statusCode).toBe(200);
    expect((await state('courses', course.id, { ...user.auth, 'x-client-id': 'laptop-browser-2' })).json()).toEqual({
      liked: true,
      countLikes: course.like_count + 1,
    });
    expect((await state('courses', course.id, user.auth)).json().liked).toBe(true);
    // Signed out on the laptop: that browser never liked it.
    expect((await state('courses', course.id, { 'x-client-id': 'laptop-browser-2' })).json().liked).toBe(false);
  });

  it('answers 404 for an unknown item and 422 for a bad id or client id', async () => {
    expect((await state('materials', 1999999999)).statusCode).toBe(404);
    expect((await state('materials', 'abc')).statusCode).toBe(422);
    expect((await state('materials', 1, { 'x-client-id': 'x' })).statusCode).toBe(422);
  });
});
