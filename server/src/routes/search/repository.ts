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

type Row<T> = T & { total: number; searchsnippet: string };

/**
 * Materials, courses and library chapters of one language that match `tsquery` (see query.ts), best first, at
 * most `limit` of each, with the total count of each. Ranking (ts_rank over weighted vectors: title, then
 * description, then body) covers every match; snippets are built only for the rows answered.
 */
export async function search(db: Queryable, lang: Lang, tsquery: string, limit: number): Promise<SearchResponse> {
  const params = [lang, tsquery, limit];
  const query = `q as (select to_tsquery(search_config($1), $2) as query)`;

  const materials = db.query<Row<{ id: number; slug: string; image: string | null; title: string; author: string | null; description: string }>>(
    `with ${query},
     found as (
       select m.id, m.slug, m.preview as image, m.title, m.author, m.description, ts_rank(m.search, q.query) as rank,
         m.popularity, count(*) over () as total
       from materials m, q
       where m.lang = $1 and m.search @@ q.query
       order by rank desc, m.popularity desc, m.id desc
       limit $3)
     select f.*, ts_headline(search_config($1),
         ${escapeSql('f.description')} || ' ' || coalesce((select string_agg(html_to_text(c.content), ' ' order by c.position)
           from chapters c where c.material_id = f.id), ''),
         q.query, ${HEADLINE}) as searchsnippet
     from found f, q
     order by f.rank desc, f.popularity desc, f.id desc`,
    params,
  );

  const courses = db.query<Row<{ id: number; slug: string; image: string | null; title: string; author: string | null; small_description: string }>>(
    `with ${query},
     found as (
       select c.id, c.slug, c.preview as image, c.title, c.author, c.small_description, c.author_info,
         ts_rank(c.search, q.query) as rank, c.popularity, count(*) over () as total
       from courses c, q
       where c.lang = $1 and c.search @@ q.query
       order by rank desc, c.popularity desc, c.id desc
       limit $3)
     select f.id, f.slug, f.image, f.title, f.author, f.small_description, f.total,
       ts_headline(search_config($1), html_to_text(f.small_description) || ' ' || html_to_text(f.author_info), q.query,
         ${HEADLINE}) as searchsnippet
     from found f, q
     order by f.rank desc, f.popularity desc, f.id desc`,
    params,
  );

  const chapters = db.query<Row<{ id: number; slug: string; image: string | null; title: string; position: number; book_slug: string; book_title: string; section: SectionKey }>>(
    `with ${query},
     found as (
       select ch.id, ch.slug, ch.title, ch.position, ch.content, ch.book_id, ts_rank(ch.search, q.query) as rank,
         count(*) over () as total
       from book_chapters ch, q
       where ch.lang = $1 and ch.search @@ q.query
       order by rank desc, ch.id
       limit $3)
     select f.id, f.slug, f.title, f.position, f.total, b.preview as image, b.slug as book_slug, b.title as book_title,
       b.section, ts_headline(search_config($1), html_to_text(f.content), q.query, ${HEADLINE}) as searchsnippet
     from found f join books b on b.id = f.book_id, q
     order by f.rank desc, f.id`,
    params,
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
    materials_count: m.rows[0]?.total ?? 0,
    search_courses: c.rows.map((r) => ({
      id: r.id,
      slug: r.slug,
      image: r.image,
      title: r.title,
      author: r.author,
      short_description: r.small_description,
      searchsnippet: cleanSnippet(r.searchsnippet),
    })),
    courses_count: c.rows[0]?.total ?? 0,
    search_chapters: ch.rows.map((r) => ({
      id: r.id,
      slug: r.slug,
      image: r.image,
      title: r.title,
      position: r.position,
      searchsnippet: cleanSnippet(r.searchsnippet),
      book: bookRef(lang, { slug: r.book_slug, title: r.book_title, section: r.section }),
    })),
    chapters_count: ch.rows[0]?.total ?? 0,
  };
}

export const emptySearch = (): SearchResponse => ({
  search_materials: [],
  materials_count: 0,
  search_courses: [],
  courses_count: 0,
  search_chapters: [],
  chapters_count: 0,
});
