import { defineMessages } from 'react-intl';

export const messages = defineMessages({
  title: { id: 'ds.passwordChangeForm.title', defaultMessage: 'Change password' },
  setTitle: { id: 'ds.passwordChangeForm.setTitle', defaultMessage: 'Set a password' },
  setText: {
    id: 'ds.passwordChangeForm.setText',
    defaultMessage: 'You sign in with Google or Facebook. Set a password to sign in with your e-mail as well.',
  },
  current: { id: 'ds.passwordChangeForm.current', defaultMessage: 'Current password' },
  currentRequired: { id: 'ds.passwordChangeForm.currentRequired', defaultMessage: 'Enter your current password.' },
  currentWrong: { id: 'ds.passwordChangeForm.currentWrong', defaultMessage: 'The current password is incorrect.' },
  othersNote: {
    id: 'ds.passwordChangeForm.othersNote',
    defaultMessage: 'After the change you stay signed in here; your other devices are signed out.',
  },
  submit: { id: 'ds.passwordChangeForm.submit', defaultMessage: 'Change password' },
  success: {
    id: 'ds.passwordChangeForm.success',
    defaultMessage: 'Your password has been changed. Your other devices are signed out.',
  },
  again: { id: 'ds.passwordChangeForm.again', defaultMessage: 'Change it again' },
});
