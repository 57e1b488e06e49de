import polyglotI18nProvider from 'ra-i18n-polyglot';
import russianMessages from 'ra-language-russian';
import englishMessages from 'ra-language-english';
import { mergeTranslations } from 'react-admin';
import { en } from './en';
import { ru } from './ru';

export const LOCALE_KEY = 'admin.locale';

const catalogues = {
  ru: mergeTranslations(russianMessages, ru),
  en: mergeTranslations(englishMessages, en),
};

function initialLocale(): 'ru' | 'en' {
  const stored = typeof localStorage === 'undefined' ? null : localStorage.getItem(LOCALE_KEY);
  if (stored === 'ru' || stored === 'en') return stored;
  return typeof navigator !== 'undefined' && navigator.language?.startsWith('en') ? 'en' : 'ru';
}

/** Russian and English, react-admin's messages with the console's own on top; the choice persists. */
export const i18nProvider = polyglotI18nProvider(
  (locale) => {
    if (typeof localStorage !== 'undefined') localStorage.setItem(LOCALE_KEY, locale);
    if (typeof document !== 'undefined') document.documentElement.lang = locale;
    return locale === 'en' ? catalogues.en : catalogues.ru;
  },
  initialLocale(),
  [
    { locale: 'ru', name: 'Русский' },
    { locale: 'en', name: 'English' },
  ],
  { allowMissing: true },
);
