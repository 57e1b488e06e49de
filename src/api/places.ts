import type { Locale } from '../../design-system';
import type { Place, PlaceDetail } from '../../server/src/contracts/library';
import { getQuery, itemQuery, useQuery } from './query';

/** GET /api/places: every place of the map. */
export const placesQuery = (lang: Locale) => getQuery<Place[]>('/api/places', { lang });

export function usePlaces(lang: Locale) {
  const { data, error, mutate } = useQuery(placesQuery(lang));
  return { places: data, error, retry: () => void mutate() };
}

/** GET /api/places/{slug}: one place with the chapters that mention it; null when there is none. */
export const placeQuery = (lang: Locale, slug: string) => itemQuery<PlaceDetail>(`/api/places/${slug}`, { lang });

export function usePlace(lang: Locale, slug: string) {
  const { data, error, mutate } = useQuery(placeQuery(lang, slug));
  return { place: data, error, retry: () => void mutate() };
}
