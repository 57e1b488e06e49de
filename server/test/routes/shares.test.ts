import { describe, expect, it } from 'vitest';
import { useTestApp } from '../helpers.ts';

const ctx = useTestApp();

/** A slug that exists in both languages, with the share counts of both rows. */
const bilingual = async (table: 'materials' | 'courses') => {
  const { rows } = await ctx.app.db.query<{ slug: string; ru: number; en: number }>(
    `select r.slug, r.share_count as ru, e.share_count as en
     from ${table} r join ${table} e on e.slug = r.slug and e.lang = 'en'
     where r.lang = 'ru' order by r.id limit 1`,
  );
  return rows[0];
};
const shareCount = async (table: 'materials' | 'courses', lang: string, slug: string) =>
  (await ctx.app.db.query<{ n: number }>(`select share_count as n from ${table} where lang = $1 and slug = $2`, [lang, slug]))
    .rows[0].n;

const share = (type: string, slug: string, payload?: unknown, headers: Record<string, string> = {}) =>
  ctx.app.inject({ method: 'POST', url: `/api/${type}/${slug}/increase-share`, payload: payload as never, headers });

describe.each(['materials', 'courses'] as const)('POST /api/%s/:slug/increase-share', (type) => {
  it('counts every share of the language version named by lang', async () => {
    const item = await bilingual(type);
    const form = await share(type, item.slug, 'lang=ru', { 'content-type': 'application/x-www-form-urlencoded' });
    expect(form.statusCode).toBe(200);
    expect(form.json()).toEqual({ countShares: item.ru + 1 });
    expect((await share(type, item.slug, { lang: 'ru' })).json()).toEqual({ countShares: item.ru + 2 });
    expect((await share(type, item.slug, { lang: 'en' })).json()).toEqual({ countShares: item.en + 1 });
    // No body at all: Russian, the default language.
    expect((await share(type, item.slug)).json()).toEqual({ countShares: item.ru + 3 });
    expect(await shareCount(type, 'ru', item.slug)).toBe(item.ru + 3);
    expect(await shareCount(type, 'en', item.slug)).toBe(item.en + 1);
  });

  it('answers 404 for an unknown slug and 422 for a malformed slug or an unknown lang', async () => {
    const missing = await share(type, 'no-such-item', { lang: 'ru' });
    expect(missing.statusCode).toBe(404);
    expect(missing.json().message).toMatch(/not found/);
    const badSlug = await share(type, 'Bad_Slug', { lang: 'ru' });
    expect(badSlug.statusCode).toBe(422);
    expect(badSlug.json().errors.slug).toBeDefined();
    const item = await bilingual(type);
    const badLang = await share(type, item.slug, { lang: 'de' });
    expect(badLang.statusCode).toBe(422);
    expect(badLang.json().errors.lang).toBeDefined();
    expect(await shareCount(type, 'ru', item.slug)).toBe(item.ru);
  });
});
