import { defineMessages } from 'react-intl';

/**
 * The §5 new-password messages, word for word: the very catalogue entries of the design system's
 * change-password modal (same ids), so the registration form and that modal always say the same.
 */
export const newPasswordMessages = defineMessages({
  required: { id: 'ds.changePasswordModal.error.required', defaultMessage: 'Enter your password.' },
  tooShort: { id: 'ds.changePasswordModal.error.tooShort', defaultMessage: 'Password must be more than 8 characters.' },
  format: {
    id: 'ds.changePasswordModal.error.format',
    defaultMessage: 'The password must consist of Latin letters, numbers and contain at least 8 characters.',
  },
  mismatch: {
    id: 'ds.changePasswordModal.error.mismatch',
    defaultMessage: 'The passwords you entered do not match. Please re-enter your password.',
  },
});
