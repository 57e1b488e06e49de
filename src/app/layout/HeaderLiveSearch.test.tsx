import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { SWRConfig } from 'swr';
import type { ApiReader } from '../../api/query';
import { LIVE_SEARCH_DELAY_MS, useLiveSearch } from './HeaderLiveSearch';

/** Each test its own SWR cache (no answer shared between tests). */
const fresh = ({ children }: { children: ReactNode }) => (
  <SWRConfig value={{ provider: () => new Map(), dedupingInterval: 0 }}>{children}</SWRConfig>
);

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** An API that answers each search after `answerMs` unless it is cancelled first; every request noted. */
function slowApi(answerMs: number) {
  const requests: { query: unknown; signal: AbortSignal; answered: boolean }[] = [];
  const client = {
    get: (_path: string, config: { params: { query: unknown }; signal: AbortSignal }) => {
      const request = { query: config.params.query, signal: config.signal, answered: false };
      requests.push(request);
      return new Promise((resolve, reject) => {
        const timer = setTimeout(() => {
          request.answered = true;
          resolve({ data: { materials_count: 0, query: config.params.query } });
        }, answerMs);
        config.signal.addEventListener('abort', () => {
          clearTimeout(timer);
          reject(Object.assign(new Error('canceled'), { name: 'CanceledError' }));
        });
      });
    },
  } as unknown as ApiReader;
  return { client, requests };
}

describe('the live search', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('asks exactly LIVE_SEARCH_DELAY_MS after the last keystroke, not a moment before', async () => {
    vi.useFakeTimers();
    const { client, requests } = slowApi(10);
    const { rerender } = renderHook(({ query }) => useLiveSearch('ru', query, client), { wrapper: fresh, initialProps: { query: '' } });
    rerender({ query: 'к' });
    await act(() => vi.advanceTimersByTimeAsync(300));
    rerender({ query: 'кн' });
    await act(() => vi.advanceTimersByTimeAsync(LIVE_SEARCH_DELAY_MS - 1));
    expect(requests).toHaveLength(0);
    await act(() => vi.advanceTimersByTimeAsync(1));
    expect(requests.map((r) => r.query)).toEqual(['кн']);
  });

  it('sends one query for a fast typist: LIVE_SEARCH_DELAY_MS after the last keystroke', async () => {
    const { client, requests } = slowApi(10);
    const { result, rerender } = renderHook(({ query }) => useLiveSearch('ru', query, client), {
      wrapper: fresh,
      initialProps: { query: '' },
    });
    for (const typed of ['к', 'кн', 'кни', 'книг', 'книга']) {
      rerender({ query: typed });
      await act(() => sleep(120));
    }
    expect(requests).toHaveLength(0);
    await waitFor(() => expect(result.current.data).toEqual({ materials_count: 0, query: 'книга' }), { timeout: 2000 });
    expect(requests.map((r) => r.query)).toEqual(['книга']);
    expect(LIVE_SEARCH_DELAY_MS).toBe(500);
  });

  it('cancels an answer still on its way when other words are asked, or the field is cleared', async () => {
    const { client, requests } = slowApi(1500);
    const { result, rerender, unmount } = renderHook(({ query }) => useLiveSearch('ru', query, client), {
      wrapper: fresh,
      initialProps: { query: 'кни' },
    });
    await waitFor(() => expect(requests).toHaveLength(1), { timeout: 2000 });
    rerender({ query: 'книга' });
    await waitFor(() => expect(requests).toHaveLength(2), { timeout: 2000 });
    expect(requests[0].signal.aborted).toBe(true);
    expect(requests[0].answered).toBe(false);
    expect(requests[1].signal.aborted).toBe(false);

    rerender({ query: '' });
    await act(() => sleep(50));
    expect(requests[1].signal.aborted).toBe(true);
    expect(result.current.data).toBeUndefined();

    rerender({ query: 'свеча' });
    await waitFor(() => expect(requests).toHaveLength(3), { timeout: 2000 });
    unmount();
    expect(requests[2].signal.aborted).toBe(true);
    expect(requests.every((r) => !r.answered)).toBe(true);
  });
});
