import { defineMessages, type MessageTag } from 'react-intl';

export const accountMessages = defineMessages<{
  registerTitle: {};
  name: {};
  surname: {};
  email: {};
  password: {};
  confirmation: {};
  passwordHint: {};
  consent: { terms: MessageTag; privacy: MessageTag };
  consentRequired: {};
  emailRequired: {};
  emailTaken: {};
  registerSubmit: {};
  haveAccount: {};
  checkMailTitle: {};
  checkMailText: { email: string | number };
  checkMailNotSent: {};
  close: {};
  wrongPassword: {};
  noPassword: {};
  tooMany: {};
  failed: {};
  mailFailed: {};
  resetLinkInvalid: {};
  socialDeclined: { provider: string | number };
  socialFailed: { provider: string | number };
  socialConflict: { provider: string | number };
  socialNoEmail: { provider: string | number };
  socialExpired: {};
  socialUnavailable: { provider: string | number };
  socialProgress: {};
  loggingOut: {};
  signInRequired: {};
  confirmFailed: {};
  confirmFailedTitle: {};
  confirmAlready: {};
  confirmResendOffer: { email: string | number };
  confirmResend: {};
  confirmResent: { email: string | number };
  confirmSignInOffer: {};
  logIn: {};
}>({
  registerTitle: { id: 'app.account.register.title', defaultMessage: "Sign up" },
  name: { id: 'app.account.register.name', defaultMessage: "First name" },
  surname: { id: 'app.account.register.surname', defaultMessage: "Surname" },
  email: { id: 'app.account.register.email', defaultMessage: "E-mail" },
  password: { id: 'app.account.register.password', defaultMessage: "Password" },
  confirmation: { id: 'app.account.register.confirmation', defaultMessage: "Repeat the password" },
  passwordHint: { id: 'app.account.register.passwordHint', defaultMessage: "At least 8 characters, with Latin letters and digits." },
  consent: { id: 'app.account.register.consent', defaultMessage: "I accept the <terms>terms of use</terms> and the <privacy>privacy policy</privacy>" },
  consentRequired: { id: 'app.account.register.consentRequired', defaultMessage: "Please accept the terms of use and the privacy policy." },
  emailRequired: { id: 'app.account.register.emailRequired', defaultMessage: "Enter your e-mail." },
  emailTaken: { id: 'app.account.register.emailTaken', defaultMessage: "An account with this e-mail already exists. Sign in or reset your password." },
  registerSubmit: { id: 'app.account.register.submit', defaultMessage: "Sign up" },
  haveAccount: { id: 'app.account.register.haveAccount', defaultMessage: "Already have an account? Log in" },
  checkMailTitle: { id: 'app.account.checkMail.title', defaultMessage: "Check your mail" },
  checkMailText: { id: 'app.account.checkMail.text', defaultMessage: "We sent a confirmation link to {email}. Open it within 48 hours to confirm your address. You are already signed in." },
  checkMailNotSent: { id: 'app.account.checkMail.notSent', defaultMessage: "Your account is created, but we could not send the confirmation e-mail. You can ask for a new one later." },
  close: { id: 'app.account.close', defaultMessage: "Close" },
  wrongPassword: { id: 'app.account.error.wrongPassword', defaultMessage: "Incorrect password. Please try again or reset your password." },
  noPassword: { id: 'app.account.error.noPassword', defaultMessage: "This account signs in with Google or Facebook. Use that button, or set a password with \"Forgot your password?\"." },
  tooMany: { id: 'app.account.error.tooMany', defaultMessage: "Too many attempts. Please wait a few minutes and try again." },
  failed: { id: 'app.account.error.failed', defaultMessage: "Something went wrong. Please try again later." },
  mailFailed: { id: 'app.account.error.mailFailed', defaultMessage: "We could not send the e-mail right now. Please try again later." },
  resetLinkInvalid: { id: 'app.account.error.resetLinkInvalid', defaultMessage: "This password reset link is invalid, has expired or was already used. Please request a new one." },
  socialDeclined: { id: 'app.account.social.declined', defaultMessage: "You declined to sign in with {provider}." },
  socialFailed: { id: 'app.account.social.failed', defaultMessage: "{provider} could not sign you in. Please try again." },
  socialConflict: { id: 'app.account.social.conflict', defaultMessage: "An account with this e-mail already exists, and {provider} has not confirmed the address. Sign in with your password." },
  socialNoEmail: { id: 'app.account.social.noEmail', defaultMessage: "{provider} did not share your e-mail address. Allow access to it, or register with e-mail and password." },
  socialExpired: { id: 'app.account.social.expired', defaultMessage: "This sign-in attempt has expired or was already used. Please try signing in again." },
  socialUnavailable: { id: 'app.account.social.unavailable', defaultMessage: "Sign-in with {provider} is not available right now. Log in with your e-mail and password, or try again later." },
  socialProgress: { id: 'app.account.social.progress', defaultMessage: "Signing you in…" },
  loggingOut: { id: 'app.account.logout.progress', defaultMessage: "Signing you out…" },
  signInRequired: { id: 'app.account.signInRequired', defaultMessage: "Please log in to see this page." },
  confirmFailed: { id: 'app.account.confirm.failed', defaultMessage: "This confirmation link is invalid, has expired or was already used." },
  confirmFailedTitle: { id: 'app.account.confirm.failedTitle', defaultMessage: "The confirmation link does not work" },
  confirmAlready: { id: 'app.account.confirm.already', defaultMessage: "Your e-mail address is already confirmed: there is nothing more to do." },
  confirmResendOffer: { id: 'app.account.confirm.resendOffer', defaultMessage: "We can send a new link to {email}." },
  confirmResend: { id: 'app.account.confirm.resend', defaultMessage: "Send a new link" },
  confirmResent: { id: 'app.account.confirm.resent', defaultMessage: "We sent a new link to {email}. Open it within 48 hours." },
  confirmSignInOffer: { id: 'app.account.confirm.signInOffer', defaultMessage: "Log in: if your address is not confirmed yet, you can get a new link here." },
  logIn: { id: 'app.account.logIn', defaultMessage: "Log in" },
});
