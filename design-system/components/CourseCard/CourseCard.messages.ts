import { defineMessages } from 'react-intl';

export const messages = defineMessages({
  meta: { id: 'ds.courseCard.meta', defaultMessage: 'Course length' },
});
