import { dishesQuery, galleryQuery } from '../../api/pages';
import type { Prefetch, RouteHandle } from '../../shared/pageRoute';

/**
 * A Russian-only page: its data under /ru only (under /en the router's RuOnly group answers the 404 page, and its
 * handle sends the language switch to the English home page).
 */
const ruOnlyHandle = (query: () => Prefetch): RouteHandle => ({ prefetch: ({ locale }) => (locale === 'ru' ? [query()] : []) });

export const virtualGalleryHandle = ruOnlyHandle(galleryQuery);
export const ashkenaziTableHandle = ruOnlyHandle(dishesQuery);
