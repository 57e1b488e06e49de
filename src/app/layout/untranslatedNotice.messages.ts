import { defineMessages } from 'react-intl';

export const untranslatedNoticeMessages = defineMessages<{ fromRu: {}; fromEn: {}; back: {}; close: {} }>({
  fromRu: {
    id: 'app.untranslated.fromRu',
    defaultMessage: 'The page you were reading is in Russian only, so the language switch brought you to the nearest English section.',
  },
  fromEn: {
    id: 'app.untranslated.fromEn',
    defaultMessage: 'The page you were reading is in English only, so the language switch brought you to the nearest Russian section.',
  },
  back: { id: 'app.untranslated.back', defaultMessage: 'Back to that page' },
  close: { id: 'app.untranslated.close', defaultMessage: 'Close' },
});
