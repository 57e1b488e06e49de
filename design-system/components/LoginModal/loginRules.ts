import { PASSWORD_MIN_LENGTH } from '../ChangePasswordModal/passwordRules';

/**
 * Known sign-in errors (spec §5), each with its message:
 * - `invalidEmail`: 'Invalid e-mail.' (checked here)
 * - `passwordTooShort`: 'The password is too short. Please use at least 8 characters.' (checked here)
 * - `accountNotFound`: 'No account found with that email address.' (only the server knows: pass it in `errors`)
 */
export type AuthErrorCode = 'invalidEmail' | 'passwordTooShort' | 'accountNotFound';

/** A plain address check: something@something.tld, no spaces; the server has the last word. */
const EMAIL = /^[^\s@]+@[^\s@.]+(\.[^\s@.]+)+$/;

export function emailError(email: string): AuthErrorCode | undefined {
  return EMAIL.test(email.trim()) ? undefined : 'invalidEmail';
}

export function loginPasswordError(password: string): AuthErrorCode | undefined {
  return [...password].length < PASSWORD_MIN_LENGTH ? 'passwordTooShort' : undefined;
}

export interface LoginErrors {
  email?: AuthErrorCode;
  password?: AuthErrorCode;
}

/** Client-side checks of the login form; the request is sent only when the result is empty. */
export function validateLogin(email: string, password: string): LoginErrors {
  const errors: LoginErrors = {};
  const e = emailError(email);
  if (e) errors.email = e;
  const p = loginPasswordError(password);
  if (p) errors.password = p;
  return errors;
}
