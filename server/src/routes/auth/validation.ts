import type { FastifyRequest } from 'fastify';

/** Something@domain.tld, no spaces: what a mailbox needs; the confirmation mail proves the rest. */
const EMAIL_PATTERN = /^[^\s@]+@[^\s@.]+(\.[^\s@.]+)+$/;

export const emailMessages = {
  required: 'Enter your e-mail.',
  invalid: 'Invalid e-mail.',
  unknown: 'No account found with that email address.',
  taken: 'An account with this e-mail already exists. Sign in or reset your password.',
} as const;

/** The e-mail of a form, trimmed, with its error (spec §5 texts) when it is missing or malformed. */
export function checkEmail(raw: string | undefined): { email: string; error?: string } {
  const email = (raw ?? '').trim();
  if (!email) return { email, error: emailMessages.required };
  if (!EMAIL_PATTERN.test(email)) return { email, error: emailMessages.invalid };
  return { email };
}

/** Optional name-like text of a form: trimmed, empty becomes null. */
export const optionalText = (raw: string | null | undefined): string | null => raw?.trim() || null;

/**
 * preValidation for forms whose fields are all optional in the schema: a call without any body reads as an
 * empty form, so it gets the per-field messages ('Enter your password.') instead of "body must be object".
 */
export async function emptyBodyAsEmptyForm(request: FastifyRequest): Promise<void> {
  request.body ??= {};
}
