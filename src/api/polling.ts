import type { SWRConfiguration } from 'swr';
import { retryAfterSeconds } from '../../design-system/lib/rejections';
import { isAxiosError } from './client';

/** A failure worth asking again after: no answer at all, a timeout, too many calls or a server error. */
export function isTransient(error: unknown): boolean {
  const status = isAxiosError(error) ? error.response?.status : undefined;
  return status === undefined || status === 408 || status === 429 || status >= 500;
}

/**
 * SWR options for a key asked again every `interval` ms (the help chat, the current user's counts).
 *
 * SWR skips a refreshInterval tick while the key's last answer is an error, and without shouldRetryOnError it never
 * asks again: one 503 or one dropped connection would freeze the view until a reload (the help chat would no
 * longer show the team's answers). Here a transient failure is asked again after `interval`, then twice as long
 * each time up to a minute (or the 429's Retry-After); the first success clears the error and the ticks go on.
 * A refusal (any other 4xx, e.g. 401 once the session has ended) is final.
 */
export function keepPolling(interval: number): SWRConfiguration {
  return {
    refreshInterval: interval,
    shouldRetryOnError: isTransient,
    onErrorRetry(error, _key, _config, revalidate, { retryCount }) {
      const backoff = Math.min(interval * 2 ** (retryCount - 1), Math.max(interval, 60_000));
      const wait = Math.max(backoff, (retryAfterSeconds(error) ?? 0) * 1000);
      setTimeout(() => void revalidate({ retryCount }), wait);
    },
  };
}
