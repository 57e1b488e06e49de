import { defineMessages } from 'react-intl';

export const messages = defineMessages({
  title: { id: 'ds.notFound.title', defaultMessage: 'Error 404' },
  text: {
    id: 'ds.notFound.text',
    defaultMessage: 'The page you are looking for does not exist: it may have been moved, or the address has a typo.',
  },
  back: { id: 'ds.notFound.back', defaultMessage: 'Back to Home' },
  search: { id: 'ds.notFound.search', defaultMessage: 'Search the site' },
  submit: { id: 'ds.notFound.submit', defaultMessage: 'Search' },
});
