import { defineMessages } from 'react-intl';

type Count = { count: number };

export const messages = defineMessages<{
  title: { query: string };
  materials: {};
  courses: {};
  chapters: {};
  shown: { shown: number; count: number };
  shownAbout: { shown: number; count: number };
  about: Count;
  notFound: {};
  notFoundHint: {};
  emptyQuery: {};
  loading: {};
  total: Count;
  totalAbout: Count;
}>({
  title: { id: 'ds.searchResults.title', defaultMessage: 'Search results for “{query}”' },
  materials: { id: 'ds.searchResults.materials', defaultMessage: 'Materials' },
  courses: { id: 'ds.searchResults.courses', defaultMessage: 'Courses' },
  chapters: { id: 'ds.searchResults.chapters', defaultMessage: 'Library chapters' },
  shown: { id: 'ds.searchResults.shown', defaultMessage: 'Showing {shown} of {count}' },
  // An estimated count (the server's *_count_estimated): a very common query is not counted row by row.
  shownAbout: { id: 'ds.searchResults.shownAbout', defaultMessage: 'Showing {shown} of about {count, number}' },
  about: { id: 'ds.searchResults.about', defaultMessage: 'about {count, number}' },
  notFound: { id: 'ds.searchResults.notFound', defaultMessage: 'Nothing was found' },
  notFoundHint: { id: 'ds.searchResults.notFoundHint', defaultMessage: 'Try other words or a shorter query.' },
  emptyQuery: { id: 'ds.searchResults.emptyQuery', defaultMessage: 'Type a word to search the materials, courses and library.' },
  loading: { id: 'ds.searchResults.loading', defaultMessage: 'Searching…' },
  total: { id: 'ds.searchResults.total', defaultMessage: '{count, plural, one {# result} other {# results}}' },
  totalAbout: { id: 'ds.searchResults.totalAbout', defaultMessage: 'about {count, plural, one {# result} other {# results}}' },
});
