import { describe, expect, it } from 'vitest';
import { createUser, useTestApp } from '../helpers.ts';
import type { UserCourse, ViewedMaterial } from '../../src/contracts/progress.ts';

const ctx = useTestApp();

type Auth = { authorization: string };

/** Opens (or finishes) a material; with a course id, in that course (the course is then in the history). */
const open = (auth: Auth, materialId: number, finished = false, courseId?: number) =>
  ctx.app.inject({
    method: 'POST',
    url: `/api/user/add-to-${finished ? 'archive' : 'active'}`,
    headers: auth,
    payload: { material_id: materialId, ...(courseId ? { course_id: courseId } : {}) },
  });
const remove = (auth: Auth | Record<string, never>, url: string) => ctx.app.inject({ method: 'DELETE', url, headers: auth });
const materialIds = async (lang: string, limit: number) =>
  (await ctx.app.db.query<{ id: number }>('select id from materials where lang = $1 order by id limit $2', [lang, limit])).rows.map(
    (r) => r.id,
  );
const viewed = async (auth: Auth, lang = 'ru') =>
  ((await ctx.app.inject({ url: `/api/user/materials?lang=${lang}`, headers: auth })).json() as ViewedMaterial[]).map((m) => m.id);
const courses = async (auth: Auth, tab: string) =>
  ((await ctx.app.inject({ url: `/api/user/courses?lang=ru&tab=${tab}`, headers: auth })).json() as UserCourse[]).map((c) => c.id);
/** Russian courses with at least two materials, with their material ids in reading order. */
const twoCourses = async () =>
  (
    await ctx.app.db.query<{ id: number; materials: number[] }>(
      `select c.id, array_agg(cm.material_id order by cm.position) as materials
       from courses c join course_materials cm on cm.course_id = c.id
       where c.lang = 'ru' group by c.id having count(*) >= 2 order by c.id limit 2`,
    )
  ).rows;

describe('clearing the viewed materials', () => {
  it('answers 401 to visitors', async () => {
    for (const url of ['/api/user/materials/1', '/api/user/materials', '/api/user/courses/1', '/api/user/courses']) {
      const res = await remove({}, url);
      expect(res.statusCode, url).toBe(401);
    }
  });

  it('removes one material; opening it again brings it back; the progress is kept', async () => {
    const user = await createUser(ctx.app);
    const [a, b] = await materialIds('ru', 2);
    await open(user.auth, a, true);
    await open(user.auth, b);
    expect((await viewed(user.auth)).sort()).toEqual([a, b].sort());

    const res = await remove(user.auth, `/api/user/materials/${a}`);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ success: true, removed: 1, message: 'The material is removed from your history.' });
    expect(await viewed(user.auth)).toEqual([b]);
    const { rows } = await ctx.app.db.query('select 1 from material_progress where user_id = $1 and material_id = $2', [user.id, a]);
    expect(rows).toHaveLength(1);

    // Not in the list any more: 404, as for a material never opened or another user's.
    const again = await remove(user.auth, `/api/user/materials/${a}`);
    expect(again.statusCode).toBe(404);
    expect(again.json().message).toBe('This material is not in your viewed materials.');
    const stranger = await createUser(ctx.app);
    expect((await remove(stranger.auth, `/api/user/materials/${b}`)).statusCode).toBe(404);
    expect(await viewed(user.auth)).toEqual([b]);

    await open(user.auth, a);
    expect((await viewed(user.auth)).sort()).toEqual([a, b].sort());
  });

  it('clears all of one language, or of both', async () => {
    const user = await createUser(ctx.app);
    const ru = await materialIds('ru', 3);
    const en = await materialIds('en', 2);
    for (const id of [...ru, ...en]) await open(user.auth, id);

    const res = await remove(user.auth, '/api/user/materials?lang=ru');
    expect(res.json()).toEqual({ success: true, removed: 3, message: 'Your viewed materials are cleared.' });
    expect(await viewed(user.auth)).toEqual([]);
    expect((await viewed(user.auth, 'en')).sort()).toEqual(en.sort());

    await open(user.auth, ru[0]);
    const all = await remove(user.auth, '/api/user/materials');
    expect(all.json().removed).toBe(3);
    expect(await viewed(user.auth)).toEqual([]);
    expect(await viewed(user.auth, 'en')).toEqual([]);
    // Nothing left: still a success.
    expect((await remove(user.auth, '/api/user/materials')).json().removed).toBe(0);
  });

  it('answers 422 for bad ids and languages', async () => {
    const user = await createUser(ctx.app);
    for (const url of ['/api/user/materials/abc', '/api/user/materials/0', '/api/user/materials?lang=de', '/api/user/courses?tab=recommendations']) {
      expect((await remove(user.auth, url)).statusCode, url).toBe(422);
    }
  });
});

describe('clearing the course history', () => {
  it('removes one course from the history, keeps its progress and the viewed materials; opening it again brings it back', async () => {
    const user = await createUser(ctx.app);
    const [first, second] = await twoCourses();
    await open(user.auth, first.materials[0], false, first.id);
    await open(user.auth, second.materials[0], false, second.id);
    expect(await courses(user.auth, 'history')).toEqual(expect.arrayContaining([first.id, second.id]));

    const res = await remove(user.auth, `/api/user/courses/${first.id}`);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ success: true, removed: 1, message: 'The course is removed from your history.' });
    const after = await courses(user.auth, 'history');
    expect(after).toContain(second.id);
    expect(after).not.toContain(first.id);
    expect(await viewed(user.auth)).toContain(first.materials[0]);
    // Not recommended either: it is started.
    expect(await courses(user.auth, 'recommendations')).not.toContain(first.id);
    expect((await remove(user.auth, `/api/user/courses/${first.id}`)).statusCode).toBe(404);

    await open(user.auth, first.materials[1], false, first.id);
    const back = (await ctx.app.inject({ url: '/api/user/courses?lang=ru&tab=history', headers: user.auth })).json() as UserCourse[];
    expect(back.find((c) => c.id === first.id)).toMatchObject({ materials_started: 2 });
  });

  it('clears the whole history, then the archive', async () => {
    const user = await createUser(ctx.app);
    const [first, second] = await twoCourses();
    await open(user.auth, first.materials[0], false, first.id);
    for (const id of second.materials) await open(user.auth, id, true, second.id);
    const started = await courses(user.auth, 'history');
    expect(started).toContain(first.id);
    expect(await courses(user.auth, 'archive')).toContain(second.id);

    const history = await remove(user.auth, '/api/user/courses');
    expect(history.json()).toEqual({ success: true, removed: started.length, message: 'Your course history is cleared.' });
    expect(await courses(user.auth, 'history')).toEqual([]);
    expect(await courses(user.auth, 'archive')).toContain(second.id);

    const archive = await remove(user.auth, '/api/user/courses?tab=archive&lang=ru');
    expect(archive.json()).toMatchObject({ success: true, message: 'Your archive of courses is cleared.' });
    expect(archive.json().removed).toBeGreaterThanOrEqual(1);
    expect(await courses(user.auth, 'archive')).toEqual([]);
  });

  it('answers 404 for a course never started', async () => {
    const user = await createUser(ctx.app);
    const [first] = await twoCourses();
    const res = await remove(user.auth, `/api/user/courses/${first.id}`);
    expect(res.statusCode).toBe(404);
    expect(res.json().message).toBe('This course is not in your course history.');
  });
});
