import { defineMessages } from 'react-intl';

export const messages = defineMessages({
  label: { id: 'ds.cookieNotice.label', defaultMessage: 'Cookies' },
  text: {
    id: 'ds.cookieNotice.text',
    defaultMessage: 'We use cookies so that the site works and to understand how it is used.',
  },
  policy: { id: 'ds.cookieNotice.policy', defaultMessage: 'Privacy policy' },
  accept: { id: 'ds.cookieNotice.accept', defaultMessage: 'Got it!' },
});
