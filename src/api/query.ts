import useSWR, { type SWRConfiguration } from 'swr';
import useSWRInfinite from 'swr/infinite';
import { api, isAxiosError, isNotFound, type ApiClient, type ApiKey } from './client';

/** What a query reads with: the browser's `api`, or the server renderer's client that answers in process. */
export type ApiReader = Pick<ApiClient, 'get' | 'post'>;

/**
 * One endpoint's read: its SWR key and how it is fetched, 404 rule included. The hook, the server's prefetch,
 * the language links and the mutations all take this object, so the rule is written once.
 */
export interface Query<T> {
  readonly key: ApiKey;
  /** A 404 (or a 422: a malformed slug, so no such item can exist) is `null` rather than an error. */
  readonly emptyOn404: boolean;
  readonly fetch: (client: ApiReader) => Promise<T>;
}

/** An infinite list: page after page of `perPage` items, until one comes back short. */
export interface ListQuery<T> {
  readonly getKey: (page: number, previous: readonly unknown[] | null) => ApiKey | null;
  readonly perPage: number;
  /** The type of an item (never set: it types the hook's items). */
  readonly item?: T;
}

const getData = async <T>(client: ApiReader, [path, params]: ApiKey): Promise<T> => (await client.get<T>(path, { params })).data;

const prefetching = new Map<string, Promise<unknown>>();
const requestId = (key: ApiKey) => JSON.stringify(key);

/**
 * A prefetch of `key` (src/app/prefetch.ts: the next page's data, asked before the click), known while it is on its
 * way: the page's hook that mounts meanwhile (a tap's touchstart, then its click) waits for that answer instead of
 * asking again, and a second prefetch of the key shares it. Nothing is kept once the answer is in: SWR's cache
 * holds the data.
 */
export function prefetchRequest<T>(key: ApiKey, request: () => Promise<T>): Promise<T> {
  const id = requestId(key);
  const pending = prefetching.get(id) as Promise<T> | undefined;
  if (pending) return pending;
  const started = request().finally(() => prefetching.delete(id));
  prefetching.set(id, started);
  return started;
}

/** A hook's fetch: the prefetch of the same key when one is on its way, else its own request. */
const orPrefetched = <T>(key: ApiKey, request: () => Promise<T>): Promise<T> =>
  (prefetching.get(requestId(key)) as Promise<T> | undefined) ?? request();

/** GET `path` with `params`; any failure is an error. */
export function getQuery<T>(path: string, params?: Record<string, unknown>): Query<T> {
  const key: ApiKey = params ? [path, params] : [path];
  return { key, emptyOn404: false, fetch: (client) => getData<T>(client, key) };
}

/** GET one item (a detail page's data): `null` when there is none. */
export function itemQuery<T>(path: string, params?: Record<string, unknown>): Query<T | null> {
  const key: ApiKey = params ? [path, params] : [path];
  return {
    key,
    emptyOn404: true,
    fetch: async (client) => {
      try {
        return await getData<T>(client, key);
      } catch (error) {
        if (isNotFound(error) || (isAxiosError(error) && error.response?.status === 422)) return null;
        throw error;
      }
    },
  };
}

/** A read the API answers to POST (the educators' hashtag calls of spec §7). */
export function postQuery<T>(path: string, body: Record<string, unknown>): Query<T> {
  return { key: [`POST ${path}`, body], emptyOn404: false, fetch: async (client) => (await client.post<T>(path, body)).data };
}

/** GET `path` page by page: `params(page)` is the query of one page. */
export function listQuery<T>(path: string, params: (page: number) => Record<string, unknown>, perPage: number): ListQuery<T> {
  return {
    perPage,
    getKey: (page, previous) => (previous && previous.length < perPage ? null : [path, params(page)]),
  };
}

/** The first page of a list, for the server's render. */
export const fetchFirstPage = async <T>(list: ListQuery<T>, client: ApiReader): Promise<T[][]> => {
  const first = list.getKey(0, null);
  return first ? [await getData<T[]>(client, first)] : [];
};

/** A query's data through SWR (null query: nothing is asked). Read once per page view unless `options` say more. */
export function useQuery<T>(query: Query<T> | null, options?: SWRConfiguration<T>) {
  return useSWR<T>(query?.key ?? null, () => orPrefetched(query!.key, () => query!.fetch(api)), { revalidateOnFocus: false, ...options });
}

/**
 * An infinite list's items: pages load one after another; loading stops when a page comes back shorter than the
 * page size; a new query (other filters) is a new key, so the list starts again from page 0.
 */
export function useListQuery<T>(list: ListQuery<T>) {
  const { data, error, size, setSize, isLoading, isValidating } = useSWRInfinite<T[]>(list.getKey, (key: ApiKey) => orPrefetched(key, () => getData<T[]>(api, key)), {
    revalidateFirstPage: false,
    revalidateOnFocus: false,
  });
  const items = data ? data.flat() : [];
  const last = data?.[data.length - 1];
  const hasMore = !error && (!data || (last !== undefined && last.length === list.perPage));
  const isLoadingMore = isLoading || (size > 0 && data !== undefined && typeof data[size - 1] === 'undefined');
  return {
    items,
    error,
    isLoading,
    isLoadingMore: isLoadingMore || (isValidating && !data),
    hasMore,
    loadMore: () => {
      if (hasMore && !isLoadingMore) void setSize(size + 1);
    },
  };
}

/** What useListQuery answers: the items so far and how to load more. */
export type ListState<T> = ReturnType<typeof useListQuery<T>>;
