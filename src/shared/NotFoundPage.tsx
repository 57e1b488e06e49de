import { useIntl } from 'react-intl';
import { NotFound, notFoundMessages } from '../../design-system';
import { useLocale } from '../shared/useLocale';
import { usePageHead } from './head';
import { paths } from './paths';

/** Any unknown path or slug under a locale (spec §2: error-page), answered with HTTP 404. */
export function NotFoundPage() {
  const intl = useIntl();
  const locale = useLocale();
  usePageHead({ title: intl.formatMessage(notFoundMessages.title), status: 404, noindex: true });
  return <NotFound homeHref={paths.home(locale)} />;
}
