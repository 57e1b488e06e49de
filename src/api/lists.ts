import type { Locale, SortKey } from '../../design-system';
import { getQuery, listQuery, type ListQuery } from './query';

/** The filters of a list screen (materials, courses): tags, sort and its direction, in a language. */
export interface ListFilters {
  lang: Locale;
  tagIds: number[];
  sort: SortKey;
  reversed: boolean;
}

/** The query of spec §7 for one page of a list. */
export function filtersQuery(filters: ListFilters, page: number, perPage: number) {
  return {
    page,
    per_page: perPage,
    orderBy: filters.reversed ? 1 : 0,
    filterBy: filters.sort,
    tags: JSON.stringify(filters.tagIds),
    lang: filters.lang,
  };
}

/** A filtered list of `path` (GET /api/materials, /api/courses), `perPage` items a page. */
export const filteredList = <T>(path: string, filters: ListFilters, perPage: number): ListQuery<T> =>
  listQuery<T>(path, (page) => filtersQuery(filters, page, perPage), perPage);

/** The newest items of a list, unfiltered (the home page's blocks). */
export const newest = (lang: Locale): ListFilters => ({ lang, tagIds: [], sort: 'date', reversed: false });

/** Only the first `perPage` items of a filtered list (the tag search's groups). */
export const firstPage = <T>(path: string, filters: ListFilters, perPage: number) => getQuery<T[]>(path, filtersQuery(filters, 0, perPage));
