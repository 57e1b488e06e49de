import { defineMessages } from 'react-intl';

export const messages = defineMessages({
  label: { id: 'ds.courseDescription.label', defaultMessage: 'About the course' },
});
