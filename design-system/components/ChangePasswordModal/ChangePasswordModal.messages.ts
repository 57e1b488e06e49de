import { defineMessages } from 'react-intl';

export const messages = defineMessages({
  title: { id: 'ds.changePasswordModal.title', defaultMessage: 'Change password' },
  password: { id: 'ds.changePasswordModal.password', defaultMessage: 'New password' },
  confirmation: { id: 'ds.changePasswordModal.confirmation', defaultMessage: 'Repeat the password' },
  hint: {
    id: 'ds.changePasswordModal.hint',
    defaultMessage: 'At least 8 characters, with Latin letters and digits.',
  },
  save: { id: 'ds.changePasswordModal.save', defaultMessage: 'Save' },
  success: { id: 'ds.changePasswordModal.success', defaultMessage: 'Your password has been changed.' },
  successSignIn: { id: 'ds.changePasswordModal.successSignIn', defaultMessage: 'Log in with the new password.' },
  signIn: { id: 'ds.changePasswordModal.signIn', defaultMessage: 'Log in' },
  close: { id: 'ds.changePasswordModal.close', defaultMessage: 'Close' },
  failed: { id: 'ds.changePasswordModal.failed', defaultMessage: 'The password was not changed. Please try again.' },
  linkInvalid: {
    id: 'ds.changePasswordModal.linkInvalid',
    defaultMessage: 'This password reset link is invalid, has expired or was already used. Please request a new one.',
  },
  requestNewLink: { id: 'ds.changePasswordModal.requestNewLink', defaultMessage: 'Request a new link' },
  show: { id: 'ds.changePasswordModal.show', defaultMessage: 'Show password' },
  hide: { id: 'ds.changePasswordModal.hide', defaultMessage: 'Hide password' },
  /** Spec §5, exact. */
  required: { id: 'ds.changePasswordModal.error.required', defaultMessage: 'Enter your password.' },
  /** Spec §5, exact. */
  tooShort: { id: 'ds.changePasswordModal.error.tooShort', defaultMessage: 'Password must be more than 8 characters.' },
  /** Spec §5, exact. */
  format: {
    id: 'ds.changePasswordModal.error.format',
    defaultMessage: 'The password must consist of Latin letters, numbers and contain at least 8 characters.',
  },
  /** Spec §5, exact; shown on the confirmation field. */
  mismatch: {
    id: 'ds.changePasswordModal.error.mismatch',
    defaultMessage: 'The passwords you entered do not match. Please re-enter your password.',
  },
});
