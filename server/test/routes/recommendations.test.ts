import { describe, expect, it } from 'vitest';
import { createUser, useTestApp } from '../helpers.ts';
import type { UserCourse } from '../../src/contracts/progress.ts';

const ctx = useTestApp();

const recommendations = async (auth: { authorization: string }, query = '') => {
  const res = await ctx.app.inject({ url: `/api/user/courses?tab=recommendations${query}`, headers: auth });
  expect(res.statusCode).toBe(200);
  return (res.json() as UserCourse[]).map((c) => c.id);
};
/** Russian courses, most popular first, optionally only those with one of `tagIds`, leaving out `except`. */
const coursesByPopularity = async (tagIds: number[] | null, except: number[] = []) =>
  (
    await ctx.app.db.query<{ id: number }>(
      `select c.id from courses c
       where c.lang = 'ru' and c.id <> all($2::int[])
         and ($1::int[] is null or exists (select 1 from course_tags ct where ct.course_id = c.id and ct.tag_id = any($1::int[])))
       order by c.popularity desc, c.id desc`,
      [tagIds, except],
    )
  ).rows.map((r) => r.id);
/** A tag that some but not all Russian courses have, and those courses. */
const selectiveTag = async (offset = 0) => {
  const { rows } = await ctx.app.db.query<{ tag_id: number }>(
    `select ct.tag_id from course_tags ct join courses c on c.id = ct.course_id and c.lang = 'ru'
     group by ct.tag_id having count(*) between 2 and (select count(*) - 1 from courses where lang = 'ru')
     order by ct.tag_id limit 1 offset $1`,
    [offset],
  );
  return rows[0].tag_id;
};

describe('GET /api/user/courses?tab=recommendations', () => {
  it('answers 401 without a token', async () => {
    expect((await ctx.app.inject({ url: '/api/user/courses?tab=recommendations' })).statusCode).toBe(401);
  });

  it('offers a new user every course, most popular first', async () => {
    const user = await createUser(ctx.app);
    const all = await coursesByPopularity(null);
    expect(all.length).toBeGreaterThan(3);
    expect(await recommendations(user.auth)).toEqual(all);
    // sort=date: newest first
    const { rows } = await ctx.app.db.query<{ id: number }>(
      "select id from courses where lang = 'ru' order by published_at desc, id desc",
    );
    expect(await recommendations(user.auth, '&sort=date')).toEqual(rows.map((r) => r.id));
    expect(await recommendations(user.auth, '&per_page=2&page=1')).toEqual(all.slice(2, 4));
  });

  it('keeps to the courses sharing the user\'s interest tags', async () => {
    const user = await createUser(ctx.app);
    const tag = await selectiveTag();
    await ctx.app.db.query('insert into user_tags (user_id, tag_id) values ($1, $2)', [user.id, tag]);
    const expected = await coursesByPopularity([tag]);
    expect(expected.length).toBeGreaterThan(0);
    expect(await recommendations(user.auth)).toEqual(expected);
  });

  it('learns from favourite materials and leaves out courses already started', async () => {
    const user = await createUser(ctx.app);
    // a favourite material: its tags make the signal
    const { rows: materials } = await ctx.app.db.query<{ id: number; tags: number[] }>(
      `select m.id, array_agg(mt.tag_id) as tags from materials m join material_tags mt on mt.material_id = m.id
       where m.lang = 'en' group by m.id order by m.id limit 1`,
    );
    const favourite = materials[0];
    await ctx.app.inject({ method: 'POST', url: `/api/favorite/${favourite.id}/add`, payload: { type: 'material' }, headers: user.auth });
    const relevant = await coursesByPopularity(favourite.tags);
    expect(relevant.length).toBeGreaterThan(1);
    expect(await recommendations(user.auth)).toEqual(relevant);

    // start the first recommended course: it leaves the recommendations for the history tab
    const { rows } = await ctx.app.db.query<{ material_id: number }>(
      'select material_id from course_materials where course_id = $1 order by position limit 1',
      [relevant[0]],
    );
    await ctx.app.inject({
      method: 'POST',
      url: '/api/user/add-to-active',
      payload: { material_id: rows[0].material_id, course_id: relevant[0] },
      headers: user.auth,
    });
    const after = await recommendations(user.auth);
    expect(after).not.toContain(relevant[0]);
    // the started material's tags join the signal, so the list is recomputed rather than just shortened
    const { rows: started } = await ctx.app.db.query<{ course_id: number }>(
      `select distinct cm.course_id from course_materials cm join material_progress p on p.material_id = cm.material_id
       where p.user_id = $1`,
      [user.id],
    );
    const { rows: signal } = await ctx.app.db.query<{ tag_id: number }>(
      `select tag_id from material_tags where material_id = any($1::int[])`,
      [[favourite.id, rows[0].material_id]],
    );
    expect(after).toEqual(await coursesByPopularity([...new Set(signal.map((s) => s.tag_id))], started.map((s) => s.course_id)));
    const history = (await ctx.app.inject({ url: '/api/user/courses?tab=history', headers: user.auth })).json() as UserCourse[];
    expect(history.map((c) => c.id)).toContain(relevant[0]);
  });

  it('answers course cards in the language asked', async () => {
    const user = await createUser(ctx.app);
    const res = await ctx.app.inject({ url: '/api/user/courses?tab=recommendations&lang=en', headers: user.auth });
    const list = res.json() as UserCourse[];
    const { rows } = await ctx.app.db.query<{ n: number }>("select count(*)::int as n from courses where lang = 'en'");
    expect(list).toHaveLength(rows[0].n);
    expect(list.every((c) => c.materials_started === 0 && c.materials_finished === 0)).toBe(true);
    const cards = (await ctx.app.inject({ url: '/api/courses?lang=en&per_page=50' })).json();
    const { materials_started, materials_finished, ...rest } = list[0];
    expect(rest).toEqual(cards.find((c: { id: number }) => c.id === list[0].id));
    expect(materials_started + materials_finished).toBe(0);
  });
});
