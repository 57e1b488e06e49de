import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, createUser, injectBody, type TestContext } from '../helpers.ts';
import type { Hashtag, HashtagDataGroup } from '../../src/contracts/hashtags.ts';

let ctx: TestContext;
let educator: { authorization: string };
let visitor: { authorization: string };
beforeAll(async () => {
  ctx = await createTestApp();
  educator = (await createUser(ctx.app, { card_access: 1 })).auth;
  visitor = (await createUser(ctx.app, { card_access: 0 })).auth;
});
afterAll(() => ctx.close());

const rows = async <T>(sql: string, params: unknown[] = []) => (await ctx.app.db.query<T>(sql, params)).rows;

describe('POST /api/get-all-hashtags', () => {
  it('groups every hashtag by category name with groupe_by_category=1, in form order', async () => {
    const res = await ctx.app.inject({ method: 'POST', url: '/api/get-all-hashtags', payload: { groupe_by_category: 1 } });
    expect(res.statusCode).toBe(200);
    const grouped = res.json() as Record<string, Hashtag[]>;
    const categories = await rows<{ id: number; name_ru: string }>('select id, name_ru from hashtag_categories order by position');
    expect(Object.keys(grouped)).toEqual(categories.map((c) => c.name_ru));
    for (const category of categories) {
      const tags = await rows<{ id: number; name_ru: string }>(
        'select id, name_ru from hashtags where category_id = $1 order by position',
        [category.id],
      );
      expect(grouped[category.name_ru]).toEqual(tags.map((t) => ({ id: t.id, name: t.name_ru })));
    }
  });

  it('answers a flat list without the flag, and names in English with lang=en (body or query)', async () => {
    const flat = await ctx.app.inject({ method: 'POST', url: '/api/get-all-hashtags' });
    expect(flat.statusCode).toBe(200);
    const [{ n }] = await rows<{ n: number }>('select count(*)::int as n from hashtags');
    expect((flat.json() as Hashtag[]).length).toBe(n);
    const [first] = await rows<{ id: number; name_en: string }>(
      'select h.id, h.name_en from hashtags h join hashtag_categories c on c.id = h.category_id order by c.position, h.position limit 1',
    );
    const inBody = await ctx.app.inject({ method: 'POST', url: '/api/get-all-hashtags', payload: { lang: 'en' } });
    expect((inBody.json() as Hashtag[])[0]).toEqual({ id: first.id, name: first.name_en });
    const inQuery = await ctx.app.inject({ method: 'POST', url: '/api/get-all-hashtags?lang=en', payload: {} });
    expect((inQuery.json() as Hashtag[])[0]).toEqual({ id: first.id, name: first.name_en });
  });

  it('accepts the flag from an urlencoded form', async () => {
    const form = 'groupe_by_category=1&lang=en';
    const res = await injectBody(ctx.app, 'POST', '/api/get-all-hashtags', 'application/x-www-form-urlencoded', form);
    expect(res.statusCode).toBe(200);
    const [category] = await rows<{ name_en: string }>('select name_en from hashtag_categories order by position limit 1');
    expect(Object.keys(res.json())[0]).toBe(category.name_en);
  });

  it.each([{ groupe_by_category: 7 }, { groupe_by_category: 'yes' }, { lang: 'de' }])('answers 422 for %j', async (payload) => {
    const res = await ctx.app.inject({ method: 'POST', url: '/api/get-all-hashtags', payload });
    expect(res.statusCode).toBe(422);
    expect(res.json().message).toBeTruthy();
  });
});

describe('POST /search-hashtags', () => {
  const search = async (payload: unknown) => ctx.app.inject({ method: 'POST', url: '/search-hashtags', payload: payload as object });

  it('finds hashtags containing the text in any case, names starting with it first', async () => {
    const all = await rows<{ id: number; name_ru: string }>('select id, name_ru from hashtags');
    // A fragment that starts one name and sits inside another, when the content has one; else any name's start.
    const word = all.map((t) => t.name_ru.split(/\s+/)[0]).find((w) => w.length >= 3)!;
    const fragment = word.slice(0, 3);
    const res = await search({ lang: 'ru', q: fragment.toUpperCase() });
    expect(res.statusCode).toBe(200);
    const found = res.json() as Hashtag[];
    const expected = all.filter((t) => t.name_ru.toLowerCase().includes(fragment.toLowerCase()));
    expect(found.length).toBe(Math.min(10, expected.length));
    expect(found.every((t) => t.name.toLowerCase().includes(fragment.toLowerCase()))).toBe(true);
    const starts = found.map((t) => t.name.toLowerCase().startsWith(fragment.toLowerCase()));
    expect(starts).toEqual([...starts].sort((a, b) => Number(b) - Number(a)));
  });

  it('searches English names with lang=en, answers at most 10, and nothing for no match or an empty q', async () => {
    const [tag] = await rows<{ id: number; name_en: string }>('select id, name_en from hashtags order by id limit 1');
    const en = (await search({ lang: 'en', q: tag.name_en })).json() as Hashtag[];
    expect(en).toContainEqual({ id: tag.id, name: tag.name_en });
    const many = (await search({ lang: 'en', q: 'e' })).json() as Hashtag[];
    expect(many.length).toBe(10);
    expect((await search({ lang: 'ru', q: 'zzzqqq' })).json()).toEqual([]);
    expect((await search({ lang: 'ru', q: '   ' })).json()).toEqual([]);
    expect((await search({ q: '%_\\' })).json()).toEqual([]);
  });

  it.each([{}, { q: { a: 1 } }, { q: ['a', 'b'] }, { q: 'x'.repeat(201) }, { q: 'a', lang: 'xx' }])('answers 422 for %j', async (payload) => {
    const res = await search(payload);
    expect(res.statusCode).toBe(422);
  });

  it('has no /api twin', async () => {
    expect((await ctx.app.inject({ method: 'POST', url: '/api/search-hashtags', payload: { q: 'a' } })).statusCode).toBe(404);
  });
});

