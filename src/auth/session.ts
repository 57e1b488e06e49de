import useSWR from 'swr';
import type { CurrentUserResponse } from '../../server/src/contracts/user';
import { getJson, isUnauthenticated, TOKEN_KEY } from '../api/client';

/**
 * The signed-in user (spec §4): signed in = a token in localStorage. The current-user call is made only with a
 * token; when it answers no user, the token is removed and the state cleared.
 */
export function useSession() {
  const token = typeof localStorage === 'undefined' ? null : localStorage.getItem(TOKEN_KEY);
  const { data, mutate } = useSWR(token ? (['/api/user'] as const) : null, getJson<CurrentUserResponse>, {
    revalidateOnFocus: false,
    shouldRetryOnError: false,
    onError(error) {
      if (isUnauthenticated(error)) {
        console.info('User is not authenticated');
        localStorage.removeItem(TOKEN_KEY);
        void mutate(undefined, { revalidate: false });
      }
    },
  });
  return { signedIn: Boolean(token && data), current: data ?? null };
}
