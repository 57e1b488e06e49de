import { useEffect } from 'react';
import { matchRoutes, type RouteObject } from 'react-router-dom';
import { unstable_serialize, useSWRConfig } from 'swr';
import { api } from '../api/client';
import { fetchFirstPage, prefetchRequest, type ApiReader } from '../api/query';
import { isLocale } from '../i18n';
import { fallbackKey, firstPaintQueries, isListQuery, type Prefetch } from '../shared/pageRoute';

/**
 * The next page at once (issue 20): the code of the page a link leads to and the data of its first paint are
 * fetched before the click, so the page is drawn from SWR's cache as soon as the router has it. What to fetch is
 * the route's own declaration, the same the server renders with (RouteHandle.prefetch, docs/server-rendering.md):
 * its lazy module is loaded (the chunk), then its queries are asked and put in SWR's cache under their keys.
 *
 * When: a pointer resting on a link (HOVER_DELAY_MS), a link focused, a finger or a button pressed on it (the click
 * follows), and the cards and an opened menu's links the reader sees (VIEWPORT_DWELL_MS in view, once the reader
 * has scrolled, moved or touched: a visit nobody reads — a crawler, a page-speed run — fetches nothing it does not
 * show). Hover, focus and seen links only when the connection allows (no data saver, not 2G); a press always, as
 * its page is about to be asked for.
 */

/** Where SWR keeps the data: what the page's hooks will read. */
export interface PrefetchCache {
  has(key: string): boolean;
  put(key: string, data: unknown): void;
}

/** A pointer passing over a link on its way elsewhere does not fetch (instant.page's figure). */
export const HOVER_DELAY_MS = 65;
/** A card scrolled past quickly is not fetched. */
export const VIEWPORT_DWELL_MS = 250;
/** At most this many cards fetched because they were seen, per page view. */
export const MAX_VIEWPORT_PREFETCHES = 12;
/**
 * Cards fetched at the same time: on a phone's network a round trip is the cost (half a second on Lighthouse's
 * mobile profile), and the cards in view one after another made the last one wait for all before it.
 */
const VIEWPORT_CONCURRENCY = 3;
/** How long a seen card's prefetch waits for the browser to be idle (it then runs anyway). */
const IDLE_TIMEOUT_MS = 300;
/**
 * The links fetched when seen: the list and detail cards (design-system ContentCard and the home page's cards: MUI
 * CardActionArea links) and the links of an opened menu (the phone's header menu, data-prefetch-when-seen).
 */
const SEEN_LINKS = 'a.MuiCardActionArea-root[href], [data-prefetch-when-seen] a[href]';
/** Switched off for a comparison (npm run bench:next-page) or a look at the site as it was: localStorage.prefetch = 'off'. */
const SWITCH_KEY = 'prefetch';

interface NetworkInformation {
  saveData?: boolean;
  effectiveType?: string;
}

/** Whether fetching what the reader may not open is welcome: not with the data saver on, nor on a 2G connection. */
export function connectionAllows(connection: NetworkInformation | undefined = (navigator as { connection?: NetworkInformation }).connection): boolean {
  if (!connection) return true;
  if (connection.saveData) return false;
  return !/2g$/.test(connection.effectiveType ?? '');
}

/** One query of the first paint into the cache, unless it is there; a list as the server hands it over (its first page). */
async function prefetchQuery(query: Prefetch, cache: PrefetchCache, client: ApiReader): Promise<void> {
  const key = fallbackKey(query);
  if (cache.has(key)) return;
  if (isListQuery(query)) {
    const first = query.getKey(0, null);
    if (!first) return;
    const page = await prefetchRequest(first, async () => (await fetchFirstPage(query, client))[0]);
    cache.put(unstable_serialize(first), page);
    cache.put(key, [page]);
    return;
  }
  cache.put(key, await prefetchRequest(query.key, () => query.fetch(client)));
}

/**
 * Fetches the page at `url`: the lazy modules of its routes (their code) and, at the same time, the queries their
 * handles' `prefetch` names for the first paint (the handles are in the route table, not in the chunks). Addresses
 * outside a locale (or matching no route) fetch nothing.
 */
