import { useIntl } from 'react-intl';
import { NotFound, notFoundMessages } from '../../design-system';
import { useLocale } from '../app/LocaleLayout';
import { paths } from '../app/paths';
import { useDocumentTitle } from '../app/useDocumentTitle';

/** Any unknown path under a locale (spec §2: error-page). */
export function NotFoundPage() {
  const intl = useIntl();
  const locale = useLocale();
  useDocumentTitle(intl.formatMessage(notFoundMessages.title));
  return <NotFound homeHref={paths.home(locale)} />;
}
