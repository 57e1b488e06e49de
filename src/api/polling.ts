import type { SWRConfiguration } from 'swr';
import { retryAfterSeconds } from '../../design-system/lib/rejections';
import { isAxiosError } from './client';

/** A failure worth asking again after: no answer at all, a timeout, too many calls or a server error. */
export function isTransient(error: unknown): boolean {
  const status = isAxiosError(error) ? error.response?.status : undefined;
  return status === undefined || status === 408 || status === 429 || status >= 500;
}

/**
 * SWR options for a key asked again every `interval` ms (the help chat, the current user's counts). SWR stops
 * polling after an error, so one 503 would freeze the view: a transient failure is asked again after `interval`,
 * doubling up to a minute (or the 429's Retry-After); any other 4xx (401 once signed out) is final.
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
