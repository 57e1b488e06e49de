import type { Locale } from '../../design-system';
import type { Dish, GalleryItem, StaticPage, TeamMember } from '../../server/src/contracts/pages';
import { getQuery, itemQuery, useQuery } from './query';

/** The static pages of the site (GET /api/pages/{key}). */
export type StaticPageKey = 'about' | 'politics' | 'terms';

/** A static page; null when the server has none. */
export const staticPageQuery = (lang: Locale, key: StaticPageKey) => itemQuery<StaticPage>(`/api/pages/${key}`, { lang });

export function useStaticPage(lang: Locale, key: StaticPageKey) {
  const { data, error, mutate } = useQuery(staticPageQuery(lang, key));
  return { page: data, error, retry: () => void mutate() };
}

/** GET /api/team: the team in page order. */
export const teamQuery = (lang: Locale) => getQuery<TeamMember[]>('/api/team', { lang });

export function useTeam(lang: Locale) {
  const { data, error, mutate } = useQuery(teamQuery(lang));
  return { team: data, error, retry: () => void mutate() };
}

/** GET /api/gallery: the virtual gallery (Russian only: the API answers 404 under en). */
export const galleryQuery = () => getQuery<GalleryItem[]>('/api/gallery', { lang: 'ru' });

export function useGallery() {
  const { data, error, mutate } = useQuery(galleryQuery());
  return { items: data, error, retry: () => void mutate() };
}

/** GET /api/ashkenazi-table: the dishes of the ashkenazi table (Russian only). */
export const dishesQuery = () => getQuery<Dish[]>('/api/ashkenazi-table', { lang: 'ru' });

export function useDishes() {
  const { data, error, mutate } = useQuery(dishesQuery());
  return { dishes: data, error, retry: () => void mutate() };
}
