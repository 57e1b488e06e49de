import { defineMessages } from 'react-intl';

export const messages = defineMessages({
  add: { id: 'ds.favoriteBookmark.add', defaultMessage: 'Add to favourites' },
  remove: { id: 'ds.favoriteBookmark.remove', defaultMessage: 'Remove from favourites' },
});
