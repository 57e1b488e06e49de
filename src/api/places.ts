import useSWR from 'swr';
import type { Locale } from '../../design-system';
import type { Place, PlaceDetail } from '../../server/src/contracts/library';
import { getJson, getJsonOrNull, type ApiKey } from './client';

export const placesKey = (lang: Locale): ApiKey => ['/api/places', { lang }];

/** Every place of the map. */
export function usePlaces(lang: Locale) {
  const { data, error, mutate } = useSWR(placesKey(lang), getJson<Place[]>, { revalidateOnFocus: false });
  return { places: data, error, retry: () => void mutate() };
}

export const placeKey = (lang: Locale, slug: string): ApiKey => [`/api/places/${slug}`, { lang }];

/** One place with the chapters that mention it; `place` is null when there is none with this slug (404). */
export function usePlace(lang: Locale, slug: string) {
  const { data, error, mutate } = useSWR(placeKey(lang, slug), getJsonOrNull<PlaceDetail>, { revalidateOnFocus: false });
  return { place: data, error, retry: () => void mutate() };
}
