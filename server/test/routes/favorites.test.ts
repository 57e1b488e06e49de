import { describe, expect, it } from 'vitest';
import { createUser, useTestApp } from '../helpers.ts';
import type { MaterialListItem } from '../../src/contracts/materials.ts';
import type { CourseListItem } from '../../src/contracts/courses.ts';

const ctx = useTestApp();

const ids = async (table: 'materials' | 'courses', lang = 'ru', limit = 3) =>
  (await ctx.app.db.query<{ id: number }>(`select id from ${table} where lang = $1 order by id limit $2`, [lang, limit])).rows.map(
    (r) => r.id,
  );
const favoriteRows = async (userId: number) =>
  (
    await ctx.app.db.query<{ item_type: string; item_id: number }>(
      'select item_type, item_id from favorites where user_id = $1 order by item_type, item_id',
      [userId],
    )
  ).rows;

const toggle = (action: 'add' | 'delete', id: number | string, payload: unknown, headers: Record<string, string> = {}) =>
  ctx.app.inject({ method: 'POST', url: `/api/favorite/${id}/${action}`, payload: payload as never, headers });

describe('POST /api/favorite/:id/add and /delete', () => {
  it('answers 401 without a token, before looking at the body', async () => {
    for (const action of ['add', 'delete'] as const) {
      for (const payload of [{ type: 'material' }, { type: 'nonsense' }]) {
        const res = await toggle(action, 1, payload);
        expect(res.statusCode).toBe(401);
        expect(res.json()).toEqual({ message: 'Unauthenticated.' });
      }
    }
  });

  it('adds a material and a course once each, and answers the header counts', async () => {
    const user = await createUser(ctx.app);
    const [material] = await ids('materials');
    const [course] = await ids('courses');
    const first = await toggle('add', material, { type: 'material' }, user.auth);
    expect(first.statusCode).toBe(200);
    expect(first.json()).toEqual({ success: true, favorite: true, count_materials: 1, count_courses: 0 });
    // again, as a form: still one favourite
    const again = await toggle('add', material, 'type=material', {
      ...user.auth,
      'content-type': 'application/x-www-form-urlencoded',
    });
    expect(again.json()).toEqual({ success: true, favorite: true, count_materials: 1, count_courses: 0 });
    const courseRes = await toggle('add', course, { type: 'courses' }, user.auth);
    expect(courseRes.json()).toEqual({ success: true, favorite: true, count_materials: 1, count_courses: 1 });
    expect(await favoriteRows(user.id)).toEqual([
      { item_type: 'course', item_id: course },
      { item_type: 'material', item_id: material },
    ]);
    // GET /api/user shows the same ids and counts
    const current = (await ctx.app.inject({ url: '/api/user', headers: user.auth })).json();
    expect(current.favoriteMaterials).toEqual([material]);
    expect(current.favoriteCourses).toEqual([course]);
  });

  it('deletes a favourite, and deleting a missing one succeeds', async () => {
    const user = await createUser(ctx.app);
    const [material] = await ids('materials');
    await toggle('add', material, { type: 'material' }, user.auth);
    const removed = await toggle('delete', material, { type: 'material' }, user.auth);
    expect(removed.statusCode).toBe(200);
    expect(removed.json()).toEqual({ success: true, favorite: false, count_materials: 0, count_courses: 0 });
    const again = await toggle('delete', material, { type: 'material' }, user.auth);
    expect(again.statusCode).toBe(200);
    expect(again.json().favorite).toBe(false);
    expect(await favoriteRows(user.id)).toEqual([]);
  });

  it('lets a favourite of an item deleted since be removed', async () => {
    const user = await createUser(ctx.app);
    await ctx.app.db.query("insert into favorites (user_id, item_type, item_id) values ($1, 'material', 1999999999)", [user.id]);
    const res = await toggle('delete', 1999999999, { type: 'material' }, user.auth);
    expect(res.statusCode).toBe(200);
    expect(await favoriteRows(user.id)).toEqual([]);
  });

  it('answers 404 for unknown items, 422 for a wrong type or a malformed id', async () => {
    const user = await createUser(ctx.app);
    const [course] = await ids('courses');
    for (const action of ['add', 'delete'] as const) {
      const unknown = await toggle(action, 1999999999, { type: 'material' }, user.auth);
      expect(unknown.statusCode).toBe(404);
      expect(unknown.json()).toEqual({ message: 'Material not found.' });
      expect((await toggle(action, 1999999999, { type: 'courses' }, user.auth)).json()).toEqual({ message: 'Course not found.' });
    }
    for (const payload of [{ type: 'course' }, { type: 'video' }, {}, { type: ['material'] }]) {
      const res = await toggle('add', course, payload, user.auth);
      expect(res.statusCode, JSON.stringify(payload)).toBe(422);
      expect(res.json().errors.type).toBeDefined();
    }
    for (const id of ['abc', '0', '99999999999']) {
      expect((await toggle('add', id, { type: 'material' }, user.auth)).statusCode).toBe(422);
    }
    expect(await favoriteRows(user.id)).toEqual([]);
  });
});

