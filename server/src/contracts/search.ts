import { Type, type Static } from 'typebox';
import { Lang } from './common.ts';

export const SEARCH_DEFAULT_LIMIT = 10;
export const SEARCH_MAX_LIMIT = 50;

export const SearchQuery = Type.Object({
  lang: Type.Optional(Lang),
  query: Type.Optional(Type.String({ maxLength: 1000, description: 'Words to find; the last one also matches as a prefix.' })),
  limit: Type.Optional(
    Type.Integer({ minimum: 1, maximum: SEARCH_MAX_LIMIT, default: SEARCH_DEFAULT_LIMIT, description: 'Items a group.' }),
  ),
});

/** A material or a course found. */
export const ArticleSearchItem = Type.Object({
  id: Type.Integer(),
  slug: Type.String(),
  image: Type.Union([Type.String(), Type.Null()], { description: 'A path under /storage/.' }),
  title: Type.String(),
  author: Type.Union([Type.String(), Type.Null()]),
  short_description: Type.String({ description: 'HTML.' }),
  searchsnippet: Type.String({ description: 'HTML: text around the matches, each match in <mark>.' }),
});

export const ChapterSearchItem = Type.Object({
  id: Type.Integer(),
  slug: Type.String(),
  image: Type.Union([Type.String(), Type.Null()]),
  title: Type.String(),
  position: Type.Integer(),
  searchsnippet: Type.String({ description: 'HTML: text around the matches, each match in <mark>.' }),
  book: Type.Object({
    slug: Type.String(),
    title: Type.String(),
    section: Type.String({ description: 'Section name in the language asked (Тора, Нэвиим, Ктувим).' }),
    section_key: Type.String(),
  }),
});

export const SearchResponse = Type.Object({
  search_materials: Type.Array(ArticleSearchItem),
  materials_count: Type.Integer({
    description: 'All matches, not only those answered (estimated for some very common queries: see the next field).',
  }),
  materials_count_estimated: Type.Boolean({
    description: 'True when materials_count is an estimate (show it as "about N"), false when it is exact.',
  }),
  search_courses: Type.Array(ArticleSearchItem),
  courses_count: Type.Integer(),
  courses_count_estimated: Type.Boolean({ description: 'True when courses_count is an estimate.' }),
  search_chapters: Type.Array(ChapterSearchItem),
  chapters_count: Type.Integer(),
  chapters_count_estimated: Type.Boolean({ description: 'True when chapters_count is an estimate.' }),
  suggestion: Type.Union([Type.String(), Type.Null()], {
    description:
      '"Did you mean": when the query as typed finds nothing, its words corrected to the most similar words of the ' +
      'site\'s texts (lowercase), and the groups above are the results of that corrected query. Null when the ' +
      'query found something as typed, or when no correction finds anything.',
  }),
});
export type SearchResponse = Static<typeof SearchResponse>;
