import useSWR from 'swr';
import type { Locale } from '../../design-system';
import type { SearchResponse } from '../../server/src/contracts/search';
import { getJson, type ApiKey } from './client';

/** Items a group on the search page (the API's counts are of all matches). */
export const SEARCH_PAGE_LIMIT = 20;

/** The SWR key of a search; null for an empty query (nothing is asked). */
export const searchKey = (lang: Locale, query: string): ApiKey | null =>
  query.trim() ? ['/api/search', { lang, query: query.trim(), limit: SEARCH_PAGE_LIMIT }] : null;

/** GET /api/search: materials, courses and library chapters found, their counts, and "did you mean". */
export function useSearch(lang: Locale, query: string) {
  const { data, error, isLoading } = useSWR(searchKey(lang, query), getJson<SearchResponse>, {
    revalidateOnFocus: false,
    keepPreviousData: false,
  });
  return { result: data, error, isLoading };
}
