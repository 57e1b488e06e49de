import { hash, verify } from '@node-rs/argon2';

/** Algorithm.Argon2id of @node-rs/argon2 (a const enum, which isolatedModules cannot import). */
const ARGON2ID = 2;

export const MIN_PASSWORD_LENGTH = 8;

/** The texts of spec §5, word for word: the client shows them as they come. */
export const passwordMessages = {
  required: 'Enter your password.',
  tooShort: 'Password must be more than 8 characters.',
  rule: 'The password must consist of Latin letters, numbers and contain at least 8 characters.',
  mismatch: 'The passwords you entered do not match. Please re-enter your password.',
  /** Sign-in form: a password shorter than any valid one. */
  loginTooShort: 'The password is too short. Please use at least 8 characters.',
} as const;

/** argon2id with the library's defaults (19 MiB, 2 passes): about 100 ms a hash on these machines. */
export const hashPassword = (password: string): Promise<string> => hash(password, { algorithm: ARGON2ID });

export async function verifyPassword(passwordHash: string | null, password: string): Promise<boolean> {
  if (!passwordHash) return false;
  try {
    return await verify(passwordHash, password);
  } catch {
    // A malformed stored hash is a wrong password, not a server error.
    return false;
  }
}

/**
 * The rules of spec §5 for a new password: required, 8 characters or more, at least one Latin letter and one
 * digit; the confirmation, when `confirmationRequired` or given, must equal it (the message goes on the
 * confirmation field). Answers per-field messages; empty when the password is acceptable.
 */
export function newPasswordErrors(
  password: string | undefined,
  confirmation: string | undefined,
  { confirmationRequired = false, field = 'password' }: { confirmationRequired?: boolean; field?: string } = {},
): Record<string, string[]> {
  const errors: Record<string, string[]> = {};
  if (!password) {
    errors[field] = [passwordMessages.required];
  } else if (password.length < MIN_PASSWORD_LENGTH) {
    errors[field] = [passwordMessages.tooShort];
  } else if (!/[A-Za-z]/.test(password) || !/[0-9]/.test(password)) {
    errors[field] = [passwordMessages.rule];
  }
  if ((confirmationRequired || confirmation !== undefined) && password && confirmation !== password) {
    errors[`${field}_confirmation`] = [passwordMessages.mismatch];
  }
  return errors;
}
