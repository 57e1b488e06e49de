import { describe, expect, it } from 'vitest';
import { createUser, useTestApp } from '../helpers.ts';
import type { UserCourse, ViewedMaterial } from '../../src/contracts/progress.ts';

const ctx = useTestApp();

type Auth = { authorization: string };

const progress = (action: 'active' | 'archive', payload: unknown, headers: Record<string, string> = {}) =>
  ctx.app.inject({ method: 'POST', url: `/api/user/add-to-${action}`, payload: payload as never, headers });
/** Opens a material of a course in that course, as the course page does. */
const openInCourse = (courseId: number, materialId: number, auth: Auth) =>
  progress('active', { material_id: materialId, course_id: courseId }, auth);
const progressRow = async (userId: number, materialId: number) =>
  (
    await ctx.app.db.query<{ started_at: Date; finished_at: Date | null; last_viewed_at: Date }>(
      'select started_at, finished_at, last_viewed_at from material_progress where user_id = $1 and material_id = $2',
      [userId, materialId],
    )
  ).rows[0];
const materialIds = async (lang: string, limit: number) =>
  (await ctx.app.db.query<{ id: number }>('select id from materials where lang = $1 order by id limit $2', [lang, limit])).rows.map((r) => r.id);
/** A Russian course (the `offset`-th) with its material ids in reading order. */
const course = async (offset: number) => {
  const { rows } = await ctx.app.db.query<{ id: number; materials: number[] }>(
    `select c.id, array_agg(cm.material_id order by cm.position) as materials
     from courses c join course_materials cm on cm.course_id = c.id
     where c.lang = 'ru' group by c.id having count(*) >= 2 order by c.id limit 1 offset $1`,
    [offset],
  );
  return rows[0];
};
const userCourses = async (auth: Auth, query: string) => {
  const res = await ctx.app.inject({ url: `/api/user/courses?${query}`, headers: auth });
  expect(res.statusCode).toBe(200);
  return res.json() as UserCourse[];
};

describe('POST /api/user/add-to-active and /add-to-archive', () => {
  it('answers 401 without a token, whatever the body', async () => {
    for (const action of ['active', 'archive'] as const) {
      for (const payload of [{ material_id: 1 }, { material_id: 'x' }]) {
        const res = await progress(action, payload);
        expect(res.statusCode).toBe(401);
      }
    }
    expect((await ctx.app.db.query('select 1 from material_progress')).rows).toEqual([]);
  });

  it('records a start, keeps it on repeats, then a finish that stays', async () => {
    const user = await createUser(ctx.app);
    const [material] = await materialIds('ru', 1);
    const started = await progress('active', `material_id=${material}`, {
      ...user.auth,
      'content-type': 'application/x-www-form-urlencoded',
    });
    expect(started.statusCode).toBe(200);
    expect(started.json()).toMatchObject({ success: true, material_id: material, status: 'active', finished_at: null });
    const first = await progressRow(user.id, material);
    expect(first.finished_at).toBeNull();

    const again = await progress('active', { material_id: material }, user.auth);
    expect(again.json().started_at).toBe(started.json().started_at);
    expect((await progressRow(user.id, material)).started_at).toEqual(first.started_at);

    const finished = await progress('archive', { material_id: material }, user.auth);
    expect(finished.json()).toMatchObject({ status: 'archived', started_at: started.json().started_at });
    const archivedRow = await progressRow(user.id, material);
    expect(archivedRow.finished_at).not.toBeNull();

    // opening it again does not undo the finish, and a second finish keeps the first time
    expect((await progress('active', { material_id: material }, user.auth)).json().status).toBe('archived');
    expect((await progress('archive', { material_id: material }, user.auth)).json().finished_at).toBe(finished.json().finished_at);
    expect((await progressRow(user.id, material)).finished_at).toEqual(archivedRow.finished_at);
  });

  it('archives a material never started (the start is the finish)', async () => {
    const user = await createUser(ctx.app);
    const [, material] = await materialIds('ru', 2);
    const res = await progress('archive', { material_id: material }, user.auth);
    expect(res.json()).toMatchObject({ status: 'archived', material_id: material });
    expect((await progressRow(user.id, material)).finished_at).not.toBeNull();
  });

  it('answers 404 for an unknown material and 422 for a missing or malformed id', async () => {
    const user = await createUser(ctx.app);
    const unknown = await progress('active', { material_id: 1999999999 }, user.auth);
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toEqual({ message: 'Material not found.' });
    for (const payload of [{}, { material_id: 'abc' }, { material_id: 0 }, { material_id: 1e12 }, { material_id: [1, 2] }]) {
      const res = await progress('archive', payload, user.auth);
      expect(res.statusCode, JSON.stringify(payload)).toBe(422);
      expect(res.json().errors.material_id).toBeDefined();
    }
    expect((await ctx.app.db.query('select 1 from material_progress where user_id = $1', [user.id])).rows).toEqual([]);
  });
});

