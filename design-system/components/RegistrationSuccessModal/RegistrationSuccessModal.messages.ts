import { defineMessages } from 'react-intl';

export const messages = defineMessages({
  title: { id: 'ds.registrationSuccessModal.title', defaultMessage: 'Thank you for signing up!' },
  text: {
    id: 'ds.registrationSuccessModal.text',
    defaultMessage:
      'Your e-mail address is confirmed. Now you can comment, keep materials and courses in your favourites and use your profile.',
  },
  close: { id: 'ds.registrationSuccessModal.close', defaultMessage: 'Close' },
});
