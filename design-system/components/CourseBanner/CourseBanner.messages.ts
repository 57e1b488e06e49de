import { defineMessages } from 'react-intl';

export const messages = defineMessages({
  loading: { id: 'ds.courseBanner.loading', defaultMessage: 'Loading the course' },
});
