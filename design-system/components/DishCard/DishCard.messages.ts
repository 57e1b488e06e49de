import { defineMessages } from 'react-intl';

export const messages = defineMessages({
  ingredients: { id: 'ds.dishCard.ingredients', defaultMessage: 'Ingredients' },
  time: { id: 'ds.dishCard.time', defaultMessage: 'Cooking time' },
});
