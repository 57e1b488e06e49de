import { defineMessages } from 'react-intl';

export const messages = defineMessages({
  title: { id: 'ds.chapterList.title', defaultMessage: 'Contents' },
});
