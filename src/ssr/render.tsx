import { renderToString } from 'react-dom/server';
import { unstable_serialize } from 'swr';
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from 'react-router-dom';
import type { EmotionCache } from '@emotion/cache';
import createEmotionServer from '@emotion/server/create-instance';
import type { Locale } from '../../design-system';
import { fetchFirstPage, type ApiReader } from '../api/query';
import { AppProviders } from '../app/AppProviders';
import { createEmotionCache } from '../app/emotionCache';
import { HeadSink, type RenderedHead } from '../shared/head';
import { loadLazyParts } from '../shared/lazyPart';
import { fallbackKey, firstPaintQueries, isListQuery, type Prefetch } from '../shared/pageRoute';
import { routes } from '../app/router';
import type { SiteConfig } from '../shared/siteConfig';
import { DEFAULT_LOCALE, isLocale, LOCALES, loadCatalogue } from '../i18n';
import type { SsrPayload } from '../app/payload';

export type RenderResult =
  | { kind: 'redirect'; status: number; location: string }
  | {
      kind: 'page';
      status: number;
      locale: Locale;
      /** The rendered app (inside #root). */
      html: string;
      /** emotion's <style> elements for exactly this HTML. */
      styles: string;
      head: RenderedHead | null;
      payload: SsrPayload;
      /** Route ids of the matched lazy pages (their chunks are preloaded). */
      routeIds: string[];
    };

const handler = createStaticHandler(routes);
/** The route id of the 404 page's module (src/app/router.tsx). */
const NOT_FOUND_ROUTE = 'shared/NotFoundPage';
// Both catalogues, once, before the first render.
const catalogues = Promise.all(LOCALES.map(loadCatalogue));

const runPrefetch = (prefetch: Prefetch, client: ApiReader): Promise<unknown> =>
  isListQuery(prefetch) ? fetchFirstPage(prefetch, client) : prefetch.fetch(client);

/**
 * Renders one page for a visitor: react-router's static handler matches the route table (and answers redirects),
 * each matched route's `prefetch` queries are fetched over `client` (the API in process), the tree is rendered
 * with them as SWR's fallback, and the emotion styles of that HTML are extracted. What belongs to a signed-in reader renders after hydration.
 */
export async function renderPage(request: Request, client: ApiReader, config: SiteConfig): Promise<RenderResult> {
  await catalogues;
  const context = await handler.query(request);
  if (context instanceof Response) {
    return { kind: 'redirect', status: context.status, location: context.headers.get('Location') ?? '/' };
  }

  const url = new URL(request.url);
  const localeParam = context.matches[0]?.params.locale;
  const locale = isLocale(localeParam) ? localeParam : DEFAULT_LOCALE;
  const prefetches = firstPaintQueries(context.matches, locale, url.searchParams);
  const results = await Promise.all(prefetches.map((prefetch) => runPrefetch(prefetch, client)));
  // Filled in the routes' order, not the order the answers came in, so the same data gives the same page.
  const fallback: Record<string, unknown> = {};
  prefetches.forEach((prefetch, index) => {
    const data = results[index];
    fallback[fallbackKey(prefetch)] = data;
    // An infinite list also reads its pages by their own keys when it loads the next one.
    const first = isListQuery(prefetch) ? prefetch.getKey(0, null) : null;
    if (first) fallback[unstable_serialize(first)] = (data as unknown[])[0];
  });

  // The code of the lazy parts (the 404 page inside a detail page…): renderToString renders only what is loaded.
  await loadLazyParts();
  const emotionCache = createEmotionCache();
  const emotionServer = createEmotionServer(emotionCache);
  const headSink = new HeadSink();
  const router = createStaticRouter(handler.dataRoutes, context);
  const html = renderToString(
    <AppProviders emotionCache={emotionCache} siteConfig={config} fallback={fallback} headSink={headSink}>
      <StaticRouterProvider router={router} context={context} hydrate={false} />
    </AppProviders>,
  );
  const styles = emotionServer.constructStyleTagsFromChunks(withComposedLayers(emotionServer.extractCriticalToChunks(html), emotionCache));
  const status = headSink.head?.status ?? context.statusCode;
  const routeIds = context.matches.map((match) => match.route.id);
  // A 404 inside a page (a missing item, a Russian-only page in English) hydrates with the 404 page's chunk.
  if (status === 404 && !routeIds.includes(NOT_FOUND_ROUTE)) routeIds.push(NOT_FOUND_ROUTE);
  return {
    kind: 'page',
    status,
    locale,
    html,
    styles,
    head: headSink.head,
    payload: {
      fallback,
      router: { loaderData: context.loaderData, actionData: context.actionData, errors: context.errors },
      config,
    },
    routeIds,
  };
}

type Chunks = ReturnType<ReturnType<typeof createEmotionServer>['extractCriticalToChunks']>;

/**
 * The styles of this render that its HTML does not name, added to emotion's critical ones: a styled component made
 * of another computes a class per layer and only the innermost reaches the HTML; without the outer ones the browser
 * computes and inserts them again while hydrating.
 */
function withComposedLayers(critical: Chunks, cache: EmotionCache): Chunks {
  const shipped = new Set(critical.styles.flatMap((chunk) => chunk.ids));
  const layers = Object.keys(cache.inserted).filter(
    (id) => !shipped.has(id) && typeof cache.inserted[id] === 'string' && cache.registered[`${cache.key}-${id}`] !== undefined,
  );
  if (layers.length === 0) return critical;
  const css = layers.map((id) => cache.inserted[id]).join('');
  return { ...critical, styles: [...critical.styles, { key: cache.key, ids: layers, css }] };
}
