import { defineMessages } from 'react-intl';

export const messages = defineMessages<{ chapter: { position: number } }>({
  chapter: { id: 'ds.chapterResultCard.chapter', defaultMessage: 'Chapter {position}' },
});
