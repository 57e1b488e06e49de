import { defineMessages } from 'react-intl';

export const messages = defineMessages<{ author: { author: string } }>({
  author: { id: 'ds.articleResultCard.author', defaultMessage: 'Author: {author}' },
});
