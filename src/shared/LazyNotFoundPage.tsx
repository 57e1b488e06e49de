import { lazyPart } from './lazyPart';

/**
 * The 404 page where a page finds its item missing (DetailScreen) or a Russian-only page is asked for in English:
 * its code (the search form's text field, the popular materials) is a chunk of its own, not part of every page's
 * first load. The server preloads it with a 404 page (src/ssr/render.tsx).
 */
export const LazyNotFoundPage = lazyPart(() => import('./NotFoundPage').then((module) => module.NotFoundPage));
