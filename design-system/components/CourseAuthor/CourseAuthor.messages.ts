import { defineMessages } from 'react-intl';

export const messages = defineMessages<{ author: { author: string }; about: { author: string }; close: {} }>({
  author: { id: 'ds.courseAuthor.author', defaultMessage: 'Author: {author}' },
  about: { id: 'ds.courseAuthor.about', defaultMessage: 'About the author, {author}' },
  close: { id: 'ds.courseAuthor.close', defaultMessage: 'Close' },
});
