import { defineMessages } from 'react-intl';

export const messages = defineMessages<{ published: { date: string }; author: { author: string } }>({
  published: { id: 'ds.materialArticle.published', defaultMessage: 'Published {date}' },
  author: { id: 'ds.materialArticle.author', defaultMessage: 'Author: {author}' },
});
