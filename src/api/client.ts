import axios, { type AxiosInstance } from 'axios';

export const TOKEN_KEY = 'token';

/** An SWR key of a GET call: the path and its query parameters. */
export type ApiKey = readonly [string, Record<string, unknown>?];

/** The one HTTP client: every call carries X-Requested-With, and the bearer token when signed in (spec §7). */
export const api = axios.create({
  baseURL: '/',
  headers: { 'X-Requested-With': 'XMLHttpRequest', Accept: 'application/json' },
  timeout: 20_000,
});

api.interceptors.request.use((config) => {
  const token = typeof localStorage === 'undefined' ? null : localStorage.getItem(TOKEN_KEY);
  if (token) config.headers.set('Authorization', `Bearer ${token}`);
  return config;
});

export const isNotFound = (error: unknown) => axios.isAxiosError(error) && error.response?.status === 404;
export const isUnauthenticated = (error: unknown) => axios.isAxiosError(error) && error.response?.status === 401;

/**
 * The fetch functions of GET keys, over a given client: the browser uses `api`; the server renderer uses a
 * client whose adapter answers from the API in process. One code path, so the server's data is the hooks' data.
 */
export function fetchersFor(client: AxiosInstance) {
  const getJson = async <T,>([url, params]: ApiKey): Promise<T> => (await client.get<T>(url, { params })).data;
  /** For detail pages: a 404 answer is `null` (the page shows "not found"), other failures are errors. */
  const getJsonOrNull = async <T,>(key: ApiKey): Promise<T | null> => {
    try {
      return await getJson<T>(key);
    } catch (error) {
      if (isNotFound(error)) return null;
      throw error;
    }
  };
  return { getJson, getJsonOrNull };
}

export const { getJson, getJsonOrNull } = fetchersFor(api);
