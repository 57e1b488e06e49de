import { defineMessages } from 'react-intl';

type Count = { count: number };

export const messages = defineMessages<{
  title: { query: string };
  materials: {};
  courses: {};
  chapters: {};
  shown: { shown: number; count: number };
  notFound: {};
  notFoundHint: {};
  emptyQuery: {};
  loading: {};
  total: Count;
}>({
  title: { id: 'ds.searchResults.title', defaultMessage: 'Search results for “{query}”' },
  materials: { id: 'ds.searchResults.materials', defaultMessage: 'Materials' },
  courses: { id: 'ds.searchResults.courses', defaultMessage: 'Courses' },
  chapters: { id: 'ds.searchResults.chapters', defaultMessage: 'Library chapters' },
  shown: { id: 'ds.searchResults.shown', defaultMessage: 'Showing {shown} of {count}' },
  notFound: { id: 'ds.searchResults.notFound', defaultMessage: 'Nothing was found' },
  notFoundHint: { id: 'ds.searchResults.notFoundHint', defaultMessage: 'Try other words or a shorter query.' },
  emptyQuery: { id: 'ds.searchResults.emptyQuery', defaultMessage: 'Type a word to search the materials, courses and library.' },
  loading: { id: 'ds.searchResults.loading', defaultMessage: 'Searching…' },
  total: { id: 'ds.searchResults.total', defaultMessage: '{count, plural, one {# result} other {# results}}' },
});
