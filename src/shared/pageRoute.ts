import type { ComponentType } from 'react';
import type { Params } from 'react-router-dom';
import { unstable_serialize } from 'swr';
import { unstable_serialize as serializeInfinite } from 'swr/infinite';
import type { Locale } from '../../design-system';
import type { ApiKey } from '../api/client';
import type { LocaleLinksSource } from './localeLinks';

/** What a route's prefetch sees: the page's locale, its route params and its query. */
export interface PrefetchContext {
  locale: Locale;
  params: Params<string>;
  searchParams: URLSearchParams;
}

/** An SWR key of the first paint: a plain key, or an infinite list (its first page). */
export type Prefetch =
  | { kind: 'one'; key: ApiKey; /** a 404 answer is data `null`, not an error (detail pages) */ nullOn404?: boolean }
  | { kind: 'infinite'; getKey: (page: number, previous: unknown[] | null) => ApiKey | null };

export const one = (key: ApiKey, options: { nullOn404?: boolean } = {}): Prefetch => ({ kind: 'one', key, ...options });
export const infinite = (getKey: (page: number, previous: unknown[] | null) => ApiKey | null): Prefetch => ({
  kind: 'infinite',
  getKey,
});

/** The key under which SWR looks the prefetched data up in `fallback` (the same key the hook uses). */
export function fallbackKey(prefetch: Prefetch): string {
  return prefetch.kind === 'one' ? unstable_serialize(prefetch.key) : serializeInfinite(prefetch.getKey);
}

/** What a route module exports as `route`: its component and what its first paint needs. */
export interface PageRoute {
  Component: ComponentType;
  handle?: RouteHandle;
}

export interface RouteHandle {
  /**
   * The SWR keys of the page's first paint. The server fetches them (in process, with the same fetch functions
   * the hooks use) and hands them to SWR as `fallback`, so the page is rendered with its data and the browser
   * hydrates without fetching them again.
   */
  prefetch?: (context: PrefetchContext) => Prefetch[];
  /**
   * The page in the other language, for the header's language switch and hreflang (src/app/localeLinks.ts). The
   * layout reads it from the deepest route that has one, in the same render as the page, on the server and in the
   * browser alike. Without it the page has the same path in both languages.
   */
  localeLinks?: LocaleLinksSource;
}
