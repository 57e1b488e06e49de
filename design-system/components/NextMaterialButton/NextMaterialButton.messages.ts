import { defineMessages } from 'react-intl';

export const messages = defineMessages({
  next: { id: 'ds.nextMaterialButton.next', defaultMessage: 'Next material' },
});
