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
 * How a group finds its best matches without reading every match: at 100,000 materials a common word (or the
 * prefix of one, which the header's live search sends with every keystroke) is in tens of thousands of rows, and
 * counting, ranking or sorting them all took hundreds of milliseconds.
 *
 * 1. The PROBE_ROWS most popular rows of the language are read in the order of the popularity index (a bounded
 *    walk, whatever the word) and tested against the query; when a tenth of them match, the SAMPLE_ROWS most
 *    popular rows are read the same way.
 * 2. When they are all the rows there are, the count is exact. When they hold at least MAX_RANKED_MATCHES
 *    matches (a common word), the count is estimated from them (matches in the sample × rows of the language)
 *    and the candidates are the MAX_RANKED_MATCHES most popular matches. Otherwise the word is rare enough for
 *    the GIN index: every match is counted exactly and the candidates are its MAX_RANKED_MATCHES most popular.
 * 3. The candidates are ranked (ts_rank over weighted vectors: title, then description, then body); the best
 *    `limit` are answered, their rows and snippets read for those rows only.
 *
 * A query with no more than MAX_RANKED_MATCHES matches is therefore ranked over all of them, as before.
 */
export const MAX_RANKED_MATCHES = 100;
/** Rows of a language read from its popularity index to tell a common word from a rare one (and to estimate). */
export const SAMPLE_ROWS = 1000;
/** The first, smaller look: a word in fewer than a tenth of these goes to the index at once. */
const PROBE_ROWS = 200;

/**
 * Rows of one language, per table, for the estimate; recounted at most once a minute. Drafts (no vector) are
 * counted too: few, and the count is then one the index on (lang, …) answers without reading the rows.
 */
const LANG_ROWS_MAX_AGE_MS = 60_000;
const langRows = new WeakMap<Queryable, Map<string, { rows: number; at: number }>>();
async function rowsOfLang(db: Queryable, table: string, lang: Lang): Promise<number> {
  let byKey = langRows.get(db);
  if (!byKey) langRows.set(db, (byKey = new Map()));
  const key = `${table}|${lang}`;
  const known = byKey.get(key);
  if (known && Date.now() - known.at < LANG_ROWS_MAX_AGE_MS) return known.rows;
  const { rows } = await db.query<{ n: number }>(`select count(*)::int as n from ${table} where lang = $1`, [lang]);
  byKey.set(key, { rows: rows[0].n, at: Date.now() });
  return rows[0].n;
}

/** The tsquery of a search, as an expression: inline (not a CTE), so the planner sees the words it plans for. */
const QUERY = 'to_tsquery(search_config($1), $2)';

/** The best ids of one table for a query (best first, at most `limit`) and the count of its matches. */
async function findIds(
  db: Queryable,
  table: 'materials' | 'courses' | 'book_chapters',
  lang: Lang,
  tsquery: string,
  limit: number,
): Promise<{ ids: number[]; total: number }> {
  // Library chapters have no popularity: newest first stands for it.
  const popular = table === 'book_chapters' ? 'id desc' : 'popularity desc, id desc';
  const popularity = table === 'book_chapters' ? '0' : 'popularity';
  const best = (source: string) =>
    `array(select id from (select id, ${popularity} as popularity, ts_rank(search, ${QUERY}) as rank from ${source}
       order by ${popular} limit ${MAX_RANKED_MATCHES}) c order by rank desc, popularity desc, id desc limit $3)`;
  const sample = async (size: number) => {
    const { rows } = await db.query<{ scanned: number; hits: number; ids: number[] }>(
      `with sample as materialized (
         select id, ${popularity} as popularity, search from ${table} where lang = $1 and search is not null
         order by lang, ${popular} limit ${size}),
       matched as (select id, popularity, search from sample where search @@ ${QUERY})
       select (select count(*)::int from sample) as scanned, (select count(*)::int from matched) as hits,
         ${best('matched')} as ids`,
      [lang, tsquery, limit],
    );
    return rows[0];
  };
  // A first look at the PROBE_ROWS most popular rows: enough to tell a rare word (the usual search) cheaply.
  const probe = await sample(PROBE_ROWS);
  if (probe.scanned < PROBE_ROWS) return { ids: probe.ids, total: probe.hits };
  if (probe.hits * SAMPLE_ROWS >= MAX_RANKED_MATCHES * PROBE_ROWS) {
    const { scanned, hits, ids } = await sample(SAMPLE_ROWS);
    if (scanned < SAMPLE_ROWS) return { ids, total: hits };
    if (hits >= MAX_RANKED_MATCHES) {
      const total = await rowsOfLang(db, table, lang);
      return { ids, total: Math.max(hits, Math.round((hits / scanned) * total)) };
    }
  }
  const { rows } = await db.query<{ total: number; ids: number[] }>(
    `with matched as materialized (select id, ${popularity} as popularity, search from ${table}
       where lang = $1 and search @@ ${QUERY})
     select (select count(*)::int from matched) as total, ${best('matched')} as ids`,
    [lang, tsquery, limit],
  );
  return rows[0];
}

/** SQL: the rows of `ids` in their order (`u.n`), for the select list of a group. */
const inOrder = (table: string, alias: string) =>
  `unnest($3::int[]) with ordinality as u(id, n) join ${table} ${alias} on ${alias}.id = u.id`;

/**
 * Materials, courses and library chapters of one language that match `tsquery` (see query.ts), best first, at
 * most `limit` of each, with the count of each (see findIds: exact, or estimated for a very common word).
 */
export async function search(db: Queryable, lang: Lang, tsquery: string, limit: number): Promise<SearchResponse> {
  const group = async <T>(table: 'materials' | 'courses' | 'book_chapters', select: string) => {
    const found = await findIds(db, table, lang, tsquery, limit);
    if (found.ids.length === 0) return { rows: [] as Row<T>[], total: found.total };
    const { rows } = await db.query<Row<T>>(select, [lang, tsquery, found.ids]);
    return { rows, total: found.total };
  };

  const materials = group<{ id: number; slug: string; image: string | null; title: string; author: string | null; description: string }>(
    'materials',
    `select m.id, m.slug, m.preview as image, m.title, m.author, m.description,
       ts_headline(search_config($1),
         ${escapeSql('m.description')} || ' ' || coalesce((select string_agg(html_to_text(c.content), ' ' order by c.position)
           from chapters c where c.material_id = m.id), ''),
         ${QUERY}, ${HEADLINE}) as searchsnippet
     from ${inOrder('materials', 'm')}
     order by u.n`,
  );

  const courses = group<{ id: number; slug: string; image: string | null; title: string; author: string | null; small_description: string }>(
    'courses',
    `select c.id, c.slug, c.preview as image, c.title, c.author, c.small_description,
       ts_headline(search_config($1), html_to_text(c.small_description) || ' ' || html_to_text(c.author_info), ${QUERY},
         ${HEADLINE}) as searchsnippet
     from ${inOrder('courses', 'c')}
     order by u.n`,
  );

  const chapters = group<{ id: number; slug: string; image: string | null; title: string; position: number; book_slug: string; book_title: string; section: SectionKey }>(
    'book_chapters',
    `select ch.id, ch.slug, ch.title, ch.position, b.preview as image, b.slug as book_slug, b.title as book_title,
       b.section, ts_headline(search_config($1), html_to_text(ch.content), ${QUERY}, ${HEADLINE}) as searchsnippet
     from ${inOrder('book_chapters', 'ch')} join books b on b.id = ch.book_id
     order by u.n`,
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
