import { defineMessages } from 'react-intl';

export const messages = defineMessages({
  course: { id: 'ds.courseResultCard.course', defaultMessage: 'Course' },
});
