import { defineMessages } from 'react-intl';

export const messages = defineMessages({
  loading: { id: 'ds.preloader.loading', defaultMessage: 'Loading the site…' },
});
