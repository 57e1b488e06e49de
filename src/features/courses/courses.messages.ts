import { defineMessages } from 'react-intl';

/** Texts of the courses screens (the design-system parts carry theirs). */
export const coursesMessages = defineMessages<{
  title: {};
  intro: {};
  listHeading: {};
  empty: {};
  error: {};
  loadError: {};
  retry: {};
  materialOf: { index: number; total: number };
  resumed: {};
  startOver: {};
  tags: {};
  provider: {};
}>({
  title: { id: 'app.courses.title', defaultMessage: 'Courses' },
  intro: {
    id: 'app.courses.intro',
    defaultMessage: 'Several materials read in order: holidays, history, languages and the Jewish home. Choose tags to narrow the list.',
  },
  listHeading: { id: 'app.courses.listHeading', defaultMessage: 'List of courses' },
  empty: { id: 'app.courses.empty', defaultMessage: 'No courses have all the chosen tags.' },
  error: { id: 'app.courses.error', defaultMessage: 'The list could not be loaded. Try again later.' },
  loadError: { id: 'app.courses.loadError', defaultMessage: 'The course could not be loaded. Try again later.' },
  retry: { id: 'app.courses.retry', defaultMessage: 'Try again' },
  materialOf: { id: 'app.courses.materialOf', defaultMessage: 'Material {index} of {total}' },
  resumed: { id: 'app.courses.resumed', defaultMessage: 'You stopped here last time.' },
  startOver: { id: 'app.courses.startOver', defaultMessage: 'Start from the beginning' },
  tags: { id: 'app.courses.tags', defaultMessage: 'Tags' },
  provider: { id: 'app.courses.provider', defaultMessage: 'Jewish Culture' },
});
