import type { HashtagView, Locale } from '../../../design-system';
import type { HashtagDataGroup } from '../../../server/src/contracts/hashtags';
import type { Selection } from '../../../server/src/contracts/selections';
import { api } from '../../api/client';
import { getQuery, itemQuery, postQuery, useQuery } from '../../api/query';
import { useDebounced } from '../../lib/useDebounced';
import { useAuth } from '../../auth/AuthProvider';

/** POST /api/get-all-hashtags groupe_by_category=1: category name → its hashtags (spec §7). Public. */
export const allHashtagsQuery = (lang: Locale) =>
  postQuery<Record<string, HashtagView[]>>('/api/get-all-hashtags', { groupe_by_category: 1, lang });

export function useAllHashtags(lang: Locale) {
  const { data, error } = useQuery(allHashtagsQuery(lang), { revalidateOnFocus: true });
  return { grouped: data, error };
}

/** Hashtag names by id, from the all-hashtags table (to show the chosen ones of an address). */
export function hashtagsById(grouped: Record<string, HashtagView[]> | undefined): Map<number, HashtagView> {
  return new Map(Object.values(grouped ?? {}).flatMap((tags) => tags.map((tag) => [tag.id, tag] as const)));
}

/** POST /search-hashtags (spec §7): suggestions for the typed text, asked 300 ms after typing stops. */
export function useHashtagSuggestions(lang: Locale, query: string) {
  const q = useDebounced(query, 300).trim();
  const { data, isLoading } = useQuery(q ? postQuery<HashtagView[]>('/search-hashtags', { lang, q }) : null, { revalidateOnFocus: true });
  return { suggestions: q ? (data ?? []) : [], loading: isLoading };
}

/** POST /search-hashtags-data (spec §7): materials and courses carrying every chosen hashtag (card_access 1). */
export function useHashtagResults(lang: Locale, ids: number[], enabled: boolean) {
  const query = enabled && ids.length ? postQuery<HashtagDataGroup[]>('/search-hashtags-data', { lang, htid: ids }) : null;
  const { data, error, isLoading } = useQuery(query, { keepPreviousData: true });
  return { groups: data, error, loading: isLoading };
}

/** POST /api/send-message (spec §7): the contact form; the token says who writes. */
export const sendContactMessage = (messageText: string, userId: number | null) =>
  api.post('/api/send-message', { messageText, userId }).then((r) => r.data);

/** The chosen hashtags of an address: ?tags=1,2,3 (spec §2). */
export function readTagIds(params: URLSearchParams): number[] {
  return [
    ...new Set(
      (params.get('tags') ?? '')
        .split(',')
        .map((part) => Number(part.trim()))
        .filter((id) => Number.isInteger(id) && id > 0),
    ),
  ];
}

// ---- educators' selections (beyond the spec) ----

export const selectionsQuery = getQuery<Selection[]>('/api/selections');
export function useSelections(enabled: boolean) {
  const { signedIn } = useAuth();
  return useQuery(signedIn && enabled ? selectionsQuery : null, { revalidateOnMount: true, revalidateOnFocus: true });
}
export const createSelection = (name: string, htid: number[], lang: Locale) =>
  api.post<Selection>('/api/selections', { name, htid, lang }).then((r) => r.data);
export const deleteSelection = (id: number) => api.delete(`/api/selections/${id}`);
export const shareSelection = (id: number) => api.post<Selection>(`/api/selections/${id}/share`).then((r) => r.data);
export const unshareSelection = (id: number) => api.delete(`/api/selections/${id}/share`);

/** GET /api/selections/shared/{token}: a shared selection; null when the token is unknown or unshared. */
export interface SharedSelection {
  name: string;
  lang: string;
  hashtags: { id: number; name: string }[];
  results: HashtagDataGroup[];
}

export const sharedSelectionQuery = (token: string) => itemQuery<SharedSelection>(`/api/selections/shared/${token}`);
