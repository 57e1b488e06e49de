import type { ComponentType } from 'react';
import type { Params } from 'react-router-dom';
import { unstable_serialize } from 'swr';
import { unstable_serialize as serializeInfinite } from 'swr/infinite';
import type { Locale } from '../../design-system';
import type { ListQuery, Query } from '../api/query';
import type { LocaleLinksSource } from './localeLinks';

/** What a route's prefetch sees: the page's locale, its route params and its query. */
export interface PrefetchContext {
  locale: Locale;
  params: Params<string>;
  searchParams: URLSearchParams;
}

/** A query of the first paint: one endpoint's data, or an infinite list (its first page). */
export type Prefetch = Query<unknown> | ListQuery<unknown>;

export const isListQuery = (prefetch: Prefetch): prefetch is ListQuery<unknown> => 'getKey' in prefetch;

/** The key under which SWR looks the prefetched data up in `fallback` (the same key the hook uses). */
export function fallbackKey(prefetch: Prefetch): string {
  return isListQuery(prefetch) ? serializeInfinite(prefetch.getKey) : unstable_serialize(prefetch.key);
}

/**
 * What a page module exports as `route`: its component. What its first paint needs (its RouteHandle) is declared
 * in the area's routes.ts and given in the route table (src/app/router.tsx), outside the page's chunk.
 */
export interface PageRoute {
  Component: ComponentType;
}

export interface RouteHandle {
  /**
   * The queries of the page's first paint (the same objects its hooks use). The server fetches them in process
   * and hands them to SWR as `fallback`, so the page is rendered with its data and hydrates without asking again.
   */
  prefetch?: (context: PrefetchContext) => Prefetch[];
  /**
   * The page in the other language, for the header's language switch and hreflang (src/shared/localeLinks.ts).
   * The layout reads it from the deepest route that has one, in the same render as the page. Without it the page
   * has the same path in both languages.
   */
  localeLinks?: LocaleLinksSource;
}

/** The queries of a page's first paint: each matched route's handle's `prefetch`, in the routes' order. */
export function firstPaintQueries(
  matches: { route: { handle?: unknown }; params: Params<string> }[],
  locale: Locale,
  searchParams: URLSearchParams,
): Prefetch[] {
  return matches.flatMap(({ route, params }) => (route.handle as RouteHandle | undefined)?.prefetch?.({ locale, params, searchParams }) ?? []);
}
