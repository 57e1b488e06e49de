import { defineMessages } from 'react-intl';

export const messages = defineMessages<{
  count: { count: number };
  chooseTags: {};
  noResults: {};
  noResultsHint: {};
  loading: {};
  chapters: {};
  hashtags: {};
  published: { date: string };
}>({
  count: { id: 'ds.hashtagResults.count', defaultMessage: '{count, plural, one {# result found} other {# results found}}' },
  chooseTags: { id: 'ds.hashtagResults.chooseTags', defaultMessage: 'Choose tags to see matching materials' },
  noResults: { id: 'ds.hashtagResults.noResults', defaultMessage: 'Nothing carries all the chosen hashtags' },
  noResultsHint: { id: 'ds.hashtagResults.noResultsHint', defaultMessage: 'Remove one of the hashtags to widen the search.' },
  loading: { id: 'ds.hashtagResults.loading', defaultMessage: 'Looking for materials' },
  chapters: { id: 'ds.hashtagResults.chapters', defaultMessage: 'Contents' },
  hashtags: { id: 'ds.hashtagResults.hashtags', defaultMessage: 'Hashtags' },
  published: { id: 'ds.hashtagResults.published', defaultMessage: 'Published {date}' },
});
