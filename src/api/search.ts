import type { Locale } from '../../design-system';
import type { SearchResponse } from '../../server/src/contracts/search';
import { getQuery, useQuery, type Query } from './query';

/** Items a group on the search page (the API's counts are of all matches). */
export const SEARCH_PAGE_LIMIT = 20;

/** The longest query the API takes (server/src/contracts/search.ts), in characters (code points). */
export const SEARCH_QUERY_MAX_LENGTH = 1000;

/**
 * GET /api/search: materials, courses and library chapters found, their counts, and "did you mean"; null for an
 * empty query (nothing is asked). A longer query than the API takes is cut by code points (no emoji is split):
 * the API would refuse it with 422.
 */
export function searchQuery(lang: Locale, query: string, limit = SEARCH_PAGE_LIMIT): Query<SearchResponse> | null {
  const words = query.trim();
  if (!words) return null;
  const chars = Array.from(words);
  const cut = chars.length > SEARCH_QUERY_MAX_LENGTH ? chars.slice(0, SEARCH_QUERY_MAX_LENGTH).join('').trimEnd() : words;
  return getQuery<SearchResponse>('/api/search', { lang, query: cut, limit });
}

export function useSearch(lang: Locale, query: string) {
  const { data, error, isLoading } = useQuery(searchQuery(lang, query), { keepPreviousData: false });
  return { result: data, error, isLoading };
}
