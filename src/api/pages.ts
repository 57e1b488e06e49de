import useSWR from 'swr';
import type { Locale } from '../../design-system';
import type { Dish, GalleryItem, StaticPage, TeamMember } from '../../server/src/contracts/pages';
import { getJson, getJsonOrNull, type ApiKey } from './client';

/** The static pages of the site (GET /api/pages/{key}). */
export type StaticPageKey = 'about' | 'politics' | 'terms';

export const staticPageKey = (lang: Locale, key: StaticPageKey): ApiKey => [`/api/pages/${key}`, { lang }];

/** A static page; `page` is null when the server has none (404), undefined while loading. */
export function useStaticPage(lang: Locale, key: StaticPageKey) {
  const { data, error, mutate } = useSWR(staticPageKey(lang, key), getJsonOrNull<StaticPage>, { revalidateOnFocus: false });
  return { page: data, error, retry: () => void mutate() };
}

export const teamKey = (lang: Locale): ApiKey => ['/api/team', { lang }];

/** The team in page order. */
export function useTeam(lang: Locale) {
  const { data, error, mutate } = useSWR(teamKey(lang), getJson<TeamMember[]>, { revalidateOnFocus: false });
  return { team: data, error, retry: () => void mutate() };
}

/** The virtual gallery (Russian only: the API answers 404 under en). */
export const galleryKey = (): ApiKey => ['/api/gallery', { lang: 'ru' }];

export function useGallery() {
  const { data, error, mutate } = useSWR(galleryKey(), getJson<GalleryItem[]>, { revalidateOnFocus: false });
  return { items: data, error, retry: () => void mutate() };
}

/** The dishes of the ashkenazi table (Russian only). */
export const dishesKey = (): ApiKey => ['/api/ashkenazi-table', { lang: 'ru' }];

export function useDishes() {
  const { data, error, mutate } = useSWR(dishesKey(), getJson<Dish[]>, { revalidateOnFocus: false });
  return { dishes: data, error, retry: () => void mutate() };
}
