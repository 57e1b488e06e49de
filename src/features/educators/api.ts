import { useEffect, useState } from 'react';
import useSWR from 'swr';
import type { HashtagView, Locale } from '../../../design-system';
import type { HashtagDataGroup } from '../../../server/src/contracts/hashtags';
import type { Selection } from '../../../server/src/contracts/selections';
import { api, getJson, type ApiKey } from '../../api/client';
import { useAuth } from '../../auth/AuthProvider';

/** POST /api/get-all-hashtags groupe_by_category=1: category name → its hashtags (spec §7). Public. */
export function useAllHashtags(lang: Locale) {
  const { data, error } = useSWR(['POST /api/get-all-hashtags', lang], ([, l]) =>
    api.post<Record<string, HashtagView[]>>('/api/get-all-hashtags', { groupe_by_category: 1, lang: l }).then((r) => r.data),
  );
  return { grouped: data, error };
}

/** Hashtag names by id, from the all-hashtags table (to show the chosen ones of an address). */
export function hashtagsById(grouped: Record<string, HashtagView[]> | undefined): Map<number, HashtagView> {
  return new Map(Object.values(grouped ?? {}).flatMap((tags) => tags.map((tag) => [tag.id, tag] as const)));
}

/** POST /search-hashtags (spec §7): suggestions for the typed text, asked 300 ms after typing stops. */
export function useHashtagSuggestions(lang: Locale, query: string) {
  const [debounced, setDebounced] = useState(query);
  useEffect(() => {
    const timer = setTimeout(() => setDebounced(query.trim()), 300);
    return () => clearTimeout(timer);
  }, [query]);
  const q = query.trim() ? debounced : '';
  const { data, isLoading } = useSWR(q ? ['POST /search-hashtags', lang, q] : null, ([, l, text]) =>
    api.post<HashtagView[]>('/search-hashtags', { lang: l, q: text }).then((r) => r.data),
  );
  return { suggestions: q ? (data ?? []) : [], loading: isLoading };
}

/** POST /search-hashtags-data (spec §7): materials and courses carrying every chosen hashtag (card_access 1). */
export function useHashtagResults(lang: Locale, ids: number[], enabled: boolean) {
  const { data, error, isLoading } = useSWR(
    enabled && ids.length ? ['POST /search-hashtags-data', lang, ids.join(',')] : null,
    ([, l, list]) => api.post<HashtagDataGroup[]>('/search-hashtags-data', { lang: l, htid: list.split(',').map(Number) }).then((r) => r.data),
    { keepPreviousData: true, revalidateOnFocus: false },
  );
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

export const selectionsKey: ApiKey = ['/api/selections'];
export function useSelections(enabled: boolean) {
  const { signedIn } = useAuth();
  return useSWR<Selection[]>(signedIn && enabled ? selectionsKey : null, getJson<Selection[]>, { revalidateOnMount: true });
}
export const createSelection = (name: string, htid: number[], lang: Locale) =>
  api.post<Selection>('/api/selections', { name, htid, lang }).then((r) => r.data);
export const deleteSelection = (id: number) => api.delete(`/api/selections/${id}`);
export const shareSelection = (id: number) => api.post<Selection>(`/api/selections/${id}/share`).then((r) => r.data);
export const unshareSelection = (id: number) => api.delete(`/api/selections/${id}/share`);

export const sharedSelectionKey = (token: string): ApiKey => [`/api/selections/shared/${token}`];
