import { describe, expect, it } from 'vitest';
import { renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import useSWR, { SWRConfig } from 'swr';
import { isTransient, keepPolling } from './polling';

/** What axios rejects with for an answer of `status` (the flag and the response are all isAxiosError reads). */
const answered = (status: number, headers: Record<string, string> = {}) =>
  Object.assign(new Error(`status ${status}`), { isAxiosError: true, response: { status, headers } });
const noAnswer = () => Object.assign(new Error('Network Error'), { isAxiosError: true });

/**
 * Each test its own SWR cache, so no answer is shared between them; no deduping, which would merge calls less
 * than 2 s apart (the tests poll every 40 ms instead of the chat's 5 s).
 */
const fresh = ({ children }: { children: ReactNode }) => (
  <SWRConfig value={{ provider: () => new Map(), dedupingInterval: 0 }}>{children}</SWRConfig>
);

/** A fetcher answering from a script: a number is the data, an Error is thrown; past the end, the last entry. */
function scripted(script: (number | Error)[]) {
  const calls: number[] = [];
  const fetcher = async () => {
    const step = script[Math.min(calls.length, script.length - 1)];
    calls.push(Date.now());
    if (step instanceof Error) throw step;
    return step;
  };
  return { fetcher, calls };
}

describe('which failures are asked again', () => {
  it('no answer, 408, 429 and 5xx are transient; other 4xx and foreign errors are not', () => {
    expect([noAnswer(), answered(408), answered(429), answered(500), answered(503)].map(isTransient)).toEqual([true, true, true, true, true]);
    expect([answered(400), answered(401), answered(403), answered(404)].map(isTransient)).toEqual([false, false, false, false]);
  });
});

describe('a polled key after a failure', () => {
  it('goes on polling after a 503 and after a dropped connection (SWR alone stops at the first error)', async () => {
    const { fetcher, calls } = scripted([1, answered(503), noAnswer(), 2, 3]);
    const { result } = renderHook(() => useSWR('chat', fetcher, keepPolling(40)), { wrapper: fresh });
    await waitFor(() => expect(result.current.data).toBe(3), { timeout: 3000 });
    expect(result.current.error).toBeUndefined();
    expect(calls.length).toBeGreaterThanOrEqual(5);
  });

  it('waits twice as long after each further failure', async () => {
    const { fetcher, calls } = scripted([answered(502), answered(502), answered(502), 1]);
    const { result } = renderHook(() => useSWR('chat', fetcher, keepPolling(40)), { wrapper: fresh });
    await waitFor(() => expect(result.current.data).toBe(1), { timeout: 3000 });
    const gaps = calls.slice(1, 4).map((at, i) => at - calls[i]);
    // 40, 80, 160 ms: timers may fire late, never early.
    expect(gaps[0]).toBeGreaterThanOrEqual(35);
    expect(gaps[1]).toBeGreaterThanOrEqual(75);
    expect(gaps[2]).toBeGreaterThanOrEqual(155);
  });

  it('stops at a refusal: a 401 or 403 is not asked again', async () => {
    const { fetcher, calls } = scripted([1, answered(401), 2]);
    const { result } = renderHook(() => useSWR('chat', fetcher, keepPolling(40)), { wrapper: fresh });
    await waitFor(() => expect(result.current.error).toBeDefined(), { timeout: 3000 });
    await new Promise((resolve) => setTimeout(resolve, 400));
    expect(calls).toHaveLength(2);
    expect(result.current.data).toBe(1);
  });
});
