import { defineMessages } from 'react-intl';

export const messages = defineMessages<{ published: { date: string }; author: { author: string }; openCover: { title: string } }>({
  published: { id: 'ds.materialArticle.published', defaultMessage: 'Published {date}' },
  author: { id: 'ds.materialArticle.author', defaultMessage: 'Author: {author}' },
  openCover: { id: 'ds.materialArticle.openCover', defaultMessage: 'Open the cover picture larger: {title}' },
});
