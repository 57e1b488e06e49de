import useSWR from 'swr';
import useSWRInfinite from 'swr/infinite';
import type { Locale, SortKey } from '../../design-system';
import type { MaterialDetail, MaterialListItem } from '../../server/src/contracts/materials';
import { getJson } from './client';

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

/**
 * An infinite list: pages load one after another; loading stops when a page comes back shorter than the page
 * size; a change of filters is a new key, so the list starts again from page 0.
 */
export function useInfiniteList<T>(url: string, filters: ListFilters, perPage: number) {
  const { data, error, size, setSize, isLoading, isValidating } = useSWRInfinite(
    (page, previous: T[] | null) =>
      previous && previous.length < perPage ? null : ([url, listQuery(filters, page, perPage)] as const),
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

export const useMaterialsList = (filters: ListFilters) =>
  useInfiniteList<MaterialListItem>('/api/materials', filters, MATERIALS_PAGE_SIZE);

export function useMaterial(lang: Locale, slug: string | undefined) {
  const { data, error, isLoading } = useSWR(
    slug ? ([`/api/materials/${slug}`, { lang }] as const) : null,
    getJson<MaterialDetail>,
    { revalidateOnFocus: false },
  );
  return { material: data, error, isLoading };
}
