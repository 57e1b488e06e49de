import { defineMessages } from 'react-intl';

export const messages = defineMessages({
  label: { id: 'ds.courseTabs.label', defaultMessage: 'My courses' },
  history: { id: 'ds.courseTabs.history', defaultMessage: 'History' },
  recommendations: { id: 'ds.courseTabs.recommendations', defaultMessage: 'Recommendations' },
  archive: { id: 'ds.courseTabs.archive', defaultMessage: 'Archive' },
  sort: { id: 'ds.courseTabs.sort', defaultMessage: 'Sort' },
  date: { id: 'ds.courseTabs.date', defaultMessage: 'By date' },
  popularity: { id: 'ds.courseTabs.popularity', defaultMessage: 'By popularity' },
});
