import { defineMessages } from 'react-intl';

export const messages = defineMessages<{
  label: {};
  placeholder: {};
  open: {};
  close: {};
  clear: {};
  results: {};
  loading: {};
  notFound: {};
  materials: {};
  courses: {};
  chapters: {};
  more: { count: number };
  moreAbout: { count: number };
  didYouMean: {};
  submit: {};
}>({
  label: { id: 'ds.headerSearch.label', defaultMessage: 'Search the site' },
  placeholder: { id: 'ds.headerSearch.placeholder', defaultMessage: 'Search' },
  open: { id: 'ds.headerSearch.open', defaultMessage: 'Open search' },
  close: { id: 'ds.headerSearch.close', defaultMessage: 'Close search' },
  clear: { id: 'ds.headerSearch.clear', defaultMessage: 'Clear the search' },
  results: { id: 'ds.headerSearch.results', defaultMessage: 'Search results' },
  loading: { id: 'ds.headerSearch.loading', defaultMessage: 'Searching…' },
  /** The spec's `search.not-found`. */
  notFound: { id: 'ds.headerSearch.notFound', defaultMessage: 'Nothing found. Try other words.' },
  materials: { id: 'ds.headerSearch.group.materials', defaultMessage: 'Materials' },
  courses: { id: 'ds.headerSearch.group.courses', defaultMessage: 'Courses' },
  chapters: { id: 'ds.headerSearch.group.chapters', defaultMessage: 'Library chapters' },
  more: { id: 'ds.headerSearch.more', defaultMessage: 'Show all ({count})' },
  // The group's count is an estimate (the server's *_count_estimated).
  moreAbout: { id: 'ds.headerSearch.moreAbout', defaultMessage: 'Show all (about {count, number})' },
  /** The server corrected a misspelt query; the results are of the corrected words. */
  didYouMean: { id: 'ds.headerSearch.didYouMean', defaultMessage: 'Did you mean:' },
  submit: { id: 'ds.headerSearch.submit', defaultMessage: 'Search' },
});