describe('GET /api/user/materials', () => {
  it('answers 401 without a token and 422 for bad parameters', async () => {
    expect((await ctx.app.inject({ url: '/api/user/materials' })).statusCode).toBe(401);
    const user = await createUser(ctx.app);
    for (const query of ['sort=name', 'lang=xx', 'per_page=0']) {
      expect((await ctx.app.inject({ url: `/api/user/materials?${query}`, headers: user.auth })).statusCode).toBe(422);
    }
  });

  it('lists the materials opened in one language, last opened first, with the progress', async () => {
    const user = await createUser(ctx.app);
    const ru = await materialIds('ru', 3);
    const [en] = await materialIds('en', 1);
    for (const id of [...ru, en]) await progress('active', { material_id: id }, user.auth);
    await progress('archive', { material_id: ru[1] }, user.auth);
    // make the opening order unambiguous: ru[0] oldest … ru[2] newest
    for (const [i, id] of ru.entries()) {
      await ctx.app.db.query(
        "update material_progress set last_viewed_at = now() - make_interval(mins => $3) where user_id = $1 and material_id = $2",
        [user.id, id, 10 - i],
      );
    }
    const res = await ctx.app.inject({ url: '/api/user/materials?lang=ru', headers: user.auth });
    expect(res.statusCode).toBe(200);
    const list = res.json() as ViewedMaterial[];
    expect(list.map((m) => [m.id, m.finished])).toEqual([
      [ru[2], false],
      [ru[1], true],
      [ru[0], false],
    ]);
    const card = (await ctx.app.inject({ url: '/api/materials?lang=ru&per_page=50' })).json().find((m: { id: number }) => m.id === ru[0]);
    const { viewed_at, finished, ...rest } = list[2];
    expect(rest).toEqual(card);
    expect(finished).toBe(false);
    expect(Date.parse(viewed_at)).toBeLessThan(Date.now());
    const english = (await ctx.app.inject({ url: '/api/user/materials?lang=en', headers: user.auth })).json();
    expect(english.map((m: ViewedMaterial) => m.id)).toEqual([en]);
    const popular = (await ctx.app.inject({ url: '/api/user/materials?lang=ru&sort=popular', headers: user.auth })).json();
    const { rows } = await ctx.app.db.query<{ id: number }>('select id from materials where id = any($1) order by popularity desc, id desc', [ru]);
    expect(popular.map((m: ViewedMaterial) => m.id)).toEqual(rows.map((r) => r.id));
  });
});

/**
 * The tabs worked out here from the raw tables, independently of the server's SQL: a course the reader opened is in
 * the history until all its materials are finished, then in the archive. Materials are shared by several courses:
 * progress read in one course counts in the others, but a course never opened is in neither tab (issue 19).
 */
const expectedTabs = async (userId: number, lang = 'ru') => {
  const { rows: courses } = await ctx.app.db.query<{ id: number; materials: number[] }>(
    `select c.id, array_agg(cm.material_id) as materials from courses c join course_materials cm on cm.course_id = c.id
     where c.lang = $1 group by c.id`,
    [lang],
  );
  const { rows: done } = await ctx.app.db.query<{ material_id: number; finished: boolean }>(
    'select material_id, finished_at is not null as finished from material_progress where user_id = $1',
    [userId],
  );
  const { rows: views } = await ctx.app.db.query<{ course_id: number }>('select course_id from course_views where user_id = $1', [userId]);
  const opened = new Set(views.map((v) => v.course_id));
  const started = new Set(done.map((d) => d.material_id));
  const finished = new Set(done.filter((d) => d.finished).map((d) => d.material_id));
  const tabs = { history: new Map<number, [number, number]>(), archive: new Map<number, [number, number]>() };
  for (const c of courses) {
    const s = c.materials.filter((m) => started.has(m)).length;
    const f = c.materials.filter((m) => finished.has(m)).length;
    if (s === 0 || !opened.has(c.id)) continue;
    (f === c.materials.length ? tabs.archive : tabs.history).set(c.id, [s, f]);
  }
  return tabs;
};
const asMap = (list: UserCourse[]) =>
  new Map(list.map((c) => [c.id, [c.materials_started, c.materials_finished] as [number, number]]));

