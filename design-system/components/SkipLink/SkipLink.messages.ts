import { defineMessages } from 'react-intl';

export const messages = defineMessages({
  label: { id: 'ds.skipLink.label', defaultMessage: 'Skip to content' },
});
