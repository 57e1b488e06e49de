import { describe, expect, it } from 'vitest';
import { useTestApp } from '../helpers.ts';
import type { MaterialDetail, MaterialListItem } from '../../src/contracts/materials.ts';
import type { TagsResponse } from '../../src/contracts/common.ts';

const ctx = useTestApp();

const list = async (query: string) => {
  const res = await ctx.app.inject({ method: 'GET', url: `/api/materials?${query}` });
  return { status: res.statusCode, body: res.json() as MaterialListItem[] };
};

describe('GET /api/materials', () => {
  it('answers the first page of 11 Russian materials by default, newest first', async () => {
    const { status, body } = await list('');
    expect(status).toBe(200);
    expect(body).toHaveLength(11);
    const dates = body.map((m) => m.created_at);
    expect([...dates].sort().reverse()).toEqual(dates);
    expect(body[0].snippet).toMatch(/^<p>.+<\/p>$/s);
    expect(body[0].tags[0].type).toBe(0);
  });

  it('pages through every material once, with a short last page', async () => {
    const seen: number[] = [];
    for (let page = 0; page < 10; page += 1) {
      const { body } = await list(`lang=en&per_page=11&page=${page}`);
      seen.push(...body.map((m) => m.id));
      if (body.length < 11) break;
    }
    const { rows } = await ctx.app.db.query<{ n: number }>("select count(*)::int as n from materials where lang = 'en'");
    expect(seen).toHaveLength(rows[0].n);
    expect(new Set(seen).size).toBe(seen.length);
  });

  it('orders oldest first with orderBy=1 and by popularity with filterBy=popular', async () => {
    const newest = await list('per_page=50');
    const oldest = await list('per_page=50&orderBy=1');
    expect(oldest.body.map((m) => m.id)).toEqual(newest.body.map((m) => m.id).reverse());
    const popular = await list('per_page=50&filterBy=popular');
    const { rows } = await ctx.app.db.query<{ id: number }>(
      "select id from materials where lang = 'ru' order by popularity desc, id desc limit 50",
    );
    expect(popular.body.map((m) => m.id)).toEqual(rows.map((r) => r.id));
  });

  it('keeps only materials having all the chosen tags', async () => {
    const tags = (await ctx.app.inject({ url: '/api/tags?lang=ru' })).json() as TagsResponse;
    const holidays = tags.main_tags[0];
    const one = await list(`per_page=50&tags=${encodeURIComponent(JSON.stringify([holidays.id]))}`);
    expect(one.body.length).toBeGreaterThan(0);
    expect(one.body.every((m) => m.tags.some((t) => t.id === holidays.id))).toBe(true);
    const second = one.body[0].tags.find((t) => t.type === 1)!;
    const both = await list(`per_page=50&tags=${encodeURIComponent(JSON.stringify([holidays.id, second.id]))}`);
    expect(both.body.length).toBeGreaterThan(0);
    expect(both.body.length).toBeLessThanOrEqual(one.body.length);
    expect(both.body.every((m) => [holidays.id, second.id].every((id) => m.tags.some((t) => t.id === id)))).toBe(true);
  });

  it.each([
    ['page=-1', 'page'],
    ['page=abc', 'page'],
    ['per_page=0', 'per_page'],
    ['per_page=1000', 'per_page'],
    ['orderBy=2', 'orderBy'],
    ['filterBy=name', 'filterBy'],
    ['lang=de', 'lang'],
    ['tags=%5B1', 'tags'],
    ['tags=%7B%22a%22%3A1%7D', 'tags'],
    ['tags=%5B%22x%22%5D', 'tags'],
    ['tags=%5B-3%5D', 'tags'],
  ])('answers 422 with a message for %s', async (query, field) => {
    const res = await ctx.app.inject({ url: `/api/materials?${query}` });
    expect(res.statusCode).toBe(422);
    const body = res.json() as { message: string; errors: Record<string, string[]> };
    expect(body.message).toBeTruthy();
    expect(body.errors[field]?.[0]).toContain(field);
  });
});