export async function prefetchPage(routes: RouteObject[], url: URL, cache: PrefetchCache, client: ApiReader = api): Promise<void> {
  const matches = matchRoutes(routes, url.pathname);
  const locale = matches?.[0]?.params.locale;
  if (!matches || !isLocale(locale)) return;
  const code = matches.map(({ route }) => (typeof route.lazy === 'function' ? route.lazy() : null));
  const queries = firstPaintQueries(matches, locale, url.searchParams);
  await Promise.all([...code, ...queries.map((query) => prefetchQuery(query, cache, client))]);
}

const localeOf = (pathname: string) => pathname.split('/')[1];

/**
 * The page a link leads to, when the app opens it itself: one of its pages in the same language (the language
 * switch loads a whole page), not the one shown, not in a new tab nor a download.
 */
export function linkedPage(target: EventTarget | null): URL | null {
  const anchor = target instanceof Element ? target.closest('a[href]') : null;
  if (!(anchor instanceof HTMLAnchorElement)) return null;
  if ((anchor.target && anchor.target !== '_self') || anchor.hasAttribute('download')) return null;
  const url = new URL(anchor.href);
  const here = window.location;
  if (url.origin !== here.origin || localeOf(url.pathname) !== localeOf(here.pathname)) return null;
  if (url.pathname === here.pathname && url.search === here.search) return null;
  return url;
}

const switchedOff = () => {
  try {
    return localStorage.getItem(SWITCH_KEY) === 'off';
  } catch {
    return false;
  }
};

/**
 * Listens for the reader's intent on links and watches the cards in view, prefetching their pages into `cache`.
 * Returns the function that stops it all.
 */
export function startPrefetching(
  routes: RouteObject[],
  cache: PrefetchCache,
  allowed: () => boolean = connectionAllows,
  client: ApiReader = api,
): () => void {
  const started = new Map<string, Promise<void>>();
  const prefetch = (url: URL): Promise<void> => {
    const id = url.pathname + url.search;
    let done = started.get(id);
    if (!done) {
      // A failure (offline, a chunk gone after a deploy) is forgotten: the page asks for itself when opened.
      done = prefetchPage(routes, url, cache, client).catch(() => void started.delete(id));
      started.set(id, done);
    }
    return done;
  };

  let hovered: Element | null = null;
  let hoverTimer: ReturnType<typeof setTimeout> | undefined;
  const onPointerOver = (event: PointerEvent) => {
    if (event.pointerType === 'touch') return;
    const anchor = event.target instanceof Element ? event.target.closest('a[href]') : null;
    if (anchor === hovered) return;
    clearTimeout(hoverTimer);
    hovered = anchor;
    const url = linkedPage(anchor);
    if (url && allowed()) hoverTimer = setTimeout(() => void prefetch(url), HOVER_DELAY_MS);
  };
  const onPointerOut = (event: PointerEvent) => {
    if (hovered && !(event.relatedTarget instanceof Node && hovered.contains(event.relatedTarget))) {
      clearTimeout(hoverTimer);
      hovered = null;
    }
  };
  const onFocus = (event: FocusEvent) => {
    const url = linkedPage(event.target);
    if (url && allowed()) void prefetch(url);
  };
  // A finger or a button down on a link: its click follows (on a phone the touch comes 50–150 ms before it).
  const onPress = (event: Event) => {
    const url = linkedPage(event.target);
    if (url) void prefetch(url);
  };

  const stopCards = watchCardsOnceReading((anchor) => {
    const url = linkedPage(anchor);
    return url && allowed() ? prefetch(url) : Promise.resolve();
  });

  const options = { capture: true, passive: true };
  document.addEventListener('pointerover', onPointerOver, options);
  document.addEventListener('pointerout', onPointerOut, options);
  document.addEventListener('focusin', onFocus, options);
  document.addEventListener('touchstart', onPress, options);
  document.addEventListener('pointerdown', onPress, options);
  return () => {
    clearTimeout(hoverTimer);
    stopCards();
    document.removeEventListener('pointerover', onPointerOver, options);
    document.removeEventListener('pointerout', onPointerOut, options);
    document.removeEventListener('focusin', onFocus, options);
    document.removeEventListener('touchstart', onPress, options);
    document.removeEventListener('pointerdown', onPress, options);
  };
}

