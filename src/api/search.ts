import useSWR from 'swr';
import type { Locale } from '../../design-system';
import type { SearchResponse } from '../../server/src/contracts/search';
import { getJson, type ApiKey } from './client';

/** Items a group on the search page (the API's counts are of all matches). */
export const SEARCH_PAGE_LIMIT = 20;

/** The longest query the API takes (server/src/contracts/search.ts), in characters (code points). */
export const SEARCH_QUERY_MAX_LENGTH = 1000;

/**
 * The SWR key of a search; null for an empty query (nothing is asked). A longer query than the API takes is cut
 * (by code points, so no emoji is split): the API would refuse it with 422, and the server's render of
 * /ru/search?search=… answered 500.
 */
export const searchKey = (lang: Locale, query: string): ApiKey | null => {
  const words = query.trim();
  if (!words) return null;
  const chars = Array.from(words);
  const cut = chars.length > SEARCH_QUERY_MAX_LENGTH ? chars.slice(0, SEARCH_QUERY_MAX_LENGTH).join('').trimEnd() : words;
  return ['/api/search', { lang, query: cut, limit: SEARCH_PAGE_LIMIT }];
};

/** GET /api/search: materials, courses and library chapters found, their counts, and "did you mean". */
export function useSearch(lang: Locale, query: string) {
  const { data, error, isLoading } = useSWR(searchKey(lang, query), getJson<SearchResponse>, {
    revalidateOnFocus: false,
    keepPreviousData: false,
  });
  return { result: data, error, isLoading };
}
