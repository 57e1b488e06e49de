import { placeQuery, placesQuery } from '../../api/places';
import { itemLocaleLinks } from '../../shared/localeLinks';
import type { RouteHandle } from '../../shared/pageRoute';
import { paths } from '../../shared/paths';

export const mapHandle: RouteHandle = { prefetch: ({ locale }) => [placesQuery(locale)] };

export const placeHandle: RouteHandle = {
  prefetch: ({ locale, params }) => [placeQuery(locale, params.slug!)],
  // A place with no version in the other language (or not found): the switch goes to that map.
  localeLinks: itemLocaleLinks(placeQuery, paths.place, paths.map),
};
