import type { Locale } from '../../design-system';

export const LOCALES: readonly Locale[] = ['ru', 'en'];
export const DEFAULT_LOCALE: Locale = 'ru';

export const isLocale = (value: string | undefined): value is Locale => LOCALES.includes(value as Locale);

export type Catalogue = Record<string, string>;

/**
 * Message catalogues (locales/*.json), one per interface language, each in its own chunk: a page needs only its
 * own language (switching reloads the page, spec §9). The browser loads it before hydrating; the server loads
 * both at start.
 */
const loaders: Record<Locale, () => Promise<{ default: Catalogue }>> = {
  ru: () => import('../../locales/ru.json'),
  en: () => import('../../locales/en.json'),
};

const loaded: Partial<Record<Locale, Catalogue>> = {};

export async function loadCatalogue(locale: Locale): Promise<Catalogue> {
  loaded[locale] ??= (await loaders[locale]()).default;
  return loaded[locale];
}

/** The catalogue of a locale loaded before (loadCatalogue). */
export function catalogue(locale: Locale): Catalogue {
  const messages = loaded[locale];
  if (!messages) throw new Error(`The ${locale} catalogue is not loaded: await loadCatalogue('${locale}') first.`);
  return messages;
}

/** Formatting locale: dates in ru-RU or en-GB with long month names (spec §9). */
export const intlLocale: Record<Locale, string> = { ru: 'ru-RU', en: 'en-GB' };
