import { defineMessages } from 'react-intl';

export const messages = defineMessages({
  label: { id: 'ds.imagePopup.label', defaultMessage: 'Enlarged image' },
  close: { id: 'ds.imagePopup.close', defaultMessage: 'Close' },
  failed: { id: 'ds.imagePopup.failed', defaultMessage: 'The image could not be loaded.' },
});