describe('GET /api/materials/:slug', () => {
  it('answers the material with its chapters in order', async () => {
    const [first] = (await list('lang=ru&per_page=1')).body;
    const res = await ctx.app.inject({ url: `/api/materials/${first.slug}?lang=ru` });
    expect(res.statusCode).toBe(200);
    const material = res.json() as MaterialDetail;
    expect(material.id).toBe(first.id);
    expect(material.chapters.length).toBeGreaterThanOrEqual(3);
    expect(material.chapters[0].content).toContain('<p>');
    expect(material.time).toBeGreaterThan(0);
  });

  it('answers the audio of a material that has one, and null for one without', async () => {
    const withAudio = (await ctx.app.inject({ url: '/api/materials/shabbat?lang=en' })).json() as MaterialDetail;
    expect(withAudio.audio).toBe('audio/shabbat.en.ogg');
    const without = (await ctx.app.inject({ url: '/api/materials/purim?lang=en' })).json() as MaterialDetail;
    expect(without.audio).toBeNull();
  });

  it('answers its translations (own slug included) and updated_at', async () => {
    const ru = (await ctx.app.inject({ url: '/api/materials/shabbat?lang=ru' })).json() as MaterialDetail;
    expect(ru.translations).toEqual({ ru: 'shabbat', en: 'shabbat' });
    expect(new Date(ru.updated_at).getTime()).not.toBeNaN();
    // a material in Russian only
    const ruOnly = (await ctx.app.inject({ url: '/api/materials/klezmer?lang=ru' })).json() as MaterialDetail;
    expect(ruOnly.translations).toEqual({ ru: 'klezmer', en: null });
  });

  it('follows the translation link when a translation has another slug, and leaves out a draft translation', async () => {
    const db = ctx.app.db;
    await db.query("update materials set slug = 'purim-festival' where lang = 'en' and slug = 'purim'");
    const ru = (await ctx.app.inject({ url: '/api/materials/purim?lang=ru' })).json() as MaterialDetail;
    expect(ru.translations).toEqual({ ru: 'purim', en: 'purim-festival' });
    const en = (await ctx.app.inject({ url: '/api/materials/purim-festival?lang=en' })).json() as MaterialDetail;
    expect(en.translations).toEqual({ ru: 'purim', en: 'purim-festival' });
    await db.query("update materials set published = false where lang = 'en' and slug = 'purim-festival'");
    const alone = (await ctx.app.inject({ url: '/api/materials/purim?lang=ru' })).json() as MaterialDetail;
    expect(alone.translations).toEqual({ ru: 'purim', en: null });
    await db.query("update materials set published = true, slug = 'purim' where lang = 'en' and slug = 'purim-festival'");
  });

  it('answers 404 for an unknown slug and 422 for a malformed one', async () => {
    expect((await ctx.app.inject({ url: '/api/materials/no-such-thing' })).statusCode).toBe(404);
    const bad = await ctx.app.inject({ url: '/api/materials/Bad%20Slug!' });
    expect(bad.statusCode).toBe(422);
    expect(bad.json().errors.slug).toBeDefined();
  });
});

describe('GET /api/tags', () => {
  it('splits tags into main and additional, named in the language asked', async () => {
    const ru = (await ctx.app.inject({ url: '/api/tags?lang=ru' })).json() as TagsResponse;
    const en = (await ctx.app.inject({ url: '/api/tags?lang=en' })).json() as TagsResponse;
    expect(ru.main_tags.length).toBeGreaterThan(0);
    expect(ru.main_tags.every((t) => t.type === 0 && (t.color || t.gradient))).toBe(true);
    expect(ru.additional_tags.every((t) => t.type === 1)).toBe(true);
    expect(ru.main_tags[0].id).toBe(en.main_tags[0].id);
    expect(ru.main_tags[0].name).not.toBe(en.main_tags[0].name);
  });
});
