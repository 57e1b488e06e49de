import { defineMessages } from 'react-intl';

export const messages = defineMessages({
  more: { id: 'ds.mapPlaceCard.more', defaultMessage: 'About the place' },
});
