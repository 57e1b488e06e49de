import type { ListFilters } from '../api/lists';
import type { ListQuery } from '../api/query';
import { popularMaterialsQuery } from '../api/materials';
import { tagsQuery } from '../api/tags';
import { readFilters } from '../lib/listFilters';
import { nowhereElse } from './localeLinks';
import type { RouteHandle } from './pageRoute';

/** A list screen's first paint: the tags and the first page of the list, filtered as the address says. */
export function listScreenHandle(listOf: (filters: ListFilters) => ListQuery<unknown>): RouteHandle {
  return { prefetch: ({ locale, searchParams }) => [tagsQuery(locale), listOf({ lang: locale, ...readFilters(searchParams) })] };
}

/** Any unknown path under a locale: the 404 page, rendered with the popular materials on the server. */
export const notFoundHandle: RouteHandle = { localeLinks: nowhereElse, prefetch: ({ locale }) => [popularMaterialsQuery(locale)] };
