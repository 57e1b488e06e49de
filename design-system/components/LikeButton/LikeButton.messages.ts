import { defineMessages } from 'react-intl';

export const messages = defineMessages<{ label: { count: number } }>({
  /** The button's name; its pressed state says whether it is liked. */
  label: { id: 'ds.likeButton.label', defaultMessage: '{count, plural, one {Like: # like} other {Like: # likes}}' },
});
