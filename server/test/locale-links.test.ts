import { describe, expect, it } from 'vitest';
import { useTestApp } from './helpers.ts';

// The links a page offers to its other language (issue 17, item 5): the header's language switch and hreflang, as
// the server renders them (the browser hydrates the same: src/app/LocaleLayout.test.tsx), never lead to a 404;
// hreflang names only real translations, and agrees with the sitemap's alternates.
const SITE = 'https://site.example';
const ctx = useTestApp({ PUBLIC_URL: SITE });

const get = (url: string) => ctx.app.inject({ url });
const head = (html: string) => html.slice(0, html.indexOf('</head>'));
/** The header's language switch: the links of its group, by language. */
const switchLinks = (html: string): Record<string, string> => {
  const group = /<div[^>]*role="group"[^>]*>(.*?)<\/div>/.exec(html.slice(html.indexOf('<div id="root">')))?.[1] ?? '';
  return Object.fromEntries([...group.matchAll(/<a href="([^"]*)" lang="([a-z]+)"/g)].map((m) => [m[2], m[1].replace(/&amp;/g, '&')]));
};
const hreflangs = (html: string): Record<string, string> =>
  Object.fromEntries(
    [...head(html).matchAll(/<link rel="alternate" hreflang="([a-z-]+)" href="([^"]*)"/g)].map((m) => [m[1], m[2].replace(/&amp;/g, '&')]),
  );
const local = (href: string) => (href.startsWith(SITE) ? href.slice(SITE.length) : href);
/** The switch to a nearest section, saying which page has no translation (#untranslated, UntranslatedNotice). */
const untranslated = (target: string, from: string) => `${target}#untranslated=${encodeURIComponent(from)}`;

/** The status after following at most one redirect. */
async function finalStatus(url: string): Promise<number> {
  const first = await get(url);
  if (first.statusCode < 300 || first.statusCode >= 400) return first.statusCode;
  return (await get(local(first.headers.location as string))).statusCode;
}


describe('a library chapter or a map place in one language only', () => {
  // Runs before the sitemap crawl below, which then covers these pages too.
  it('switches to the other language\'s library or map, with no hreflang to it', async () => {
    const db = ctx.app.db;
    const [chapter] = (await db.query<{ slug: string }>("select slug from book_chapters where lang = 'en' order by id limit 1")).rows;
    const [place] = (await db.query<{ slug: string }>("select slug from places where lang = 'en' order by id limit 1")).rows;
    // The English versions get slugs of their own: each language's version is then alone.
    await db.query("update book_chapters set slug = slug || '-en' where lang = 'en' and slug = $1", [chapter.slug]);
    await db.query("update places set slug = slug || '-en' where lang = 'en' and slug = $1", [place.slug]);
    ctx.app.contentChanged();
    const api = await get(`/api/books/chapters/${chapter.slug}?lang=ru`);
    expect(api.json().translations).toEqual({ ru: chapter.slug, en: null });
    expect((await get(`/api/places/${place.slug}-en?lang=en`)).json().translations).toEqual({ ru: null, en: `${place.slug}-en` });
    for (const [url, other, target] of [
      [`/ru/books/chapter/${chapter.slug}`, 'en', '/en/books'],
      [`/en/books/chapter/${chapter.slug}-en`, 'ru', '/ru/books'],
      [`/ru/map/${place.slug}`, 'en', '/en/map'],
      [`/en/map/${place.slug}-en`, 'ru', '/ru/map'],
    ]) {
      const page = await get(url);
      expect(page.statusCode, url).toBe(200);
      expect(switchLinks(page.body)[other], url).toBe(untranslated(target, url));
      expect(hreflangs(page.body)[other], url).toBeUndefined();
    }
  });
});

describe('every page of the sitemap links only to pages that exist', () => {
  // Some 270 pages and their links, rendered one by one: longer than the default 20 s on a busy machine.
  it('the language switch and each hreflang of every sitemap page answer 200', async () => {
    const sitemap = (await get('/sitemap.xml')).body;
    const blocks = [...sitemap.matchAll(/<url>([\s\S]*?)<\/url>/g)].map((m) => m[1]);
    const locs = blocks.map((block) => local(/<loc>(.*?)<\/loc>/.exec(block)![1]));
    expect(locs.length).toBeGreaterThan(40);
    const broken: string[] = [];
    let whole = 0;
    const statuses = new Map<string, number>();
    for (const loc of locs) {
      const page = await get(loc);
      expect(page.statusCode, loc).toBe(200);
      // The sitemap's alternates of this page are its hreflang, exactly.
      const listed = Object.fromEntries(
        [...blocks[locs.indexOf(loc)].matchAll(/<xhtml:link rel="alternate" hreflang="([a-z-]+)" href="(.*?)"\/>/g)].map((m) => [m[1], m[2]]),
      );
      expect(hreflangs(page.body), loc).toEqual(listed);
      const switched = switchLinks(page.body);
      expect(Object.keys(switched).sort(), loc).toEqual(['en', 'ru']);
      const targets = [...Object.values(switched), ...Object.values(hreflangs(page.body)).map(local)];
      let ok = true;
      for (const target of targets) {
        if (!statuses.has(target)) statuses.set(target, await finalStatus(target));
        if (statuses.get(target) !== 200) {
          ok = false;
          broken.push(`${loc} → ${target} (${statuses.get(target)})`);
        }
      }
      if (ok) whole += 1;
    }
    console.info(`sitemap pages whose switch and hreflang all answer 200: ${whole} of ${locs.length}`);
    expect(broken).toEqual([]);
  }, 180_000);
});

describe('a page with no translation switches to the nearest section of the other language', () => {
  const links = async (url: string) => {
    const page = await get(url);
    return { status: page.statusCode, switched: switchLinks(page.body), hreflang: hreflangs(page.body) };
  };

  it('Russian-only pages: the English home page, or the hashtags landing for the educators\' tool; no English hreflang', async () => {
    for (const [url, en] of [
      ['/ru/virtual-gallery', '/en'],
      ['/ru/ashkenazi-table', '/en'],
      ['/ru/da-for-educators', '/en/hashtags-landing'],
    ]) {
      const { status, switched, hreflang } = await links(url);
      expect(status, url).toBe(200);
      expect(switched, url).toEqual({ ru: url, en: untranslated(en, url) });
      expect(hreflang, url).toEqual({ ru: `${SITE}${url}`, 'x-default': `${SITE}${url}` });
    }
  });

  it('an untranslated material or course: the other language\'s list; in the library, its library', async () => {
    expect((await links('/ru/materials/klezmer')).switched).toEqual({
      ru: '/ru/materials/klezmer',
      en: untranslated('/en/materials', '/ru/materials/klezmer'),
    });
    expect((await links('/ru/courses/jewish-kitchen')).switched).toEqual({
      ru: '/ru/courses/jewish-kitchen',
      en: untranslated('/en/courses', '/ru/courses/jewish-kitchen'),
    });
    const article = await links('/ru/books/articles/klezmer');
    expect(article.switched).toEqual({ ru: '/ru/books/articles/klezmer', en: untranslated('/en/books', '/ru/books/articles/klezmer') });
    // Its hreflang follows its canonical address, the material's own.
    expect(article.hreflang).toEqual({ ru: `${SITE}/ru/materials/klezmer`, 'x-default': `${SITE}/ru/materials/klezmer` });
  });

  it('a translated page switches to its translation, keeping the query of a page that exists in both', async () => {
    expect((await links('/ru/materials/shabbat')).switched).toEqual({ ru: '/ru/materials/shabbat', en: '/en/materials/shabbat' });
    expect((await links('/en/books/articles/shabbat')).switched).toEqual({ ru: '/ru/books/articles/shabbat', en: '/en/books/articles/shabbat' });
    expect((await links('/ru/materials?sort=popular')).switched).toEqual({ ru: '/ru/materials?sort=popular', en: '/en/materials?sort=popular' });
  });

  it('the 404 page switches to the other home page; a Russian-only page under /en back to itself in Russian', async () => {
    const missing = await links('/ru/no-such-page');
    expect(missing.status).toBe(404);
    expect(missing.switched).toEqual({ ru: '/ru/no-such-page', en: '/en' });
    // A material that does not exist is not one without a translation: its list, with no notice.
    expect((await links('/ru/materials/no-such-material')).switched.en).toBe('/en/materials');
    const gallery = await links('/en/virtual-gallery');
    expect(gallery.status).toBe(404);
    expect(gallery.switched).toEqual({ ru: '/ru/virtual-gallery', en: '/en/virtual-gallery' });
  });
});
