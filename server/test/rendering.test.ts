import zlib from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { useTestApp } from './helpers.ts';

// Pages rendered on the server (server/src/plugins/pages.ts + src/ssr): without a client build the source
// index.html is the template, so these tests read exactly the HTML a search engine or a share preview reads.
const ctx = useTestApp({ PUBLIC_URL: 'https://site.example' });

const page = (url: string, headers: Record<string, string> = {}) => ctx.app.inject({ url, headers });
const head = (html: string) => html.slice(0, html.indexOf('</head>'));
const meta = (html: string, attribute: 'name' | 'property', key: string) =>
  new RegExp(`<meta ${attribute}="${key}" content="([^"]*)"`).exec(html)?.[1];
const link = (html: string, rel: string, extra = '') => new RegExp(`<link rel="${rel}"${extra} href="([^"]*)"`).exec(html)?.[1];
const jsonLd = (html: string) =>
  [...html.matchAll(/<script type="application\/ld\+json">(.*?)<\/script>/g)].map((m) => JSON.parse(m[1]) as Record<string, unknown>);
const payload = (html: string) =>
  JSON.parse(/<script type="application\/json" id="ssr-data">(.*?)<\/script>/.exec(html)![1]) as {
    fallback: Record<string, unknown>;
  };

describe('server-rendered pages', () => {
  it('a material: its text, title, description, canonical, hreflang, OpenGraph, Twitter and JSON-LD', async () => {
    const res = await page('/ru/materials/shabbat');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('text/html');
    const html = res.body;
    expect(html).toContain('<html lang="ru"');
    // The chapters' text is in the HTML, not only in the data.
    const body = html.slice(html.indexOf('<div id="root">'));
    expect(body).toMatch(/<h1[^>]*>Шаббат — остров во времени<\/h1>/);
    expect(body).toContain('id="material-content');
    const top = head(html);
    expect(top).toContain('<title>Шаббат — остров во времени — Еврейская культура</title>');
    expect(meta(top, 'name', 'description')).toMatch(/Шаббат/);
    expect(link(top, 'canonical')).toBe('https://site.example/ru/materials/shabbat');
    expect(link(top, 'alternate', ' hreflang="ru"')).toBe('https://site.example/ru/materials/shabbat');
    expect(link(top, 'alternate', ' hreflang="en"')).toBe('https://site.example/en/materials/shabbat');
    expect(link(top, 'alternate', ' hreflang="x-default"')).toBe('https://site.example/ru/materials/shabbat');
    expect(meta(top, 'property', 'og:type')).toBe('article');
    expect(meta(top, 'property', 'og:title')).toBe('Шаббат — остров во времени');
    expect(meta(top, 'property', 'og:locale')).toBe('ru_RU');
    expect(meta(top, 'property', 'og:url')).toBe('https://site.example/ru/materials/shabbat');
    expect(meta(top, 'property', 'og:image')).toMatch(/^https:\/\/site\.example\/img\/og\/covers\/materials\/shabbat\./);
    expect(meta(top, 'property', 'og:image:width')).toBe('1200');
    expect(meta(top, 'name', 'twitter:card')).toBe('summary_large_image');
    const [breadcrumbs, article] = jsonLd(top);
    expect(breadcrumbs['@type']).toBe('BreadcrumbList');
    expect((breadcrumbs.itemListElement as { item: string }[]).map((crumb) => crumb.item)).toEqual([
      'https://site.example/ru',
      'https://site.example/ru/materials',
      'https://site.example/ru/materials/shabbat',
    ]);
    expect(article).toMatchObject({ '@context': 'https://schema.org', '@type': 'Article', headline: 'Шаббат — остров во времени', inLanguage: 'ru' });
    // The browser starts from the same data: the material is in SWR's fallback.
    expect(Object.values(payload(html).fallback)).toContainEqual(expect.objectContaining({ slug: 'shabbat', lang: 'ru' }));
  });

  it('a material without a translation has no hreflang to the other language', async () => {
    // talmud-intro exists in Russian only (server/src/db/seed/content/materials).
    const html = (await page('/ru/materials/talmud-intro')).body;
    expect(link(head(html), 'alternate', ' hreflang="ru"')).toBe('https://site.example/ru/materials/talmud-intro');
    expect(link(head(html), 'alternate', ' hreflang="en"')).toBeUndefined();
  });

  it('a course: its title and contents in the HTML, a Course in JSON-LD', async () => {
    const [course] = (await page('/api/courses?lang=en&per_page=1&filterBy=popular')).json() as { slug: string; title: string }[];
    const res = await page(`/en/courses/${course.slug}`);
    expect(res.statusCode).toBe(200);
    const html = res.body;
    expect(head(html)).toContain(`<title>${course.title.replace(/&/g, '&amp;')} — Jewish Culture</title>`);
    expect(html.slice(html.indexOf('<div id="root">'))).toContain(course.title.replace(/&/g, '&amp;'));
    const types = jsonLd(head(html)).map((item) => item['@type']);
    expect(types).toEqual(expect.arrayContaining(['BreadcrumbList', 'Course']));
    expect(link(head(html), 'canonical')).toBe(`https://site.example/en/courses/${course.slug}`);
    expect((await page('/en/courses/no-such-course')).statusCode).toBe(404);
  });

  it('the materials list: the first page of cards, in the page language', async () => {
    const res = await page('/en/materials');
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('<html lang="en"');
    expect(res.body).toContain('<title>Materials — Jewish Culture</title>');
    expect(res.body.match(/data-testid="material-card"/g)).toHaveLength(11);
    expect(meta(res.body, 'property', 'og:type')).toBe('website');
    expect(meta(res.body, 'property', 'og:locale')).toBe('en_GB');
  });

  it('the home page has its own title and the newest materials', async () => {
    const res = await page('/ru');
    expect(res.statusCode).toBe(200);
    expect(head(res.body)).toContain('<title>Еврейская культура: открытая школа — Еврейская культура</title>');
    expect(res.body.match(/data-testid="material-card"/g)?.length).toBeGreaterThanOrEqual(4);
  });

  it('an unknown slug or path answers 404 with the 404 page, not indexed', async () => {
    for (const url of ['/ru/materials/no-such-material', '/en/no-such-page', '/ru/materials/shabbat/extra']) {
      const res = await page(url);
      expect(res.statusCode, url).toBe(404);
      expect(res.body, url).toContain('404');
      expect(head(res.body), url).toContain('<meta name="robots" content="noindex" />');
      expect(link(head(res.body), 'canonical'), url).toBeUndefined();
    }
  });

  it('the empty path and an unknown locale redirect to /ru', async () => {
    for (const url of ['/', '/de', '/de/materials/shabbat']) {
      const res = await page(url);
      expect(res.statusCode, url).toBe(302);
      expect(res.headers.location, url).toBe('/ru');
    }
  });

  it('the API, media and files are not pages', async () => {
    expect((await page('/api/no-such-call')).statusCode).toBe(404);
    expect((await page('/storage/none.webp')).statusCode).toBe(404);
    const file = await page('/no-such-file.js');
    expect(file.statusCode).toBe(404);
    expect(file.json()).toEqual({ message: 'Not found.' });
  });

  it('pages are compressed with brotli or gzip and answer 304 to their ETag', async () => {
    const br = await page('/ru/materials', { 'accept-encoding': 'br' });
    expect(br.headers['content-encoding']).toBe('br');
    expect(zlib.brotliDecompressSync(br.rawPayload).toString()).toContain('<title>Материалы — Еврейская культура</title>');
    const gzip = await page('/ru/materials', { 'accept-encoding': 'gzip' });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    const etag = br.headers.etag as string;
    expect(etag).toBeTruthy();
    expect((await page('/ru/materials', { 'if-none-match': etag })).statusCode).toBe(304);
    const api = await page('/api/materials?lang=ru', { 'accept-encoding': 'br' });
    expect(api.headers['content-encoding']).toBe('br');
    expect(api.headers.etag).toBeTruthy();
  });

  it('a page is rendered once, then served from the cache until the content changes', async () => {
    const first = await page('/ru/materials/hanukkah');
    const second = await page('/ru/materials/hanukkah');
    expect(first.headers['x-render-cache']).toBe('miss');
    expect(second.headers['x-render-cache']).toBe('hit');
    expect(second.body).toBe(first.body);

    await ctx.app.db.query(`update materials set title = 'Ханука: праздник света' where slug = 'hanukkah' and lang = 'ru'`);
    expect((await page('/ru/materials/hanukkah')).body).not.toContain('Ханука: праздник света');
    ctx.app.contentChanged();
    const changed = await page('/ru/materials/hanukkah');
    expect(changed.headers['x-render-cache']).toBe('miss');
    expect(changed.body).toContain('<title>Ханука: праздник света — Еврейская культура</title>');
  });

  it('a mailed pin is not part of the page: one render for every link, and the language switch does not carry it', async () => {
    const plain = await page('/ru/materials/purim');
    const first = await page('/ru/materials/purim?pin=secret-one');
    const second = await page('/ru/materials/purim?email-pin=secret-two');
    expect(first.headers['x-render-cache']).toBe('hit');
    expect(second.headers['x-render-cache']).toBe('hit');
    expect(first.body).toBe(plain.body);
    expect(first.body).not.toContain('secret-one');
  });

  it("a visitor's like drops the pages that show the item, and only those", async () => {
    const likeCount = (html: string) =>
      (Object.values(payload(html).fallback).find((value) => (value as { slug?: string })?.slug === 'ladino') as { like_count: number })
        .like_count;
    const before = (await page('/ru/materials/ladino')).body;
    expect(likeCount(before)).toBeTypeOf('number');
    await page('/ru/materials/shabbat');
    expect((await page('/ru/materials/ladino')).headers['x-render-cache']).toBe('hit');
    const { id } = (await page('/api/materials/ladino?lang=ru')).json() as { id: number };
    const liked = await ctx.app.inject({ method: 'POST', url: `/api/materials/${id}/increase-likes`, headers: { 'x-client-id': 'render-cache-browser' } });
    expect(liked.statusCode).toBe(200);
    const after = await page('/ru/materials/ladino');
    expect(after.headers['x-render-cache']).toBe('miss');
    expect(likeCount(after.body)).toBe(likeCount(before) + 1);
    expect((await page('/ru/materials/shabbat')).headers['x-render-cache']).toBe('hit');
  });
});
