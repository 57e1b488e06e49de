import { afterEach, describe, expect, it } from 'vitest';
import { act, render, screen, waitFor } from '@testing-library/react';
import { useEffect, useState, type ReactNode } from 'react';
import type { RouteObject } from 'react-router-dom';
import { SWRConfig, unstable_serialize, useSWRConfig } from 'swr';
import { itemQuery, listQuery, prefetchRequest, useQuery, type ApiReader } from '../api/query';
import { fallbackKey } from '../shared/pageRoute';
import { connectionAllows, HOVER_DELAY_MS, prefetchPage, startPrefetching, type PrefetchCache } from './prefetch';

const materialQuery = (lang: string, slug: string) => itemQuery<{ title: string }>(`/api/materials/${slug}`, { lang });
const commentsList = (lang: string, slug: string) => listQuery<{ id: number }>(`/api/materials/${slug}/comments`, (page) => ({ lang, page }), 2);

/**
 * A route table like the app's: a locale layout, a lazy page whose handle (in the table) declares its first paint's
 * queries. `codeArrives` holds the page's code back until it is called.
 */
function table() {
  const loads: string[] = [];
  let arrive = () => undefined as void;
  const arrived = new Promise<void>((resolve) => (arrive = resolve));
  let holdCode = false;
  const routes: RouteObject[] = [
    {
      path: '/:locale',
      children: [
        {
          path: 'materials/:slug',
          handle: { prefetch: ({ locale, params }: { locale: string; params: { slug?: string } }) => [materialQuery(locale, params.slug!), commentsList(locale, params.slug!)] },
          lazy: async () => {
            loads.push('MaterialPage');
            if (holdCode) await arrived;
            return { Component: () => null };
          },
        },
      ],
    },
    { path: '/logout', lazy: async () => (loads.push('LogoutPage'), { Component: () => null }) },
  ];
  return { routes, loads, holdCode: () => void (holdCode = true), codeArrives: () => arrive() };
}

/** A client answering every GET with its path, recording what was asked. */
function recordingClient() {
  const asked: string[] = [];
  const client = {
    get: async (path: string, { params }: { params?: Record<string, unknown> } = {}) => {
      asked.push(`${path} ${JSON.stringify(params)}`);
      return { data: path.endsWith('/comments') ? [{ id: 1 }] : { title: path } };
    },
  } as unknown as ApiReader;
  return { client, asked };
}

const mapCache = () => {
  const map = new Map<string, unknown>();
  const cache: PrefetchCache = { has: (key) => map.has(key), put: (key, data) => void map.set(key, data) };
  return { map, cache };
};

describe("prefetchPage: the route's own code and first-paint queries, into the cache", () => {
  it('loads the lazy page module and puts its queries under the keys its hooks read (a list as the server hands it over)', async () => {
    const { routes, loads } = table();
    const { client, asked } = recordingClient();
    const { map, cache } = mapCache();
    await prefetchPage(routes, new URL('http://site.test/en/materials/shabbat'), cache, client);
    expect(loads).toEqual(['MaterialPage']);
    expect(asked.sort()).toEqual(['/api/materials/shabbat {"lang":"en"}', '/api/materials/shabbat/comments {"lang":"en","page":0}']);
    expect(map.get(fallbackKey(materialQuery('en', 'shabbat')))).toEqual({ title: '/api/materials/shabbat' });
    const comments = commentsList('en', 'shabbat');
    expect(map.get(fallbackKey(comments))).toEqual([[{ id: 1 }]]);
    expect(map.get(unstable_serialize(comments.getKey(0, null)))).toEqual([{ id: 1 }]);
  });

  it('asks for the data beside the code, not after it: a phone would otherwise wait a round trip more', async () => {
    const { routes, loads, holdCode, codeArrives } = table();
    const { client, asked } = recordingClient();
    const { map, cache } = mapCache();
    holdCode();
    let done = false;
    const prefetched = prefetchPage(routes, new URL('http://site.test/ru/materials/purim'), cache, client).then(() => (done = true));
    await waitFor(() => expect(map.has(fallbackKey(materialQuery('ru', 'purim')))).toBe(true));
    expect(loads).toEqual(['MaterialPage']);
    expect(asked).toHaveLength(2);
    expect(done).toBe(false);
    codeArrives();
    await prefetched;
  });

  it('asks nothing that is in the cache already, and nothing for an address outside a locale', async () => {
    const { routes, loads } = table();
    const { client, asked } = recordingClient();
    const { cache } = mapCache();
    await prefetchPage(routes, new URL('http://site.test/ru/materials/purim'), cache, client);
    await prefetchPage(routes, new URL('http://site.test/ru/materials/purim'), cache, client);
    expect(asked).toHaveLength(2);
    await prefetchPage(routes, new URL('http://site.test/logout'), cache, client);
    await prefetchPage(routes, new URL('http://site.test/storage/file.pdf'), cache, client);
    expect(loads).toEqual(['MaterialPage', 'MaterialPage']);
    expect(asked).toHaveLength(2);
  });
});

