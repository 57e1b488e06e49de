import type { Locale } from '../../design-system';

/** Every in-app address, built in one place. */
export const paths = {
  home: (locale: Locale) => `/${locale}`,
  materials: (locale: Locale) => `/${locale}/materials`,
  material: (locale: Locale, slug: string) => `/${locale}/materials/${slug}`,
  about: (locale: Locale) => `/${locale}/about-project`,
  team: (locale: Locale) => `/${locale}/about-team`,
  politics: (locale: Locale) => `/${locale}/politics`,
  terms: (locale: Locale) => `/${locale}/terms`,
};

/** The same address in another interface language: /ru/materials?x → /en/materials?x. */
export function switchLocale(pathWithSearch: string, locale: Locale): string {
  return pathWithSearch.replace(/^\/(ru|en)(?=\/|\?|#|$)/, `/${locale}`);
}
