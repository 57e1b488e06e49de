import type { AxiosError, AxiosInstance } from 'axios';

/** An SWR key of a GET call: the path and its query parameters. */
export type ApiKey = readonly [string, Record<string, unknown>?];

/** What the app asks the API with: axios's methods. */
export type ApiClient = Pick<AxiosInstance, 'get' | 'post' | 'put' | 'patch' | 'delete'>;

let loading: Promise<AxiosInstance> | undefined;
/**
 * axios (about 21 KB of gzip) is loaded on the first request, not with the page: a page rendered by the server
 * hands its data to SWR and asks the API for nothing until the reader acts or navigates. Started once the page
 * has hydrated (src/app/start.tsx), so the first click does not wait for it.
 */
export const loadHttp = () =>
  (loading ??= import('./http').then(
    (module) => module.http,
    (error: unknown) => {
      // Not kept: a chunk that failed to load (a network error) is asked for again by the next request.
      loading = undefined;
      throw error;
    },
  ));

const lazily =
  <K extends keyof ApiClient>(method: K) =>
  (...args: unknown[]) =>
    loadHttp().then((http) => (http[method] as (...a: unknown[]) => unknown)(...args));

/** The one HTTP client of the browser (http.ts): the bearer token when signed in, X-Requested-With (spec §7). */
export const api = {
  get: lazily('get'),
  post: lazily('post'),
  put: lazily('put'),
  patch: lazily('patch'),
  delete: lazily('delete'),
} as ApiClient;

/** axios.isAxiosError without loading axios: the flag axios sets on its errors. */
export const isAxiosError = (error: unknown): error is AxiosError =>
  typeof error === 'object' && error !== null && (error as Partial<AxiosError>).isAxiosError === true;
export const isNotFound = (error: unknown) => isAxiosError(error) && error.response?.status === 404;
export const isUnauthenticated = (error: unknown) => isAxiosError(error) && error.response?.status === 401;