describe('prefetchRequest', () => {
  it('shares a prefetch on its way, and asks again once it is answered', async () => {
    let calls = 0;
    const request = () => new Promise<number>((resolve) => setTimeout(() => resolve(++calls), 10));
    const [a, b] = await Promise.all([prefetchRequest(['/api/x'], request), prefetchRequest(['/api/x'], request)]);
    expect([a, b, calls]).toEqual([1, 1, 1]);
    expect(await prefetchRequest(['/api/x'], request)).toBe(2);
    expect(await prefetchRequest(['/api/x', { lang: 'en' }], request)).toBe(3);
  });
});

describe('a page whose hook mounts while its prefetch is on its way', () => {
  it('waits for that answer instead of asking again (a touch, then the click)', async () => {
    const query = materialQuery('ru', 'pesach');
    let answer: (data: { title: string }) => void = () => undefined;
    const prefetched = prefetchRequest(query.key, () => new Promise<{ title: string }>((resolve) => (answer = resolve)));
    // The hook's own request would go to the real HTTP client (no server here): only the prefetch's answer shows.
    render(
      <SWRConfig value={{ provider: () => new Map(), revalidateIfStale: false }}>
        <Reader slug="pesach" firstRender={() => undefined} />
      </SWRConfig>,
    );
    expect(screen.getByRole('heading').textContent).toBe('loading');
    answer({ title: 'Песах' });
    await prefetched;
    await waitFor(() => expect(screen.getByRole('heading').textContent).toBe('Песах'));
  });
});

describe('connectionAllows', () => {
  it('refuses with the data saver on and on 2G; allows otherwise, and where the browser does not say', () => {
    expect(connectionAllows({ saveData: true, effectiveType: '4g' })).toBe(false);
    expect(connectionAllows({ effectiveType: '2g' })).toBe(false);
    expect(connectionAllows({ effectiveType: 'slow-2g' })).toBe(false);
    expect(connectionAllows({ effectiveType: '3g' })).toBe(true);
    expect(connectionAllows({ saveData: false, effectiveType: '4g' })).toBe(true);
    expect(connectionAllows({})).toBe(true);
  });
});

/** A page reading a prefetched query: what its first render shows. */
function Reader({ slug, firstRender }: { slug: string; firstRender: (title: string | undefined) => void }) {
  const { data } = useQuery(materialQuery('ru', slug));
  const [first] = useState(() => data?.title);
  firstRender(first);
  return <h1>{data?.title ?? 'loading'}</h1>;
}

