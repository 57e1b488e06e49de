import type { IntlShape } from 'react-intl';

/**
 * The wait of a refused call (HTTP 429): the server's Retry-After, in seconds. Works on what an axios call
 * rejects with (`error.response.status` and `.headers`), so components can read it from any onSubmit/onSend
 * rejection without knowing the HTTP client; null when the error is not a 429.
 */
export function retryAfterSeconds(error: unknown): number | null {
  const response = (error as { response?: { status?: number; headers?: Record<string, unknown> } } | null)?.response;
  if (response?.status !== 429) return null;
  const raw = Number(response.headers?.['retry-after']);
  return Number.isFinite(raw) && raw > 0 ? Math.ceil(raw) : 60;
}

/** 'in 40 seconds' / 'через 40 секунд', 'in 2 hours': the wait, rounded up, in the interface language. */
export function formatWait(intl: IntlShape, seconds: number): string {
  if (seconds < 60) return intl.formatRelativeTime(Math.max(1, seconds), 'second');
  if (seconds < 3600) return intl.formatRelativeTime(Math.ceil(seconds / 60), 'minute');
  if (seconds < 86_400) return intl.formatRelativeTime(Math.ceil(seconds / 3600), 'hour');
  return intl.formatRelativeTime(Math.ceil(seconds / 86_400), 'day');
}

/**
 * What a comment's onSubmit rejects with when the server took the comment but shows it only once the author's
 * e-mail is confirmed (the answer's `pending`): the form is cleared and says so instead of 'not sent'.
 */
export class CommentPendingNotice extends Error {
  constructor() {
    super('The comment waits for the e-mail confirmation.');
    this.name = 'CommentPendingNotice';
  }
}
