import type { Queryable } from '../../db/db.ts';
import { sitemapRows, type Lang, type Row } from './repository.ts';

/**
 * The sitemap: every public page of the site in each language it exists in, with its lastmod and its hreflang
 * alternates (ru, en, x-default → the Russian version, or the only one). Materials and courses find their
 * translation through `translation_id` (migration 040); chapters and places share their slug across languages.
 */

const LANGS: readonly Lang[] = ['ru', 'en'];

export interface SitemapEntry {
  /** Site path per language; a language the page does not exist in is absent. */
  versions: Partial<Record<Lang, string>>;
  /** Per language: the last change, ISO. */
  lastmod: Partial<Record<Lang, string>>;
}

/** Rows linked by translation_id: one entry per group, a version per language. */
function linkedEntries(rows: Row[], path: (lang: Lang, slug: string) => string): SitemapEntry[] {
  const byId = new Map(rows.map((r) => [r.id, r]));
  const done = new Set<number>();
  const entries: SitemapEntry[] = [];
  for (const row of rows) {
    if (done.has(row.id)) continue;
    done.add(row.id);
    const entry: SitemapEntry = { versions: { [row.lang]: path(row.lang, row.slug) }, lastmod: { [row.lang]: row.updated_at } };
    const other = row.translation_id != null ? byId.get(row.translation_id) : undefined;
    // a link counts when it is mutual (the console keeps it so) and across languages
    if (other && other.lang !== row.lang && !done.has(other.id) && other.translation_id === row.id) {
      done.add(other.id);
      entry.versions[other.lang] = path(other.lang, other.slug);
      entry.lastmod[other.lang] = other.updated_at;
    }
    entries.push(entry);
  }
  return entries;
}

/** Rows sharing a slug across languages: one entry per slug. */
function slugEntries(rows: Omit<Row, 'id'>[], path: (lang: Lang, slug: string) => string): SitemapEntry[] {
  const bySlug = new Map<string, SitemapEntry>();
  for (const row of rows) {
    const entry = bySlug.get(row.slug) ?? { versions: {}, lastmod: {} };
    entry.versions[row.lang] = path(row.lang, row.slug);
    entry.lastmod[row.lang] = row.updated_at;
    bySlug.set(row.slug, entry);
  }
  return [...bySlug.values()];
}

/** Every public page of the site. */
export async function sitemapEntries(db: Queryable, drafts: { materials: boolean; courses: boolean }): Promise<SitemapEntry[]> {
  const { materials, courses, chapters, places, pages } = await sitemapRows(db, drafts);

  const newest = (rows: { lang: Lang; updated_at: string }[], lang?: Lang) =>
    rows.filter((r) => !lang || r.lang === lang).reduce<string | undefined>((max, r) => (!max || r.updated_at > max ? r.updated_at : max), undefined);
  const everything = [...materials, ...courses, ...chapters, ...places, ...pages];
  const siteNewest = newest(everything) ?? new Date().toISOString().replace(/\.\d+Z$/, 'Z');

  /** A page in both languages (or `langs`), its lastmod the newest of `rows` in each language. */
  const listPage = (suffix: string, rows: { lang: Lang; updated_at: string }[] | null, langs: readonly Lang[] = LANGS): SitemapEntry => ({
    versions: Object.fromEntries(langs.map((l) => [l, `/${l}${suffix}`])),
    lastmod: Object.fromEntries(langs.map((l) => [l, (rows ? newest(rows, l) ?? newest(rows) : undefined) ?? siteNewest])),
  });
  const page = (key: string) => pages.filter((p) => p.key === key);

  return [
    listPage('', [...materials, ...courses]),
    listPage('/materials', materials),
    listPage('/courses', courses),
    listPage('/about-project', page('about')),
    listPage('/about-team', null),
    listPage('/politics', page('politics')),
    listPage('/terms', page('terms')),
    listPage('/hashtags-landing', null),
    listPage('/books', chapters),
    listPage('/map', places),
    listPage('/virtual-gallery', null, ['ru']),
    listPage('/ashkenazi-table', null, ['ru']),
    listPage('/da-for-educators', null, ['ru']),
    ...linkedEntries(materials, (l, s) => `/${l}/materials/${s}`),
    ...linkedEntries(courses, (l, s) => `/${l}/courses/${s}`),
    ...slugEntries(chapters, (l, s) => `/${l}/books/chapter/${s}`),
    ...slugEntries(places, (l, s) => `/${l}/map/${s}`),
  ];
}

const escapeXml = (text: string) =>
  text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&apos;' })[c]!);

/** sitemap.xml of `entries`: a `<url>` per version, each naming every version and x-default. */
export function sitemapXml(entries: SitemapEntry[], publicUrl: string): string {
  const lines = [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">',
  ];
  const abs = (p: string) => escapeXml(`${publicUrl}${p}`);
  for (const entry of entries) {
    const langs = LANGS.filter((l) => entry.versions[l]);
    const xDefault = entry.versions.ru ?? entry.versions[langs[0]]!;
    const alternates = [
      ...langs.map((l) => `    <xhtml:link rel="alternate" hreflang="${l}" href="${abs(entry.versions[l]!)}"/>`),
      `    <xhtml:link rel="alternate" hreflang="x-default" href="${abs(xDefault)}"/>`,
    ];
    for (const lang of langs) {
      lines.push(
        '  <url>',
        `    <loc>${abs(entry.versions[lang]!)}</loc>`,
        `    <lastmod>${entry.lastmod[lang]}</lastmod>`,
        ...alternates,
        '  </url>',
      );
    }
  }
  lines.push('</urlset>', '');
  return lines.join('\n');
}

export function robotsTxt(publicUrl: string): string {
  return [
    'User-agent: *',
    'Allow: /',
    'Disallow: /api/',
    'Disallow: /admin',
    'Disallow: /*/profile/',
    'Disallow: /*/profile$',
    'Disallow: /*/search',
    'Disallow: /*/tag-search',
    'Disallow: /*/hashtags-search-result',
    '',
    `Sitemap: ${publicUrl}/sitemap.xml`,
    '',
  ].join('\n');
}
