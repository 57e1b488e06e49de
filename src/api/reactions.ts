import type { Locale } from '../../design-system';
import { api } from './client';

/** The things a reader likes, shares and comments on, by their API path. */
export type Reactable = 'materials' | 'courses';

const CLIENT_ID_KEY = 'client_id';

/** A visitor's like is counted once per browser: a random id kept in localStorage (X-Client-Id). */
export function clientId(): string {
  let id = localStorage.getItem(CLIENT_ID_KEY);
  if (!id) {
    id = crypto.randomUUID();
    localStorage.setItem(CLIENT_ID_KEY, id);
  }
  return id;
}

/** POST /api/{materials|courses}/{id}/increase-likes (form lang); a visitor is recognised by X-Client-Id. */
export async function like(kind: Reactable, lang: Locale, id: number) {
  const form = new URLSearchParams({ lang });
  return (await api.post<{ countLikes: number }>(`/api/${kind}/${id}/increase-likes`, form, { headers: { 'X-Client-Id': clientId() } })).data;
}

/** POST /api/{materials|courses}/{slug}/increase-share (form lang) on a share link's click; the answer is not read. */
export function share(kind: Reactable, lang: Locale, slug: string) {
  return api.post(`/api/${kind}/${slug}/increase-share`, new URLSearchParams({ lang })).catch(() => undefined);
}
