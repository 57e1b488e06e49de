import { defineMessages } from 'react-intl';

export const messages = defineMessages({
  title: { id: 'ds.hashtagTable.title', defaultMessage: 'All hashtags' },
  empty: { id: 'ds.hashtagTable.empty', defaultMessage: 'No hashtags yet' },
  loading: { id: 'ds.hashtagTable.loading', defaultMessage: 'Loading hashtags' },
});
