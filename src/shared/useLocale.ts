import { useParams } from 'react-router-dom';
import type { Locale } from '../../design-system';
import { DEFAULT_LOCALE, isLocale } from '../i18n';

/** The locale of the current route (valid under /{locale}). */
export function useLocale(): Locale {
  const { locale } = useParams();
  return isLocale(locale) ? locale : DEFAULT_LOCALE;
}
