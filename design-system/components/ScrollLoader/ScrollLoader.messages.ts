import { defineMessages } from 'react-intl';

export const messages = defineMessages({
  loading: { id: 'ds.scrollLoader.loading', defaultMessage: 'Loading…' },
});