describe("the next page's first render", () => {
  it('has the prefetched data at once: no loading state, nothing asked again', async () => {
    const { routes } = table();
    const { client, asked } = recordingClient();
    const app: { prefetch?: () => Promise<void> } = {};
    // The cache as useNextPagePrefetch writes it: SWR's own, through its mutate.
    function Prefetcher() {
      const { cache, mutate } = useSWRConfig();
      useEffect(() => {
        app.prefetch = () =>
          prefetchPage(routes, new URL('http://site.test/ru/materials/shabbat'), {
            has: (key) => cache.get(key)?.data !== undefined,
            put: (key, data) => void mutate(key, data, { revalidate: false }),
          }, client);
      }, [cache, mutate]);
      return null;
    }
    let shown: string | undefined = 'not rendered';
    const provider = new Map();
    const withSWR = (children: ReactNode) => <SWRConfig value={{ provider: () => provider, revalidateIfStale: false }}>{children}</SWRConfig>;
    const { rerender } = render(withSWR(<Prefetcher />));
    await act(() => app.prefetch!());
    expect(asked).toHaveLength(2);
    rerender(withSWR(<><Prefetcher /><Reader slug="shabbat" firstRender={(title) => (shown = title)} /></>));
    expect(shown).toBe('/api/materials/shabbat');
    expect(screen.getByRole('heading').textContent).toBe('/api/materials/shabbat');
    expect(asked).toHaveLength(2);
  });
});

describe('startPrefetching: when a link is prefetched', () => {
  let stop: (() => void) | undefined;
  afterEach(() => {
    stop?.();
    document.body.innerHTML = '';
    window.history.replaceState(null, '', '/');
  });

  /** A mouse's pointer event (jsdom has no PointerEvent: a mouse event with its pointerType). */
  const pointer = (type: string, relatedTarget?: Element) =>
    Object.assign(new MouseEvent(type, { bubbles: true, relatedTarget }), { pointerType: 'mouse' });

  const setUp = (allowed: boolean) => {
    const { routes, loads } = table();
    const { cache } = mapCache();
    window.history.replaceState(null, '', '/ru/materials');
    stop = startPrefetching(routes, cache, () => allowed, recordingClient().client);
    const link = document.createElement('a');
    link.href = '/ru/materials/shabbat';
    link.textContent = 'Шаббат';
    document.body.append(link);
    return { link, loads };
  };

  it('a pointer resting on a link fetches its page; one only passing over it does not', async () => {
    const { link, loads } = setUp(true);
    link.dispatchEvent(pointer('pointerover'));
    link.dispatchEvent(pointer('pointerout', document.body));
    await new Promise((resolve) => setTimeout(resolve, HOVER_DELAY_MS + 30));
    expect(loads).toEqual([]);
    link.dispatchEvent(pointer('pointerover'));
    await waitFor(() => expect(loads).toEqual(['MaterialPage']));
  });

  it('hover and focus wait for a connection that allows it; a touch does not (its click follows)', async () => {
    const { link, loads } = setUp(false);
    link.dispatchEvent(pointer('pointerover'));
    link.dispatchEvent(new FocusEvent('focusin', { bubbles: true }));
    await new Promise((resolve) => setTimeout(resolve, HOVER_DELAY_MS + 30));
    expect(loads).toEqual([]);
    link.dispatchEvent(new Event('touchstart', { bubbles: true }));
    await waitFor(() => expect(loads).toEqual(['MaterialPage']));
  });

  it('the page shown, the other language (a whole page load), another site, a new tab or a download are not fetched', async () => {
    const { link, loads } = setUp(true);
    for (const [href, target, download] of [
      ['/ru/materials', '', false],
      ['/en/materials/shabbat', '', false],
      ['https://elsewhere.test/ru/materials/shabbat', '', false],
      ['/ru/materials/shabbat', '_blank', false],
      ['/ru/materials/shabbat', '', true],
    ] as const) {
      link.href = href;
      link.target = target;
      link.toggleAttribute('download', download);
      link.dispatchEvent(new Event('touchstart', { bubbles: true }));
    }
    await new Promise((resolve) => setTimeout(resolve, 30));
    expect(loads).toEqual([]);
  });
});
