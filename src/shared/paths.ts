import type { Locale } from '../../design-system';

/** The personal account's sections (spec §2: /profile/data … /profile/questionary). */
export type ProfileSection = 'data' | 'favorites' | 'courses' | 'materials' | 'reviews' | 'help' | 'questionary';

/** The sections of the Tanakh in their canonical order (the map's filter). */
export const SECTION_ORDER = ['torah', 'neviim', 'ktuvim'] as const;
export type SectionKey = (typeof SECTION_ORDER)[number];

export const isSectionKey = (value: string | null): value is SectionKey =>
  value !== null && (SECTION_ORDER as readonly string[]).includes(value);

/** Every in-app address, built in one place. */
export const paths = {
  home: (locale: Locale) => `/${locale}`,
  materials: (locale: Locale) => `/${locale}/materials`,
  material: (locale: Locale, slug: string) => `/${locale}/materials/${slug}`,
  about: (locale: Locale) => `/${locale}/about-project`,
  team: (locale: Locale) => `/${locale}/about-team`,
  politics: (locale: Locale) => `/${locale}/politics`,
  terms: (locale: Locale) => `/${locale}/terms`,
  courses: (locale: Locale) => `/${locale}/courses`,
  course: (locale: Locale, slug: string) => `/${locale}/courses/${slug}`,
  search: (locale: Locale, query?: string) => `/${locale}/search${query ? `?search=${encodeURIComponent(query)}` : ''}`,
  tagSearch: (locale: Locale, tagIds: number[] = []) => `/${locale}/tag-search${tagIds.length ? `?tags=${tagIds.join(',')}` : ''}`,
  hashtagsLanding: (locale: Locale) => `/${locale}/hashtags-landing`,
  bookChapter: (locale: Locale, slug: string) => `/${locale}/books/chapter/${slug}`,
  bookArticle: (locale: Locale, slug: string) => `/${locale}/books/articles/${slug}`,
  profile: (locale: Locale, section: ProfileSection = 'data') => `/${locale}/profile/${section}`,
  daForEducators: () => '/ru/da-for-educators',
  hashtagsResult: (locale: Locale, tagIds: number[] = []) =>
    `/${locale}/hashtags-search-result${tagIds.length ? `?tags=${tagIds.join(',')}` : ''}`,
  sharedSelection: (locale: Locale, token: string) => `/${locale}/selections/${token}`,
  logout: () => '/logout',
  socialCallback: (provider: string) => `/authorize/${provider}/callback`,
  books: (locale: Locale) => `/${locale}/books`,
  map: (locale: Locale, section?: SectionKey) => `/${locale}/map${section ? `?section=${section}` : ''}`,
  place: (locale: Locale, slug: string) => `/${locale}/map/${slug}`,
  virtualGallery: (locale: Locale) => `/${locale}/virtual-gallery`,
  ashkenaziTable: (locale: Locale) => `/${locale}/ashkenazi-table`,
};

/** The same address in another interface language: /ru/materials?x → /en/materials?x. */
export function switchLocale(pathWithSearch: string, locale: Locale): string {
  return pathWithSearch.replace(/^\/(ru|en)(?=\/|\?|#|$)/, `/${locale}`);
}
