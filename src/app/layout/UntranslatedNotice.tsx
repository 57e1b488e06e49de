import { useState } from 'react';
import { useLocation } from 'react-router-dom';
import { useIntl } from 'react-intl';
import Alert from '@mui/material/Alert';
import Link from '@mui/material/Link';
import { useHydrated } from '../../../design-system';
import { untranslatedSource } from '../../shared/localeLinks';
import { untranslatedNoticeMessages as messages } from './untranslatedNotice.messages';

/**
 * Says why the reader is on this page: the language switch of a page with no translation (a Russian-only page, an
 * untranslated material) leads to the nearest section in the other language with `#untranslated=<that page>`.
 * Shown once the page has hydrated (the server never sees the fragment), with a link back.
 */
export function UntranslatedNotice() {
  const intl = useIntl();
  const { hash } = useLocation();
  const hydrated = useHydrated();
  // The fragment it was closed for (closing hides it until the reader arrives by another switch).
  const [closed, setClosed] = useState<string | null>(null);
  const source = hydrated && closed !== hash ? untranslatedSource(hash) : null;
  if (!source) return null;
  return (
    <Alert
      severity="info"
      role="status"
      data-testid="untranslated-notice"
      onClose={() => setClosed(hash)}
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
