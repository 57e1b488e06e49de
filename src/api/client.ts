import axios from 'axios';

export const TOKEN_KEY = 'token';

/** The one HTTP client: every call carries X-Requested-With, and the bearer token when signed in (spec §7). */
export const api = axios.create({
  baseURL: '/',
  headers: { 'X-Requested-With': 'XMLHttpRequest', Accept: 'application/json' },
  timeout: 20_000,
});

api.interceptors.request.use((config) => {
  const token = localStorage.getItem(TOKEN_KEY);
  if (token) config.headers.set('Authorization', `Bearer ${token}`);
  return config;
});

/** SWR fetcher for GET keys of the form [url, params]. */
export async function getJson<T>([url, params]: readonly [string, Record<string, unknown>?]): Promise<T> {
  const response = await api.get<T>(url, { params });
  return response.data;
}

export const isNotFound = (error: unknown) => axios.isAxiosError(error) && error.response?.status === 404;
export const isUnauthenticated = (error: unknown) => axios.isAxiosError(error) && error.response?.status === 401;
