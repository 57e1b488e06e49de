import useSWR from 'swr';
import useSWRInfinite from 'swr/infinite';
import type { Locale, SortKey } from '../../design-system';
import type { MaterialDetail, MaterialListItem } from '../../server/src/contracts/materials';
import { getJson, getJsonOrNull, type ApiKey } from './client';

/** Materials page size (spec §9). */
export const MATERIALS_PAGE_SIZE = 11;

export interface ListFilters {
  lang: Locale;
  tagIds: number[];
  sort: SortKey;
  reversed: boolean;
}

/** The query of spec §7 for one page of a list. */
export function listQuery(filters: ListFilters, page: number, perPage: number) {
  return {
    page,
    per_page: perPage,
    orderBy: filters.reversed ? 1 : 0,
    filterBy: filters.sort,
    tags: JSON.stringify(filters.tagIds),
    lang: filters.lang,
  };
}

/** The SWR key of page `page` of a list; null once a page came back short (the end). */
export function listKey(url: string, filters: ListFilters, perPage: number) {
  return (page: number, previous: unknown[] | null): ApiKey | null =>
    previous && previous.length < perPage ? null : ([url, listQuery(filters, page, perPage)] as const);
}

/**
 * An infinite list: pages load one after another; loading stops when a page comes back shorter than the page
 * size; a change of filters is a new key, so the list starts again from page 0.
 */
export function useInfiniteList<T>(url: string, filters: ListFilters, perPage: number) {
  const { data, error, size, setSize, isLoading, isValidating } = useSWRInfinite(
    listKey(url, filters, perPage),
    getJson<T[]>,
    { revalidateFirstPage: false, revalidateOnFocus: false },
  );
  const items = data ? data.flat() : [];
  const last = data?.[data.length - 1];
  const hasMore = !error && (!data || (last !== undefined && last.length === perPage));
  const isLoadingMore = isLoading || (size > 0 && data !== undefined && typeof data[size - 1] === 'undefined');
  return {
    items,
    error,
    isLoading,
    isLoadingMore: isLoadingMore || (isValidating && !data),
    hasMore,
    loadMore: () => {
      if (hasMore && !isLoadingMore) void setSize(size + 1);
    },
  };
}

export const materialsListKey = (filters: ListFilters) => listKey('/api/materials', filters, MATERIALS_PAGE_SIZE);

export const useMaterialsList = (filters: ListFilters) =>
  useInfiniteList<MaterialListItem>('/api/materials', filters, MATERIALS_PAGE_SIZE);

export const materialKey = (lang: Locale, slug: string): ApiKey => [`/api/materials/${slug}`, { lang }];

/** One material; `material` is null when there is none with this slug (404). */
export function useMaterial(lang: Locale, slug: string) {
  const { data, error, isLoading } = useSWR(materialKey(lang, slug), getJsonOrNull<MaterialDetail>, {
    revalidateOnFocus: false,
  });
  return { material: data, error, isLoading };
}
