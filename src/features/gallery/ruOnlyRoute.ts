import type { ComponentType } from 'react';
import type { PageRoute, Prefetch } from '../../shared/pageRoute';
import { paths } from '../../shared/paths';
import { ruOnly } from '../../shared/localeLinks';

/**
 * The route of a Russian-only page: its data under /ru only (under /en the router answers the 404 page), and no
 * English section of its own, so the language switch goes to the English home page.
 */
export function ruOnlyRoute(Component: ComponentType, query: () => Prefetch): PageRoute {
  return {
    Component,
    handle: {
      prefetch: ({ locale }) => (locale === 'ru' ? [query()] : []),
      localeLinks: ruOnly(paths.home('en')),
    },
  };
}
