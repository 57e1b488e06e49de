import { describe, expect, it } from 'vitest';
import { useTestApp } from '../helpers.ts';
import type { CourseDetail, CourseListItem } from '../../src/contracts/courses.ts';
import type { TagsResponse } from '../../src/contracts/common.ts';

const ctx = useTestApp();

const list = async (query: string) => {
  const res = await ctx.app.inject({ url: `/api/courses?${query}` });
  return { status: res.statusCode, body: res.json() as CourseListItem[] };
};

const dbRows = async <T>(sql: string, params: unknown[] = []) => (await ctx.app.db.query<T>(sql, params)).rows;

describe('GET /api/courses', () => {
  it('answers the first page of 12 Russian courses by default, newest first, with material totals from the database', async () => {
    const { status, body } = await list('');
    expect(status).toBe(200);
    const [{ n }] = await dbRows<{ n: number }>("select count(*)::int as n from courses where lang = 'ru'");
    expect(body).toHaveLength(Math.min(12, n));
    const expected = await dbRows<{ id: number }>(
      "select id from courses where lang = 'ru' order by published_at desc, id desc limit 12",
    );
    expect(body.map((c) => c.id)).toEqual(expected.map((r) => r.id));
    for (const course of body) {
      const [totals] = await dbRows<{ count: number; time: number }>(
        `select count(*)::int as count, coalesce(sum(m.time), 0)::int as time
         from course_materials cm join materials m on m.id = cm.material_id where cm.course_id = $1`,
        [course.id],
      );
      expect(course.materials_count).toBe(totals.count);
      expect(course.materials_sum_time).toBe(totals.time);
      expect(course.time).toBe(totals.time);
      expect(course.materials_count).toBeGreaterThanOrEqual(2);
      expect(course.preview).toBe(`covers/courses/${course.slug}-preview.webp`);
      expect(course.snippet).toMatch(/^<p>/);
      expect(course.link).toBeNull();
      expect(course.tags.length).toBeGreaterThan(0);
    }
  });

  it('pages through every English course once and only English ones', async () => {
    const seen: CourseListItem[] = [];
    for (let page = 0; page < 20; page += 1) {
      const { body } = await list(`lang=en&per_page=5&page=${page}`);
      seen.push(...body);
      if (body.length < 5) break;
    }
    const rows = await dbRows<{ id: number; title: string }>("select id, title from courses where lang = 'en'");
    expect(seen.map((c) => c.id).sort()).toEqual(rows.map((r) => r.id).sort());
    const titles = new Map(rows.map((r) => [r.id, r.title]));
    expect(seen.every((c) => c.title === titles.get(c.id))).toBe(true);
  });

  it('sorts by popularity with filterBy=popular and reverses with orderBy=1', async () => {
    const popular = await list('per_page=50&filterBy=popular');
    const expected = await dbRows<{ id: number }>(
      "select id from courses where lang = 'ru' order by popularity desc, id desc",
    );
    expect(popular.body.map((c) => c.id)).toEqual(expected.map((r) => r.id));
    const reversed = await list('per_page=50&filterBy=popular&orderBy=1');
    expect(reversed.body.map((c) => c.id)).toEqual(expected.map((r) => r.id).reverse());
  });

  it('keeps only courses having all the chosen tags', async () => {
    const tags = (await ctx.app.inject({ url: '/api/tags?lang=ru' })).json() as TagsResponse;
    const counts = await Promise.all(
      tags.main_tags.map(async (t) => ({ tag: t, body: (await list(`per_page=50&tags=[${t.id}]`)).body })),
    );
    const { tag, body } = counts.sort((a, b) => b.body.length - a.body.length)[0];
    expect(body.length).toBeGreaterThan(0);
    expect(body.every((c) => c.tags.some((t) => t.id === tag.id))).toBe(true);
    const other = body[0].tags.find((t) => t.id !== tag.id)!;
    const both = await list(`per_page=50&tags=${encodeURIComponent(JSON.stringify([tag.id, other.id]))}`);
    const expected = await dbRows<{ course_id: number }>(
      `select ct.course_id from course_tags ct join courses c on c.id = ct.course_id
       where c.lang = 'ru' and ct.tag_id = any($1::int[]) group by ct.course_id having count(*) = 2`,
      [[tag.id, other.id]],
    );
    expect(both.body.map((c) => c.id).sort()).toEqual(expected.map((r) => r.course_id).sort());
  });

  it.each([
    ['page=-1', 'page'],
    ['per_page=0', 'per_page'],
    ['per_page=51', 'per_page'],
    ['orderBy=3', 'orderBy'],
    ['filterBy=title', 'filterBy'],
    ['lang=fr', 'lang'],
    ['tags=oops', 'tags'],
    // Ajv alone would coerce these to Infinity and let them through (plugins/coercion-gaps.ts).
    ['page=1e309', 'page'],
    ['per_page=Infinity', 'per_page'],
  ])('answers 422 for %s', async (query, field) => {
    const res = await ctx.app.inject({ url: `/api/courses?${query}` });
    expect(res.statusCode).toBe(422);
    expect(res.json().errors[field]).toBeDefined();
  });
});

