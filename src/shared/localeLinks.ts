import type { Locale } from '../../design-system';
import type { Query } from '../api/query';
import { LOCALES } from '../i18n';
import type { PrefetchContext } from './pageRoute';
import { paths, switchLocale } from './paths';

/**
 * A page in each language: the path of its translation, or null when it has none. A language left out has the
 * same path under its own locale (most pages exist in both).
 */
export type Translations = Partial<Record<Locale, string | null>>;

/** What a page says of its other languages. */
export interface LocaleLinks {
  translations?: Translations;
  /** Where the language switch goes in a language the page has no translation in (default: its home page). */
  nearest?: Partial<Record<Locale, string>>;
  /** The item the page shows does not exist (its 404): the switch goes to `nearest` without the untranslated notice. */
  missing?: boolean;
}

/**
 * A route's LocaleLinks (RouteHandle.localeLinks), from its params and, when it names a query, that query's data:
 * one of the route's own prefetches, so the server renders the header with it in the same render as the page,
 * and the browser hydrates with the same (undefined while loading, null for a 404).
 */
export interface LocaleLinksSource {
  query?: (context: PrefetchContext) => Query<unknown>;
  of: (context: PrefetchContext, data: unknown) => LocaleLinks;
}

/** A LocaleLinksSource reading the data of the route's `query`, as its hook gets it. */
export function fromData<T>(query: (context: PrefetchContext) => Query<T>, of: (context: PrefetchContext, data: T | undefined) => LocaleLinks): LocaleLinksSource {
  return { query, of: of as LocaleLinksSource['of'] };
}

/** A Russian-only page (spec §1): under /en it is the 404 page, so the switch to English goes to `nearest`. */
export const ruOnly = (nearest: string): LocaleLinksSource => ({ of: () => ({ translations: { en: null }, nearest: { en: nearest } }) });

/** A page that is nowhere else (the 404 page): the switch goes to the other language's home page. */
export const nowhereElse: LocaleLinksSource = { of: () => ({ translations: { ru: null, en: null } }) };

/** The translations of a material or a course from its `{ru, en}` slugs (the API's `translations`). */
export function translationsFromSlugs(slugs: Partial<Record<Locale, string | null>> | undefined, path: (locale: Locale, slug: string) => string): Translations {
  return Object.fromEntries(LOCALES.map((locale) => [locale, slugs?.[locale] ? path(locale, slugs[locale]) : null]));
}

/**
 * The language links of an item's page (a material, a course, a chapter, a place), read from its query's data:
 * its translation; untranslated (or not found), the switch goes to that language's `section`.
 */
export function itemLocaleLinks<T extends { translations?: Partial<Record<Locale, string | null>> }>(
  query: (locale: Locale, slug: string) => Query<T | null>,
  path: (locale: Locale, slug: string) => string,
  section: (locale: Locale) => string,
): LocaleLinksSource {
  return fromData(
    ({ locale, params }) => query(locale, params.slug!),
    (_context, item) => ({
      translations: translationsFromSlugs(item?.translations, path),
      nearest: { ru: section('ru'), en: section('en') },
      missing: item === null,
    }),
  );
}

/**
 * The page's address in every language, for hreflang: the translation's path, null where there is none (then no
 * hreflang: a nearest section is not a translation). `path` is the page's own path, without its query.
 */
export function alternatesOf(path: string, locale: Locale, links: LocaleLinks): Record<Locale, string | null> {
  const result = {} as Record<Locale, string | null>;
  for (const other of LOCALES) {
    const translation = links.translations?.[other];
    result[other] = other === locale ? path : translation === undefined ? switchLocale(path, other) : translation;
  }
  return result;
}

/** The fragment the switch adds when it leads to a nearest section: the page it came from, which has no translation. */
export const UNTRANSLATED_FRAGMENT = 'untranslated';

/**
 * The page a reader came from by the language switch, when that page has no translation (`#untranslated=/ru/…`):
 * its path, or null. Only a path of this site under a locale, so the notice never links elsewhere.
 */
export function untranslatedSource(hash: string): { path: string; locale: Locale } | null {
  const value = new URLSearchParams(hash.replace(/^#/, '')).get(UNTRANSLATED_FRAGMENT);
  const locale = LOCALES.find((l) => value === `/${l}` || value?.startsWith(`/${l}/`));
  return value && locale && !value.startsWith('//') && !/[?#\\]/.test(value) ? { path: value, locale } : null;
}

/**
 * The header's language switch: the page itself in its own language; in another, its translation (the same path
 * and query when the page exists there), else that language's nearest section, with `#untranslated=<this page>`
 * so that it says why the reader is there (UntranslatedNotice). `current` is the path and query (no #fragment: the
 * server never sees it, so the server's links and the hydrated ones stay the same).
 */
export function switchHrefs(current: string, locale: Locale, links: LocaleLinks): Record<Locale, string> {
  const result = {} as Record<Locale, string>;
  const from = `#${UNTRANSLATED_FRAGMENT}=${encodeURIComponent(current.split('?')[0])}`;
  for (const other of LOCALES) {
    const translation = links.translations?.[other];
    const nearest = links.nearest?.[other];
    result[other] =
      other === locale
        ? current
        : translation === undefined
          ? switchLocale(current, other)
          : (translation ?? (nearest ? `${nearest}${links.missing ? '' : from}` : paths.home(other)));
  }
  return result;
}
