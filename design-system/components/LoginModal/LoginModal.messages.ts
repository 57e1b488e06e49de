import { defineMessages } from 'react-intl';

export const messages = defineMessages({
  title: { id: 'ds.loginModal.title', defaultMessage: 'Log in' },
  email: { id: 'ds.loginModal.email', defaultMessage: 'E-mail' },
  password: { id: 'ds.loginModal.password', defaultMessage: 'Password' },
  submit: { id: 'ds.loginModal.submit', defaultMessage: 'Log in' },
  forgot: { id: 'ds.loginModal.forgot', defaultMessage: 'Forgot your password?' },
  register: { id: 'ds.loginModal.register', defaultMessage: 'No account yet? Sign up' },
  or: { id: 'ds.loginModal.or', defaultMessage: 'or' },
  google: { id: 'ds.loginModal.google', defaultMessage: 'Log in with Google' },
  facebook: { id: 'ds.loginModal.facebook', defaultMessage: 'Log in with Facebook' },
});

/** The spec §5 sign-in messages, by error code (see `AuthErrorCode`). */
export const authErrorMessages = defineMessages({
  invalidEmail: { id: 'ds.loginModal.error.invalidEmail', defaultMessage: 'Invalid e-mail.' },
  passwordTooShort: {
    id: 'ds.loginModal.error.passwordTooShort',
    defaultMessage: 'The password is too short. Please use at least 8 characters.',
  },
  accountNotFound: { id: 'ds.loginModal.error.accountNotFound', defaultMessage: 'No account found with that email address.' },
});
