import type { Locale } from '../../../design-system';
import type { AuthResponse } from '../../../server/src/contracts/auth';
import { api } from '../../api/client';

export type RegisterAnswer = AuthResponse & { message: string };

export const accountApi = {
  login: (lang: Locale, body: { email: string; password: string }) =>
    api.post<AuthResponse>('/api/login', body, { params: { lang } }).then((r) => r.data),
  register: (body: { name: string; surname: string; email: string; password: string; password_confirmation: string; lang: Locale }) =>
    api.post<RegisterAnswer>('/api/register', body).then((r) => r.data),
  forgot: (lang: Locale, email: string) => api.post('/api/password/forgot', { email, lang }).then((r) => r.data),
  /** Spec §7: a form with password and pin (the confirmation is checked too). */
  reset: (pin: string, password: string, confirmation: string) =>
    api.post('/api/password/reset', new URLSearchParams({ pin, password, password_confirmation: confirmation })).then((r) => r.data),
  /** Whether the pin of ?pin= still works (the check does not spend it). */
  checkReset: (pin: string) => api.post<{ valid: boolean }>('/api/password/reset/check', { pin }).then((r) => r.data),
  /** A new confirmation link for the signed-in reader (earlier links stop working). */
  resendConfirmation: () => api.post('/api/confirm-email/resend').then((r) => r.data),
  /** Spec §7: a form with the pin of ?email-pin=. */
  confirmEmail: (pin: string) => api.post('/api/confirm-email', new URLSearchParams({ pin })).then((r) => r.data),
  /** Finishes a Google/Facebook sign-in with what the provider put in the callback's query. */
  socialCallback: (provider: string, lang: Locale, query: Record<string, string>) =>
    api.post<AuthResponse>(`/api/authorize/${provider}/callback`, query, { params: { lang } }).then((r) => r.data),
  logout: () => api.post('/api/logout'),
};

/** Where a reader who leaves for Google or Facebook comes back to (this tab only). */
export const RETURN_PATH_KEY = 'auth_return_path';

export function rememberReturnPath(path: string) {
  try {
    sessionStorage.setItem(RETURN_PATH_KEY, path);
  } catch {
    // Storage refused (private mode): the reader comes back to the home page.
  }
}

/** The remembered path when it is a path of this site (never another origin), else null. */
export function takeReturnPath(): string | null {
  let path: string | null;
  try {
    path = sessionStorage.getItem(RETURN_PATH_KEY);
    sessionStorage.removeItem(RETURN_PATH_KEY);
  } catch {
    return null;
  }
  return path && /^\/(ru|en)(?=[/?#]|$)/.test(path) && !path.startsWith('//') ? path : null;
}
