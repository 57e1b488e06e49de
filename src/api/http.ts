import axios from 'axios';
import { TOKEN_KEY } from './token';

/**
 * The one axios instance of the browser, loaded on the first request (client.ts): every call carries
 * X-Requested-With, and the bearer token when signed in (spec §7).
 */
export const http = axios.create({
  baseURL: '/',
  headers: { 'X-Requested-With': 'XMLHttpRequest', Accept: 'application/json' },
  timeout: 20_000,
});

http.interceptors.request.use((config) => {
  const token = typeof localStorage === 'undefined' ? null : localStorage.getItem(TOKEN_KEY);
  if (token) config.headers.set('Authorization', `Bearer ${token}`);
  return config;
});
