import { useEffect } from 'react';
import { useIntl } from 'react-intl';
import { appMessages } from './messages';

/** Sets the browser tab's title for the current page. */
export function useDocumentTitle(page: string | undefined) {
  const intl = useIntl();
  useEffect(() => {
    if (page) document.title = intl.formatMessage(appMessages.documentTitle, { page });
  }, [intl, page]);
}