describe('GET /api/user/courses (history and archive)', () => {
  it('answers 401 without a token and 422 for an unknown tab', async () => {
    expect((await ctx.app.inject({ url: '/api/user/courses?tab=history' })).statusCode).toBe(401);
    const user = await createUser(ctx.app);
    const res = await ctx.app.inject({ url: '/api/user/courses?tab=favourites', headers: user.auth });
    expect(res.statusCode).toBe(422);
    expect(res.json().errors.tab).toBeDefined();
  });

  it('moves a course from history to archive as its materials are finished', async () => {
    const user = await createUser(ctx.app);
    const { id, materials } = await course(0);
    expect(await userCourses(user.auth, 'tab=history')).toEqual([]);

    // the reader opens the course: its first material goes to active
    await openInCourse(id, materials[0], user.auth);
    const history = await userCourses(user.auth, 'tab=history&lang=ru');
    expect(asMap(history).get(id)).toEqual([1, 0]);
    expect(asMap(history)).toEqual((await expectedTabs(user.id)).history);
    const card = (await ctx.app.inject({ url: '/api/courses?lang=ru&per_page=50' })).json().find((c: { id: number }) => c.id === id);
    const { materials_started, materials_finished, ...rest } = history.find((c) => c.id === id)!;
    expect(rest).toEqual(card);
    expect([materials_started, materials_finished]).toEqual([1, 0]);
    expect(await userCourses(user.auth, 'tab=archive')).toEqual([]);

    // 'next' archives each material; finishing all but the last keeps the course in history
    for (const material of materials.slice(0, -1)) await progress('archive', { material_id: material }, user.auth);
    expect(asMap(await userCourses(user.auth, 'tab=history')).get(id)).toEqual([materials.length - 1, materials.length - 1]);
    await progress('archive', { material_id: materials.at(-1) }, user.auth);
    const tabs = await expectedTabs(user.id);
    const historyNow = await userCourses(user.auth, 'tab=history');
    const archive = await userCourses(user.auth, 'tab=archive');
    expect(historyNow.map((c) => c.id)).not.toContain(id);
    expect(asMap(archive).get(id)).toEqual([materials.length, materials.length]);
    expect(asMap(historyNow)).toEqual(tabs.history);
    expect(asMap(archive)).toEqual(tabs.archive);
    // the Russian courses are not in the English tabs
    expect(await userCourses(user.auth, 'tab=archive&lang=en')).toEqual([]);
  });

  it('orders history by the last opened course, or by popularity', async () => {
    const user = await createUser(ctx.app);
    const a = await course(1);
    const b = await course(2);
    await openInCourse(a.id, a.materials[0], user.auth);
    await openInCourse(b.id, b.materials[0], user.auth);
    await ctx.app.db.query(
      "update material_progress set last_viewed_at = now() - interval '1 hour' where user_id = $1 and material_id = $2",
      [user.id, a.materials[0]],
    );
    await ctx.app.db.query("update course_views set last_viewed_at = now() - interval '1 hour' where user_id = $1 and course_id = $2", [
      user.id,
      a.id,
    ]);
    const byDate = (await userCourses(user.auth, 'tab=history')).map((c) => c.id);
    expect(byDate.indexOf(b.id)).toBeLessThan(byDate.indexOf(a.id));
    expect(new Set(byDate)).toEqual(new Set((await expectedTabs(user.id)).history.keys()));
    const { rows } = await ctx.app.db.query<{ id: number }>(
      'select id from courses where id = any($1) order by popularity desc, id desc',
      [byDate],
    );
    expect((await userCourses(user.auth, 'tab=history&sort=popular')).map((c) => c.id)).toEqual(rows.map((r) => r.id));
  });
});

describe('the course history lists only courses the reader opened (issue 19)', () => {
  it('leaves out a course that only shares a material with the course opened', async () => {
    const user = await createUser(ctx.app);
    const { rows } = await ctx.app.db.query<{ material_id: number; courses: number[] }>(
      `select cm.material_id, array_agg(cm.course_id order by cm.course_id) as courses
       from course_materials cm join courses c on c.id = cm.course_id and c.lang = 'ru'
       group by cm.material_id having count(*) >= 2 order by cm.material_id limit 1`,
    );
    const [{ material_id: shared, courses: [opened, other] }] = rows;
    expect((await openInCourse(opened, shared, user.auth)).statusCode).toBe(200);
    const history = await userCourses(user.auth, 'tab=history&lang=ru');
    expect(history.map((c) => c.id)).toEqual([opened]);
    expect(history[0]).toMatchObject({ materials_started: 1, materials_finished: 0 });
    expect(history.map((c) => c.id)).not.toContain(other);
    // A material opened outside a course (no course_id) puts no course in the history.
    const stranger = await createUser(ctx.app);
    await progress('active', { material_id: shared }, stranger.auth);
    expect(await userCourses(stranger.auth, 'tab=history&lang=ru')).toEqual([]);
  });

  it('answers 422 when the material is not in the course', async () => {
    const user = await createUser(ctx.app);
    const a = await course(0);
    const b = await course(1);
    const stray = b.materials.find((m) => !a.materials.includes(m))!;
    const res = await openInCourse(a.id, stray, user.auth);
    expect(res.statusCode).toBe(422);
    expect(res.json().errors.course_id).toEqual(['The material is not in this course.']);
    expect(await userCourses(user.auth, 'tab=history&lang=ru')).toEqual([]);
  });
});
