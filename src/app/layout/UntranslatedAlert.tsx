import { useIntl } from 'react-intl';
import Alert from '@mui/material/Alert';
import Link from '@mui/material/Link';
import type { Locale } from '../../../design-system';
import { untranslatedNoticeMessages as messages } from './untranslatedNotice.messages';

/** The notice's alert (UntranslatedNotice loads it when the fragment asks for it). */
export default function UntranslatedAlert({ source, onClose }: { source: { locale: Locale; path: string }; onClose: () => void }) {
  const intl = useIntl();
  return (
    <Alert
      severity="info"
      role="status"
      data-testid="untranslated-notice"
      onClose={onClose}
      slotProps={{ closeButton: { 'aria-label': intl.formatMessage(messages.close), title: intl.formatMessage(messages.close) } }}
      sx={{ mb: 3 }}
    >
      {intl.formatMessage(source.locale === 'ru' ? messages.fromRu : messages.fromEn)}{' '}
      {/* A whole page load, as the language switch: the other language's messages come with its page. */}
      <Link component="a" href={source.path} hrefLang={source.locale}>
        {intl.formatMessage(messages.back)}
      </Link>
    </Alert>
  );
}
