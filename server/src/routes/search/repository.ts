import sanitizeHtml from 'sanitize-html';
import type { Queryable } from '../../db/db.ts';
import type { Lang } from '../../contracts/common.ts';
import type { SearchResponse } from '../../contracts/search.ts';
import { escapeHtml } from '../../lib/query.ts';
import { bookRef, type SectionKey } from '../library/sections.ts';

/** ts_headline options: two short fragments around the matches, each match in <mark>. */
const HEADLINE = `'StartSel=<mark>, StopSel=</mark>, MaxFragments=2, MaxWords=22, MinWords=8, FragmentDelimiter=" … "'`;

/** SQL: plain text escaped as HTML, so a headline over it is HTML (sanitised HTML columns are escaped already). */
const escapeSql = (expression: string) =>
  `replace(replace(replace(${expression}, '&', '&amp;'), '<', '&lt;'), '>', '&gt;')`;

/** The headline keeps only its <mark> elements; whitespace runs of the stripped HTML become one space. */
const cleanSnippet = (html: string) =>
  sanitizeHtml(html, { allowedTags: ['mark'], allowedAttributes: {} }).replace(/\s+/g, ' ').trim();

type Row<T> = T & { searchsnippet: string };

/**
 * Up to this many matches are ranked by relevance. A word found in more rows than that (a common word, or the
 * prefix of one typed in the header) would make every search rank them all; those come most popular first
 * instead, which the popularity index answers at once.
 */
export const MAX_RANKED_MATCHES = 2000;

/**
 * One group: counts the matches (cheap when they are few), then reads the rows answered. `top` gets the order of
 * the matches as a whitelisted fragment: by rank, or by popularity when there are too many to rank.
 */
async function group<T>(
  db: Queryable,
  params: unknown[],
  count: string,
  top: (ranked: boolean) => string,
): Promise<{ rows: Row<T>[]; total: number }> {
  const { rows: counted } = await db.query<{ total: number }>(count, params.slice(0, 2));
  const total = counted[0].total;
  if (total === 0) return { rows: [], total };
  const { rows } = await db.query<Row<T>>(top(total <= MAX_RANKED_MATCHES), params);
  return { rows, total };
}

/** SQL of a match's rank: ts_rank, or nothing to compute when the matches come by popularity. */
const rankOf = (ranked: boolean, alias: string) => (ranked ? `ts_rank(${alias}.search, q.query)` : '0::real');
const orderOf = (ranked: boolean, alias: string, popularity = true) =>
  [ranked ? 'rank desc' : null, popularity ? `${alias}.popularity desc` : null, `${alias}.id desc`].filter(Boolean).join(', ');

/**
 * Materials, courses and library chapters of one language that match `tsquery` (see query.ts), best first, at
 * most `limit` of each, with the total count of each. Ranking (ts_rank over weighted vectors: title, then
 * description, then body) sorts only ids and ranks; the rest of a row and its snippet are read for the rows
 * answered.
 */
export async function search(db: Queryable, lang: Lang, tsquery: string, limit: number): Promise<SearchResponse> {
  const params = [lang, tsquery, limit];
  const query = `q as (select to_tsquery(search_config($1), $2) as query)`;
  const countOf = (table: string) =>
    `with ${query} select count(*)::int as total from ${table} x, q where x.lang = $1 and x.search @@ q.query`;

  const materials = group<{ id: number; slug: string; image: string | null; title: string; author: string | null; description: string }>(
    db,
    params,
    countOf('materials'),
    (ranked) => `with ${query},
     found as (
       select m.id, ${rankOf(ranked, 'm')} as rank, m.popularity
       from materials m, q
       where m.lang = $1 and m.search @@ q.query
       order by ${orderOf(ranked, 'm')}
       limit $3)
     select m.id, m.slug, m.preview as image, m.title, m.author, m.description,
       ts_headline(search_config($1),
         ${escapeSql('m.description')} || ' ' || coalesce((select string_agg(html_to_text(c.content), ' ' order by c.position)
           from chapters c where c.material_id = m.id), ''),
         q.query, ${HEADLINE}) as searchsnippet
     from found f join materials m on m.id = f.id, q
     order by f.rank desc, f.popularity desc, f.id desc`,
  );

  const courses = group<{ id: number; slug: string; image: string | null; title: string; author: string | null; small_description: string }>(
    db,
    params,
    countOf('courses'),
    (ranked) => `with ${query},
     found as (
       select c.id, ${rankOf(ranked, 'c')} as rank, c.popularity
       from courses c, q
       where c.lang = $1 and c.search @@ q.query
       order by ${orderOf(ranked, 'c')}
       limit $3)
     select c.id, c.slug, c.preview as image, c.title, c.author, c.small_description,
       ts_headline(search_config($1), html_to_text(c.small_description) || ' ' || html_to_text(c.author_info), q.query,
         ${HEADLINE}) as searchsnippet
     from found f join courses c on c.id = f.id, q
     order by f.rank desc, f.popularity desc, f.id desc`,
  );

  const chapters = group<{ id: number; slug: string; image: string | null; title: string; position: number; book_slug: string; book_title: string; section: SectionKey }>(
    db,
    params,
    countOf('book_chapters'),
    (ranked) => `with ${query},
     found as (
       select ch.id, ${rankOf(ranked, 'ch')} as rank
       from book_chapters ch, q
       where ch.lang = $1 and ch.search @@ q.query
       order by ${orderOf(ranked, 'ch', false)}
       limit $3)
     select ch.id, ch.slug, ch.title, ch.position, b.preview as image, b.slug as book_slug, b.title as book_title,
       b.section, ts_headline(search_config($1), html_to_text(ch.content), q.query, ${HEADLINE}) as searchsnippet
     from found f join book_chapters ch on ch.id = f.id join books b on b.id = ch.book_id, q
     order by f.rank desc, f.id desc`,
  );

  const [m, c, ch] = await Promise.all([materials, courses, chapters]);
  return {
    search_materials: m.rows.map((r) => ({
      id: r.id,
      slug: r.slug,
      image: r.image,
      title: r.title,
      author: r.author,
      short_description: `<p>${escapeHtml(r.description)}</p>`,
      searchsnippet: cleanSnippet(r.searchsnippet),
    })),
    materials_count: m.total,
    search_courses: c.rows.map((r) => ({
      id: r.id,
      slug: r.slug,
      image: r.image,
      title: r.title,
      author: r.author,
      short_description: r.small_description,
      searchsnippet: cleanSnippet(r.searchsnippet),
    })),
    courses_count: c.total,
    search_chapters: ch.rows.map((r) => ({
      id: r.id,
      slug: r.slug,
      image: r.image,
      title: r.title,
      position: r.position,
      searchsnippet: cleanSnippet(r.searchsnippet),
      book: bookRef(lang, { slug: r.book_slug, title: r.book_title, section: r.section }),
    })),
    chapters_count: ch.total,
    suggestion: null,
  };
}

export const emptySearch = (): SearchResponse => ({
  search_materials: [],
  materials_count: 0,
  search_courses: [],
  courses_count: 0,
  search_chapters: [],
  chapters_count: 0,
  suggestion: null,
});
