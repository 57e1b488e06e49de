/** Minimum password length (spec §9). */
export const PASSWORD_MIN_LENGTH = 8;

/**
 * Why a new password is refused (spec §5), one code per message:
 * - `required`: 'Enter your password.'
 * - `tooShort`: 'Password must be more than 8 characters.'
 * - `format`: 'The password must consist of Latin letters, numbers and contain at least 8 characters.'
 * - `mismatch` (on the confirmation): 'The passwords you entered do not match. Please re-enter your password.'
 */
export type NewPasswordError = 'required' | 'tooShort' | 'format';
export type ConfirmationError = 'mismatch';

export interface NewPasswordErrors {
  password?: NewPasswordError;
  confirmation?: ConfirmationError;
}

/** The first rule of spec §5 that the new password breaks, or undefined. */
export function newPasswordError(password: string): NewPasswordError | undefined {
  if (password.length === 0) return 'required';
  // Length counts characters as a person sees them (an emoji is one), not UTF-16 units.
  if ([...password].length < PASSWORD_MIN_LENGTH) return 'tooShort';
  if (!/[A-Za-z]/.test(password) || !/\d/.test(password)) return 'format';
  return undefined;
}

/**
 * Checks the change-password form (spec §5). The confirmation must equal the password exactly; its error
 * goes on the confirmation field. The request may be sent only when the result is empty.
 */
export function validateNewPassword(password: string, confirmation: string): NewPasswordErrors {
  const errors: NewPasswordErrors = {};
  const passwordError = newPasswordError(password);
  if (passwordError) errors.password = passwordError;
  if (confirmation !== password) errors.confirmation = 'mismatch';
  return errors;
}

export const hasErrors = (errors: object) => Object.values(errors).some(Boolean);
