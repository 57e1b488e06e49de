import type { Locale } from '../../../design-system';
import { firstPage } from '../../api/lists';
import { searchQuery } from '../../api/search';
import { tagsQuery } from '../../api/tags';
import { readFilters } from '../../lib/listFilters';
import type { RouteHandle } from '../../shared/pageRoute';

/** The query from the address: ?search= (spec §2). */
export const queryOf = (params: URLSearchParams) => (params.get('search') ?? '').trim();

export const searchHandle: RouteHandle = {
  prefetch: ({ locale, searchParams }) => {
    const query = searchQuery(locale, queryOf(searchParams));
    return query ? [query] : [];
  },
};

/** How many materials and courses each group of the tag search shows (the rest is one click away in the filtered list). */
export const TAG_SEARCH_LIMIT = 12;

/** The first page of materials or courses having all the tags (GET /api/materials, /api/courses with `tags`). */
export const tagResultsQuery = <T,>(path: '/api/materials' | '/api/courses', lang: Locale, tagIds: number[]) =>
  tagIds.length ? firstPage<T>(path, { lang, tagIds, sort: 'date', reversed: false }, TAG_SEARCH_LIMIT) : null;

export const tagSearchHandle: RouteHandle = {
  prefetch: ({ locale, searchParams }) => {
    const { tagIds } = readFilters(searchParams);
    const results = [tagResultsQuery('/api/courses', locale, tagIds), tagResultsQuery('/api/materials', locale, tagIds)];
    return [tagsQuery(locale), ...results.filter((query) => query !== null)];
  },
};
