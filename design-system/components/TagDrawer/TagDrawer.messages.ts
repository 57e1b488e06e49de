import { defineMessages } from 'react-intl';

export const messages = defineMessages<{
  title: {};
  chosenCount: { count: number };
  chosen: {};
  close: {};
  empty: {};
  loading: {};
}>({
  title: { id: 'ds.tagDrawer.title', defaultMessage: 'Hashtags' },
  chosenCount: { id: 'ds.tagDrawer.chosenCount', defaultMessage: '{count, plural, one {# chosen} other {# chosen}}' },
  chosen: { id: 'ds.tagDrawer.chosen', defaultMessage: 'chosen' },
  close: { id: 'ds.tagDrawer.close', defaultMessage: 'Close the hashtags' },
  empty: { id: 'ds.tagDrawer.empty', defaultMessage: 'No hashtags yet' },
  loading: { id: 'ds.tagDrawer.loading', defaultMessage: 'Loading hashtags' },
});