describe('GET /api/user/favorites', () => {
  it('answers 401 without a token and 422 for bad parameters', async () => {
    expect((await ctx.app.inject({ url: '/api/user/favorites' })).statusCode).toBe(401);
    const user = await createUser(ctx.app);
    for (const query of ['type=video', 'sort=name', 'lang=de', 'page=-1', 'per_page=51']) {
      const res = await ctx.app.inject({ url: `/api/user/favorites?${query}`, headers: user.auth });
      expect(res.statusCode, query).toBe(422);
    }
  });

  it('lists favourite materials of one language as material cards, latest favourite first', async () => {
    const user = await createUser(ctx.app);
    const ru = await ids('materials', 'ru', 3);
    const [en] = await ids('materials', 'en', 1);
    for (const id of [...ru, en]) {
      await toggle('add', id, { type: 'material' }, user.auth);
      // distinct favouriting times, in this order
      await ctx.app.db.query(
        "update favorites set created_at = now() + make_interval(secs => $2) where user_id = $1 and item_id = $3",
        [user.id, id, id],
      );
    }
    const res = await ctx.app.inject({ url: '/api/user/favorites?type=material&lang=ru', headers: user.auth });
    expect(res.statusCode).toBe(200);
    const list = res.json() as MaterialListItem[];
    expect(list.map((m) => m.id)).toEqual([...ru].reverse());
    // the same card as in GET /api/materials
    const all = (await ctx.app.inject({ url: '/api/materials?lang=ru&per_page=50' })).json() as MaterialListItem[];
    expect(list[0]).toEqual(all.find((m) => m.id === list[0].id));
    const english = (await ctx.app.inject({ url: '/api/user/favorites?type=material&lang=en', headers: user.auth })).json();
    expect(english.map((m: MaterialListItem) => m.id)).toEqual([en]);
    // sort=popular follows the materials' popularity
    const popular = (await ctx.app.inject({ url: '/api/user/favorites?lang=ru&sort=popular', headers: user.auth })).json();
    const { rows } = await ctx.app.db.query<{ id: number }>(
      'select id from materials where id = any($1) order by popularity desc, id desc',
      [ru],
    );
    expect(popular.map((m: MaterialListItem) => m.id)).toEqual(rows.map((r) => r.id));
    const paged = (await ctx.app.inject({ url: '/api/user/favorites?lang=ru&per_page=2&page=1', headers: user.auth })).json();
    expect(paged.map((m: MaterialListItem) => m.id)).toEqual([ru[0]]);
  });

  it('lists favourite courses as course cards', async () => {
    const user = await createUser(ctx.app);
    const courses = await ids('courses', 'ru', 2);
    for (const id of courses) await toggle('add', id, { type: 'courses' }, user.auth);
    const res = await ctx.app.inject({ url: '/api/user/favorites?type=courses&lang=ru&sort=popular', headers: user.auth });
    expect(res.statusCode).toBe(200);
    const list = res.json() as CourseListItem[];
    expect(list.map((c) => c.id).sort()).toEqual([...courses].sort());
    const all = (await ctx.app.inject({ url: '/api/courses?lang=ru&per_page=50' })).json() as CourseListItem[];
    for (const card of list) expect(card).toEqual(all.find((c) => c.id === card.id));
    expect(list[0].materials_count).toBeGreaterThan(0);
  });
});