const whenIdle = (callback: () => void) => {
  if (typeof requestIdleCallback === 'function') requestIdleCallback(callback, { timeout: IDLE_TIMEOUT_MS });
  else setTimeout(callback, 50);
};

const READING_EVENTS = ['scroll', 'wheel', 'pointermove', 'touchstart', 'keydown'] as const;

/**
 * Once the reader has done something on the page, each card that stays VIEWPORT_DWELL_MS in view is handed to
 * `prefetch`, VIEWPORT_CONCURRENCY at a time when the browser is idle, at most MAX_VIEWPORT_PREFETCHES per page
 * view (cards come and go with navigations and infinite lists, a menu's links when it opens: a mutation observer
 * finds the new ones).
 */
function watchCardsOnceReading(prefetch: (anchor: HTMLAnchorElement) => Promise<void>): () => void {
  if (typeof IntersectionObserver === 'undefined') return () => undefined;
  let stop = () => undefined as void;
  const begin = () => {
    READING_EVENTS.forEach((type) => window.removeEventListener(type, begin, true));
    stop = watchCards(prefetch);
  };
  READING_EVENTS.forEach((type) => window.addEventListener(type, begin, { capture: true, passive: true }));
  return () => {
    READING_EVENTS.forEach((type) => window.removeEventListener(type, begin, true));
    stop();
  };
}

function watchCards(prefetch: (anchor: HTMLAnchorElement) => Promise<void>): () => void {
  const observed = new WeakSet<Element>();
  const dwell = new Map<Element, ReturnType<typeof setTimeout>>();
  const queue: HTMLAnchorElement[] = [];
  let running = 0;
  let budget = MAX_VIEWPORT_PREFETCHES;
  let page = window.location.pathname + window.location.search;

  const run = () => {
    const next = queue.shift();
    if (!next) return;
    running += 1;
    whenIdle(
      () =>
        void prefetch(next).finally(() => {
          running -= 1;
          run();
        }),
    );
  };
  const seen = (anchor: HTMLAnchorElement) => {
    const here = window.location.pathname + window.location.search;
    if (here !== page) {
      page = here;
      budget = MAX_VIEWPORT_PREFETCHES;
    }
    if (budget <= 0 || !anchor.isConnected) return;
    budget -= 1;
    queue.push(anchor);
    if (running < VIEWPORT_CONCURRENCY) run();
  };
  const intersections = new IntersectionObserver(
    (entries) => {
      for (const { target, isIntersecting } of entries) {
        clearTimeout(dwell.get(target));
        dwell.delete(target);
        if (!isIntersecting) continue;
        dwell.set(
          target,
          setTimeout(() => {
            dwell.delete(target);
            intersections.unobserve(target);
            seen(target as HTMLAnchorElement);
          }, VIEWPORT_DWELL_MS),
        );
      }
    },
    { threshold: 0.5 },
  );
  const scan = () => {
    for (const anchor of document.querySelectorAll<HTMLAnchorElement>(SEEN_LINKS)) {
      if (observed.has(anchor)) continue;
      observed.add(anchor);
      intersections.observe(anchor);
    }
  };
  let scanQueued = false;
  const mutations = new MutationObserver(() => {
    if (scanQueued) return;
    scanQueued = true;
    whenIdle(() => {
      scanQueued = false;
      scan();
    });
  });
  // The whole body: a menu opens in a portal outside the page's main.
  mutations.observe(document.body, { childList: true, subtree: true });
  scan();
  return () => {
    mutations.disconnect();
    intersections.disconnect();
    dwell.forEach((timer) => clearTimeout(timer));
    queue.length = 0;
  };
}

/**
 * Prefetches the pages of `routes` the reader is about to open into the SWR cache of the app (mounted once, in the
 * locale's layout route). Nothing happens on the server, nor when switched off (localStorage.prefetch = 'off').
 */
export function useNextPagePrefetch(routes: RouteObject[]): void {
  const { cache, mutate } = useSWRConfig();
  useEffect(() => {
    if (switchedOff()) return;
    return startPrefetching(routes, {
      has: (key) => cache.get(key)?.data !== undefined,
      put: (key, data) => void mutate(key, data, { revalidate: false }),
    });
  }, [routes, cache, mutate]);
}
