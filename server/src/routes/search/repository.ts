import type { Queryable } from '../../db/db.ts';
import type { Lang } from '../../contracts/common.ts';
import type { SearchResponse } from '../../contracts/search.ts';
import { escapeHtml } from '../../lib/query.ts';
import { PageCache } from '../../lib/page-cache.ts';
import { bookRef, type SectionKey } from '../library/sections.ts';
import {
  candidateStarts,
  candidateWords,
  escapeText,
  lexemesMatch,
  queryTerms,
  snippet,
  splitWords,
  type QueryTerm,
} from './snippet.ts';

/**
 * Matches ranked by the database in one call (search_results, migration 071): exact counts for rare queries, the
 * most popular rows walked for common ones (server/README.md, "Search"). Snippets are made in snippet.ts.
 */
export const MAX_RANKED_MATCHES = 100;

/**
 * Lexemes of words, by language: the dictionaries do not change, so a word is stemmed once. Bounded in entries and
 * in bytes (a query's word may be 1000 characters long), the least recently used go first.
 */
const lexemeCache = new PageCache<string[]>({
  maxEntries: 50_000,
  maxBytes: 8 * 1024 * 1024,
  maxAgeMs: Infinity,
  sizeOf: (lexemes, key) => lexemes.reduce((bytes, lexeme) => bytes + 2 * lexeme.length + 32, 2 * key.length + 100),
});

async function lexemesOf(db: Queryable, lang: Lang, words: Iterable<string>): Promise<Map<string, string[]>> {
  const known = new Map<string, string[]>();
  const unknown: string[] = [];
  for (const word of words) {
    const cached = lexemeCache.get(`${lang}:${word}`);
    if (cached) known.set(word, cached);
    else unknown.push(word);
  }
  if (unknown.length > 0) {
    const { rows } = await db.query<{ word: string; lexemes: string[] }>(
      'select w as word, tsvector_to_array(to_tsvector(search_config($1), w)) as lexemes from unnest($2::text[]) w',
      [lang, unknown],
    );
    for (const row of rows) {
      known.set(row.word, row.lexemes);
      lexemeCache.set(`${lang}:${row.word}`, row.lexemes);
    }
  }
  return known;
}

type Group = 'materials' | 'courses' | 'book_chapters';

interface Row {
  grp: Group;
  tsquery: string | null;
  total: number;
  estimated: boolean;
  n: number | null;
  id: number;
  slug: string;
  image: string | null;
  title: string;
  author: string | null;
  description: string | null;
  body: string | null;
  position: number | null;
  book_slug: string | null;
  book_title: string | null;
  section: SectionKey | null;
}

/** Each group's count, then its answered rows (n: their order, null on a group's count row): migration 071. */
const SEARCH_SQL = 'select * from search_results($1, $2, $3)';

/**
 * The text a row's snippet is made from (HTML: plain text escaped; splitWords skips the tags), what ts_headline
 * was given before (021).
 */
const snippetSource = (row: Row) =>
  row.grp === 'materials'
    ? `${escapeText(row.description)} ${row.body ?? ''}`
    : row.grp === 'courses'
      ? `${row.description ?? ''} ${row.body ?? ''}`
      : (row.body ?? '');

/**
 * Materials, courses and library chapters of one language that match `tsquery` (see query.ts), best first, at
 * most `limit` of each, with the count of each (exact, or estimated for a very common query: see above).
 */
export async function search(db: Queryable, lang: Lang, tsquery: string, limit: number): Promise<SearchResponse> {
  const { rows } = await db.query<Row>(SEARCH_SQL, [lang, tsquery, limit]);
  const groups = new Map<Group, { total: number; estimated: boolean; rows: Row[] }>();
  let terms: QueryTerm[] = [];
  for (const row of rows) {
    if (row.tsquery !== null) terms = queryTerms(row.tsquery);
    let group = groups.get(row.grp);
    if (!group) groups.set(row.grp, (group = { total: row.total, estimated: row.estimated, rows: [] }));
    if (row.n !== null) group.rows.push(row);
  }
  for (const group of groups.values()) group.rows.sort((a, b) => a.n! - b.n!);

  const answered = [...groups.values()].flatMap((g) => g.rows);
  const starts = candidateStarts(terms);
  const texts = new Map(answered.map((row) => [row, splitWords(snippetSource(row), starts)]));
  const candidates = candidateWords([...texts.values()], terms);
  const lexemes = await lexemesOf(db, lang, candidates);
  const matching = new Set([...candidates].filter((word) => lexemesMatch(lexemes.get(word) ?? [], terms)));
  const snippetOf = (row: Row) => snippet(texts.get(row)!, matching, starts);

  const m = groups.get('materials')!;
  const c = groups.get('courses')!;
  const ch = groups.get('book_chapters')!;
  return {
    search_materials: m.rows.map((r) => ({
      id: r.id,
      slug: r.slug,
      image: r.image,
      title: r.title,
      author: r.author,
      short_description: `<p>${escapeHtml(r.description ?? '')}</p>`,
      searchsnippet: snippetOf(r),
    })),
    materials_count: m.total,
    materials_count_estimated: m.estimated,
    search_courses: c.rows.map((r) => ({
      id: r.id,
      slug: r.slug,
      image: r.image,
      title: r.title,
      author: r.author,
      short_description: r.description ?? '',
      searchsnippet: snippetOf(r),
    })),
    courses_count: c.total,
    courses_count_estimated: c.estimated,
    search_chapters: ch.rows.map((r) => ({
      id: r.id,
      slug: r.slug,
      image: r.image,
      title: r.title,
      position: r.position!,
      searchsnippet: snippetOf(r),
      book: bookRef(lang, { slug: r.book_slug!, title: r.book_title!, section: r.section! }),
    })),
    chapters_count: ch.total,
    chapters_count_estimated: ch.estimated,
    suggestion: null,
  };
}

export const emptySearch = (): SearchResponse => ({
  search_materials: [],
  materials_count: 0,
  materials_count_estimated: false,
  search_courses: [],
  courses_count: 0,
  courses_count_estimated: false,
  search_chapters: [],
  chapters_count: 0,
  chapters_count_estimated: false,
  suggestion: null,
});

/**
 * For each of `words`, the most similar word of the site's texts in `lang` at `minSimilarity` or above (null where
 * none): of the `nearest` words the GiST index gives by trigram distance, the most similar, then the closest
 * length, then alphabetical. A word the texts contain as typed has distance 0 and is kept.
 */
export async function mostSimilarWords(
  db: Queryable,
  lang: Lang,
  words: string[],
  nearest: number,
  minSimilarity: number,
): Promise<{ word: string; best: string | null }[]> {
  const { rows } = await db.query<{ word: string; best: string | null }>(
    `select q.word, (
       select c.word from (
         select s.word, similarity(s.word, q.word) as sim from search_words s
         where s.lang = $1 order by s.word <-> q.word limit ${nearest}) c
       where c.sim >= $3
       order by c.sim desc, abs(char_length(c.word) - char_length(q.word)), c.word
       limit 1) as best
     from unnest($2::text[]) as q(word)`,
    [lang, words, minSimilarity],
  );
  return rows;
}
