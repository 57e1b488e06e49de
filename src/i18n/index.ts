import type { Locale } from '../../design-system';
import ru from '../../locales/ru.json';
import en from '../../locales/en.json';

export const LOCALES: readonly Locale[] = ['ru', 'en'];
export const DEFAULT_LOCALE: Locale = 'ru';

export const isLocale = (value: string | undefined): value is Locale => LOCALES.includes(value as Locale);

/** Message catalogues (locales/*.json), one per interface language. */
export const catalogues: Record<Locale, Record<string, string>> = { ru, en };

/** Formatting locale: dates in ru-RU or en-GB with long month names (spec §9). */
export const intlLocale: Record<Locale, string> = { ru: 'ru-RU', en: 'en-GB' };
