import { defineMessages } from 'react-intl';

export const messages = defineMessages({
  title: { id: 'ds.contactForm.title', defaultMessage: 'Contact us' },
  intro: {
    id: 'ds.contactForm.intro',
    defaultMessage: 'Could not find a material, or have an idea for a lesson? Write to us and the site team will answer.',
  },
  label: { id: 'ds.contactForm.label', defaultMessage: 'Your message' },
  send: { id: 'ds.contactForm.send', defaultMessage: 'Send' },
  sending: { id: 'ds.contactForm.sending', defaultMessage: 'Sending…' },
  sent: { id: 'ds.contactForm.sent', defaultMessage: 'Thank you! Your message has been sent.' },
  error: { id: 'ds.contactForm.error', defaultMessage: 'The message was not sent. Please try again: your text is kept.' },
});
