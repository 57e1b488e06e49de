import { defineMessages } from 'react-intl';

export const messages = defineMessages<{ title: {}; count: { count: number }; empty: {}; emptyHint: {}; loading: {} }>({
  title: { id: 'ds.reviewsList.title', defaultMessage: 'My reviews' },
  count: { id: 'ds.reviewsList.count', defaultMessage: '{count, plural, one {# review} other {# reviews}}' },
  empty: { id: 'ds.reviewsList.empty', defaultMessage: 'You have not written any reviews yet' },
  emptyHint: { id: 'ds.reviewsList.emptyHint', defaultMessage: 'Leave a comment under a material or a course: it will show here.' },
  loading: { id: 'ds.reviewsList.loading', defaultMessage: 'Loading your reviews' },
});
