import { defineMessages } from 'react-intl';

export const messages = defineMessages<{ title: {}; text: {}; email: {}; submit: {}; success: { email: string }; back: {} }>({
  title: { id: 'ds.forgotPasswordModal.title', defaultMessage: 'Forgot your password?' },
  text: {
    id: 'ds.forgotPasswordModal.text',
    defaultMessage: 'Enter the e-mail you signed up with: we will send you a link to set a new password.',
  },
  email: { id: 'ds.forgotPasswordModal.email', defaultMessage: 'E-mail' },
  submit: { id: 'ds.forgotPasswordModal.submit', defaultMessage: 'Send the link' },
  success: {
    id: 'ds.forgotPasswordModal.success',
    defaultMessage: 'We have sent a link to {email}. Open it to set a new password.',
  },
  back: { id: 'ds.forgotPasswordModal.back', defaultMessage: 'Back to login' },
});
