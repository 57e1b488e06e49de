import type { Locale } from '../../design-system';
import type { LikeStateResponse } from '../../server/src/contracts/engagement';
import { api } from './client';
import type { Query } from './query';

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

/**
 * GET /api/{materials|courses}/{id}/likes: whether this reader liked the item (the signed-in user on any device, or
 * this browser) and its count. Personal, so asked by the browser after the (shared, cached) page is shown; the key
 * changes with signing in or out.
 */
export function likeStateQuery(kind: Reactable, id: number, signedIn: boolean): Query<LikeStateResponse> {
  const path = `/api/${kind}/${id}/likes`;
  return {
    key: [path, { signedIn }],
    emptyOn404: false,
    fetch: async (client) => (await client.get<LikeStateResponse>(path, { headers: { 'X-Client-Id': clientId() } })).data,
  };
}

/** POST /api/{materials|courses}/{slug}/increase-share (form lang) on a share link's click; the answer is not read. */
export function share(kind: Reactable, lang: Locale, slug: string) {
  return api.post(`/api/${kind}/${slug}/increase-share`, new URLSearchParams({ lang })).catch(() => undefined);
}
