import { fetchUtils } from 'react-admin';

/** The token the public site also uses: signing in on one signs in on the other. */
export const TOKEN_KEY = 'token';

export type HttpClient = (url: string, options?: fetchUtils.Options) => Promise<{ status: number; headers: Headers; body: string; json: unknown }>;

/** react-admin's fetchJson with the bearer token and the header the API expects from scripts. */
export const httpClient: HttpClient = (url, options = {}) => {
  const headers = new Headers(options.headers as HeadersInit | undefined);
  headers.set('Accept', 'application/json');
  headers.set('X-Requested-With', 'XMLHttpRequest');
  const token = localStorage.getItem(TOKEN_KEY);
  if (token) headers.set('Authorization', `Bearer ${token}`);
  return fetchUtils.fetchJson(url, { ...options, headers });
};

/** Where the browser finds a stored file (paths are relative to /storage/). */
export function storageUrl(path: string | null | undefined): string | undefined {
  if (!path) return undefined;
  if (/^(https?:)?\/\//.test(path) || path.startsWith('/')) return path;
  return `/storage/${path}`;
}