describe('GET /api/courses/:slug', () => {
  it('answers the course with its materials in reading order, their chapters and totals', async () => {
    const [row] = await dbRows<{ slug: string; id: number }>(
      "select slug, id from courses where lang = 'ru' order by popularity desc limit 1",
    );
    const res = await ctx.app.inject({ url: `/api/courses/${row.slug}?lang=ru` });
    expect(res.statusCode).toBe(200);
    const course = res.json() as CourseDetail;
    expect(course.id).toBe(row.id);
    expect(course.lang).toBe('ru');
    expect(course.image_banner).toBe(`covers/courses/${row.slug}.webp`);
    expect(course.author_info).toMatch(/^<p>/);
    expect(course.small_description).toMatch(/^<p>/);
    const materials = await dbRows<{ id: number; time: number; chapters: number }>(
      `select m.id, m.time, (select count(*)::int from chapters c where c.material_id = m.id) as chapters
       from course_materials cm join materials m on m.id = cm.material_id where cm.course_id = $1 order by cm.position`,
      [row.id],
    );
    expect(course.materials.map((m) => m.id)).toEqual(materials.map((m) => m.id));
    expect(course.materials.map((m) => m.chapters.length)).toEqual(materials.map((m) => m.chapters));
    expect(course.materials_count).toBe(materials.length);
    expect(course.materials_sum_time).toBe(materials.reduce((sum, m) => sum + m.time, 0));
    const chapter = course.materials[0].chapters[0];
    expect(chapter.id).toBeGreaterThan(0);
    expect(chapter.title).toBeTruthy();
    expect(chapter.content).toContain('<p>');
  });

  it('answers the English course with English materials and the Russian one with Russian', async () => {
    const [row] = await dbRows<{ slug: string }>(
      "select slug from courses where lang = 'en' and slug in (select slug from courses where lang = 'ru') limit 1",
    );
    const en = (await ctx.app.inject({ url: `/api/courses/${row.slug}?lang=en` })).json() as CourseDetail;
    const ru = (await ctx.app.inject({ url: `/api/courses/${row.slug}?lang=ru` })).json() as CourseDetail;
    expect(en.title).not.toBe(ru.title);
    expect(en.materials.map((m) => m.slug)).toEqual(ru.materials.map((m) => m.slug));
    const langs = await dbRows<{ lang: string }>('select distinct lang from materials where id = any($1::int[])', [
      en.materials.map((m) => m.id),
    ]);
    expect(langs).toEqual([{ lang: 'en' }]);
  });

  it('answers its translations through the link (own slug included) and updated_at', async () => {
    const [pair] = await dbRows<{ ru_id: number; ru: string; en: string }>(
      `select r.id as ru_id, r.slug as ru, e.slug as en from courses r join courses e on e.id = r.translation_id
       where r.lang = 'ru' and e.lang = 'en' limit 1`,
    );
    expect(pair.ru).toBe(pair.en);
    const ru = (await ctx.app.inject({ url: `/api/courses/${pair.ru}?lang=ru` })).json() as CourseDetail;
    expect(ru.translations).toEqual({ ru: pair.ru, en: pair.en });
    expect(new Date(ru.updated_at).getTime()).not.toBeNaN();
    // a translation with its own slug
    await ctx.app.db.query("update courses set slug = $2 where lang = 'en' and slug = $1", [pair.en, `${pair.en}-en`]);
    const linked = (await ctx.app.inject({ url: `/api/courses/${pair.ru}?lang=ru` })).json() as CourseDetail;
    expect(linked.translations).toEqual({ ru: pair.ru, en: `${pair.en}-en` });
    const en = (await ctx.app.inject({ url: `/api/courses/${pair.en}-en?lang=en` })).json() as CourseDetail;
    expect(en.translations).toEqual({ ru: pair.ru, en: `${pair.en}-en` });
    // unlinked: no translation
    await ctx.app.db.query('update courses set translation_id = null where id = $1', [pair.ru_id]);
    const alone = (await ctx.app.inject({ url: `/api/courses/${pair.ru}?lang=ru` })).json() as CourseDetail;
    expect(alone.translations).toEqual({ ru: pair.ru, en: null });
    await ctx.app.db.query("update courses set slug = $1 where lang = 'en' and slug = $2", [pair.en, `${pair.en}-en`]);
    await ctx.app.db.query("update courses set translation_id = (select id from courses where lang = 'en' and slug = $2) where id = $1", [pair.ru_id, pair.ru]);
  });

  it('answers 404 for an unknown course and for a course missing in the language asked', async () => {
    const unknown = await ctx.app.inject({ url: '/api/courses/no-such-course' });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().message).toBe('Course not found.');
    const ruOnly = await dbRows<{ slug: string }>(
      "select slug from courses where lang = 'ru' and slug not in (select slug from courses where lang = 'en') limit 1",
    );
    if (ruOnly[0]) {
      expect((await ctx.app.inject({ url: `/api/courses/${ruOnly[0].slug}?lang=en` })).statusCode).toBe(404);
    }
  });

  it('answers 422 for a malformed slug or language', async () => {
    expect((await ctx.app.inject({ url: '/api/courses/Bad_Slug' })).statusCode).toBe(422);
    expect((await ctx.app.inject({ url: '/api/courses/autumn-holidays?lang=xx' })).statusCode).toBe(422);
  });
});
