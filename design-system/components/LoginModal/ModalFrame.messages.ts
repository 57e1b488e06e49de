import { defineMessages } from 'react-intl';

export const messages = defineMessages({
  close: { id: 'ds.modalFrame.close', defaultMessage: 'Close' },
});
