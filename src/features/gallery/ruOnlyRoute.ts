import type { ComponentType } from 'react';
import type { PageRoute, Prefetch } from '../../shared/pageRoute';

/**
 * The route of a Russian-only page: its data under /ru only (under /en the router's RuOnly group answers the 404
 * page, and its handle sends the language switch to the English home page).
 */
export function ruOnlyRoute(Component: ComponentType, query: () => Prefetch): PageRoute {
  return {
    Component,
    handle: {
      prefetch: ({ locale }) => (locale === 'ru' ? [query()] : []),
    },
  };
}
