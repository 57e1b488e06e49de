import { describe, expect, it } from 'vitest';
import { useTestApp } from '../helpers.ts';

const SITE = 'https://site.example';
const ctx = useTestApp({ PUBLIC_URL: SITE });

const sitemap = async () => {
  const res = await ctx.app.inject({ url: '/sitemap.xml' });
  expect(res.statusCode).toBe(200);
  return res;
};

/** The `<url>` blocks of the sitemap, by their loc. */
function urls(xml: string): Map<string, string> {
  const blocks = [...xml.matchAll(/<url>([\s\S]*?)<\/url>/g)].map((m) => m[1]);
  return new Map(blocks.map((b) => [b.match(/<loc>(.*?)<\/loc>/)![1], b]));
}
const alternates = (block: string) =>
  Object.fromEntries([...block.matchAll(/<xhtml:link rel="alternate" hreflang="([a-z-]+)" href="(.*?)"\/>/g)].map((m) => [m[1], m[2]]));

describe('GET /sitemap.xml', () => {
  it('lists the site pages in both languages, and ru-only pages in Russian only', async () => {
    const res = await sitemap();
    expect(res.headers['content-type']).toBe('application/xml; charset=utf-8');
    expect(res.body).toMatch(/^<\?xml version="1.0" encoding="UTF-8"\?>\n<urlset xmlns="http:\/\/www.sitemaps.org\/schemas\/sitemap\/0.9"/);
    const map = urls(res.body);
    for (const l of ['ru', 'en']) {
      for (const p of ['', '/materials', '/courses', '/about-project', '/about-team', '/politics', '/terms', '/hashtags-landing', '/books', '/map']) {
        expect(map.has(`${SITE}/${l}${p}`), `${l}${p}`).toBe(true);
      }
    }
    for (const p of ['/virtual-gallery', '/ashkenazi-table', '/da-for-educators']) {
      expect(map.has(`${SITE}/ru${p}`)).toBe(true);
      expect(map.has(`${SITE}/en${p}`)).toBe(false);
      expect(alternates(map.get(`${SITE}/ru${p}`)!)).toEqual({ ru: `${SITE}/ru${p}`, 'x-default': `${SITE}/ru${p}` });
    }
    expect(alternates(map.get(`${SITE}/en/materials`)!)).toEqual({
      ru: `${SITE}/ru/materials`,
      en: `${SITE}/en/materials`,
      'x-default': `${SITE}/ru/materials`,
    });
    // every url has a lastmod
    for (const block of map.values()) expect(block).toMatch(/<lastmod>\d{4}-\d\d-\d\dT\d\d:\d\d:\d\dZ<\/lastmod>/);
  });

  it('has a material in both languages with alternates and lastmod, a ru-only material in Russian only', async () => {
    await ctx.app.db.query("update materials set updated_at = '2026-01-02T03:04:05Z' where slug = 'shabbat' and lang = 'en'");
    ctx.app.contentChanged();
    const map = urls((await sitemap()).body);
    const en = map.get(`${SITE}/en/materials/shabbat`)!;
    expect(en).toContain('<lastmod>2026-01-02T03:04:05Z</lastmod>');
    expect(alternates(en)).toEqual({
      ru: `${SITE}/ru/materials/shabbat`,
      en: `${SITE}/en/materials/shabbat`,
      'x-default': `${SITE}/ru/materials/shabbat`,
    });
    expect(alternates(map.get(`${SITE}/ru/materials/shabbat`)!)).toEqual(alternates(en));
    expect(map.has(`${SITE}/ru/materials/klezmer`)).toBe(true);
    expect(map.has(`${SITE}/en/materials/klezmer`)).toBe(false);
    expect(alternates(map.get(`${SITE}/ru/materials/klezmer`)!)).toEqual({
      ru: `${SITE}/ru/materials/klezmer`,
      'x-default': `${SITE}/ru/materials/klezmer`,
    });
  });

  it('has courses, library chapters and places, linked to their versions', async () => {
    const db = ctx.app.db;
    const [course] = (await db.query<{ slug: string }>("select slug from courses where lang = 'en' and translation_id is not null limit 1")).rows;
    const [chapter] = (await db.query<{ slug: string }>("select slug from book_chapters where lang = 'en' limit 1")).rows;
    const [place] = (await db.query<{ slug: string }>("select slug from places where lang = 'en' limit 1")).rows;
    const map = urls((await sitemap()).body);
    for (const p of [`/courses/${course.slug}`, `/books/chapter/${chapter.slug}`, `/map/${place.slug}`]) {
      expect(alternates(map.get(`${SITE}/en${p}`)!), p).toEqual({ ru: `${SITE}/ru${p}`, en: `${SITE}/en${p}`, 'x-default': `${SITE}/ru${p}` });
    }
  });

  it('follows content changes: a translation with its own slug, a draft, a new lastmod', async () => {
    const db = ctx.app.db;
    const before = await sitemap();
    // cached until the content changes
    await db.query("update materials set slug = 'purim-festival' where lang = 'en' and slug = 'purim'");
    expect((await sitemap()).body).toBe(before.body);
    ctx.app.contentChanged();
    const map = urls((await sitemap()).body);
    expect(map.has(`${SITE}/en/materials/purim`)).toBe(false);
    expect(alternates(map.get(`${SITE}/ru/materials/purim`)!)).toEqual({
      ru: `${SITE}/ru/materials/purim`,
      en: `${SITE}/en/materials/purim-festival`,
      'x-default': `${SITE}/ru/materials/purim`,
    });
    // a draft leaves the sitemap, and its translation loses the alternate
    await db.query("update materials set published = false where lang = 'en' and slug = 'purim-festival'");
    ctx.app.contentChanged();
    const after = urls((await sitemap()).body);
    expect(after.has(`${SITE}/en/materials/purim-festival`)).toBe(false);
    expect(alternates(after.get(`${SITE}/ru/materials/purim`)!).en).toBeUndefined();
  });

  it('answers 304 with its ETag, and a new ETag when the content changed', async () => {
    const first = await sitemap();
    const etag = first.headers.etag as string;
    expect(etag).toMatch(/^"[^"]+"$/);
    const again = await ctx.app.inject({ url: '/sitemap.xml', headers: { 'if-none-match': etag } });
    expect(again.statusCode).toBe(304);
    await ctx.app.db.query("update places set updated_at = now() + interval '1 day' where id = (select min(id) from places)");
    ctx.app.contentChanged();
    const changed = await ctx.app.inject({ url: '/sitemap.xml', headers: { 'if-none-match': etag } });
    expect(changed.statusCode).toBe(200);
    expect(changed.headers.etag).not.toBe(etag);
  });
});

describe('GET /robots.txt', () => {
  it('allows the site, keeps crawlers out of the API, the console, profiles and searches, and names the sitemap', async () => {
    const res = await ctx.app.inject({ url: '/robots.txt' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/plain; charset=utf-8');
    const lines = res.body.split('\n');
    expect(lines).toContain('User-agent: *');
    expect(lines).toContain('Allow: /');
    for (const rule of ['/api/', '/admin', '/*/profile/', '/*/search']) expect(lines).toContain(`Disallow: ${rule}`);
    expect(lines).toContain(`Sitemap: ${SITE}/sitemap.xml`);
    const cached = await ctx.app.inject({ url: '/robots.txt', headers: { 'if-none-match': res.headers.etag as string } });
    expect(cached.statusCode).toBe(304);
  });
});
