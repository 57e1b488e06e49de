import { defineMessages } from 'react-intl';

export const messages = defineMessages({
  label: { id: 'ds.sortControls.label', defaultMessage: 'Sort' },
  date: { id: 'ds.sortControls.date', defaultMessage: 'By date' },
  popular: { id: 'ds.sortControls.popular', defaultMessage: 'By popularity' },
  reverse: { id: 'ds.sortControls.reverse', defaultMessage: 'Reverse order' },
});
