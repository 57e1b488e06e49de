import { defineMessages } from 'react-intl';

export const messages = defineMessages<{
  title: {};
  show: {};
  hide: {};
  viewed: {};
  loading: {};
  empty: {};
}>({
  title: { id: 'ds.courseContents.title', defaultMessage: 'Course contents' },
  show: { id: 'ds.courseContents.show', defaultMessage: 'Show course contents' },
  hide: { id: 'ds.courseContents.hide', defaultMessage: 'Hide course contents' },
  viewed: { id: 'ds.courseContents.viewed', defaultMessage: 'viewed' },
  loading: { id: 'ds.courseContents.loading', defaultMessage: 'Loading the contents' },
  empty: { id: 'ds.courseContents.empty', defaultMessage: 'This course has no materials yet' },
});