describe('POST /search-hashtags-data', () => {
  const data = (payload: unknown, headers: Record<string, string> = educator) =>
    ctx.app.inject({ method: 'POST', url: '/search-hashtags-data', payload: payload as object, headers });

  /** Two hashtags that some Russian material carries together. */
  async function pairOnAMaterial(): Promise<[number, number]> {
    const [pair] = await rows<{ a: number; b: number }>(
      `select a.hashtag_id as a, b.hashtag_id as b
       from material_hashtags a join material_hashtags b on b.material_id = a.material_id and b.hashtag_id > a.hashtag_id
       join materials m on m.id = a.material_id where m.lang = 'ru'
       group by a.hashtag_id, b.hashtag_id order by count(*) desc limit 1`,
    );
    return [pair.a, pair.b];
  }

  it('answers, for card_access users, the materials and courses that carry all the chosen hashtags', async () => {
    const htid = await pairOnAMaterial();
    const res = await data({ lang: 'ru', htid });
    expect(res.statusCode).toBe(200);
    const groups = res.json() as HashtagDataGroup[];
    const materials = groups.find((g) => g.title === 'Материалы')!;
    const expected = await rows<{ slug: string }>(
      `select m.slug from materials m where m.lang = 'ru' and m.id in (
         select material_id from material_hashtags where hashtag_id = any($1::int[])
         group by material_id having count(*) = 2)
       order by m.published_at desc, m.id desc`,
      [htid],
    );
    expect(materials.items.map((i) => i.link)).toEqual(expected.map((r) => `/ru/materials/${r.slug}`));
    for (const group of groups) {
      expect(['Материалы', 'Курсы']).toContain(group.title);
      for (const item of group.items) {
        const ids = item.hashtags.map((h) => h.id);
        expect(ids).toEqual(expect.arrayContaining(htid));
        expect(item.created_at).toMatch(/^\d{4}-\d{2}-\d{2}T/);
      }
    }
    const first = materials.items[0];
    expect(first.searchdata.chapters.length).toBeGreaterThan(0);
    expect(first.searchdata.chapters[0].link).toMatch(new RegExp(`^${first.link}#material-content\\d+$`));
  });

  it('narrows the results as hashtags are added and answers English titles with lang=en', async () => {
    const [a, b] = await pairOnAMaterial();
    const one = (await data({ lang: 'en', htid: [a] })).json() as HashtagDataGroup[];
    const two = (await data({ lang: 'en', htid: [a, b] })).json() as HashtagDataGroup[];
    const count = (groups: HashtagDataGroup[]) => groups.reduce((sum, g) => sum + g.items.length, 0);
    expect(count(one)).toBeGreaterThanOrEqual(count(two));
    expect(one.every((g) => ['Materials', 'Courses'].includes(g.title))).toBe(true);
    expect(one.flatMap((g) => g.items).every((i) => i.link.startsWith('/en/'))).toBe(true);
  });

  it('answers an empty list when no hashtag is chosen', async () => {
    const res = await data({ lang: 'ru', htid: [] });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual([]);
  });

  it('answers 401 without a user and 403 without card access', async () => {
    const htid = await pairOnAMaterial();
    expect((await data({ htid }, {})).statusCode).toBe(401);
    const forbidden = await data({ htid }, visitor);
    expect(forbidden.statusCode).toBe(403);
    expect(forbidden.json().message).toBeTruthy();
  });

  it.each([{}, { htid: 'x' }, { htid: [0] }, { htid: [1.5] }, { htid: Array.from({ length: 21 }, (_, i) => i + 1) }])(
    'answers 422 for %j',
    async (payload) => {
      expect((await data(payload)).statusCode).toBe(422);
    },
  );

  it('answers 422 naming an unknown hashtag id', async () => {
    const res = await data({ htid: [999999] });
    expect(res.statusCode).toBe(422);
    expect(res.json().errors.htid[0]).toContain('999999');
  });
});
