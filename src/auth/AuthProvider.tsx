import { createContext, useCallback, useContext, useMemo, useState, type ReactNode } from 'react';
import { useSWRConfig } from 'swr';
import { useBrowserStore, useHydrated } from '../../design-system';
import type { CurrentUserResponse } from '../../server/src/contracts/user';
import { api, isUnauthenticated } from '../api/client';
import { useQuery, type Query } from '../api/query';
import { TOKEN_KEY } from '../api/token';
import { keepPolling } from '../api/polling';

/** The kinds of favourites (spec §7: the payload `type`). */
export type FavoriteType = 'material' | 'courses';

/** Modals of the accounts that any part of the site may open. */
export type AccountModal = 'login' | 'register' | 'forgot' | null;

/**
 * Where the session stands: `unknown` on the server and while hydrating (the token is not read yet),
 * `visitor` without a token, `loading` while the current-user call runs, `signedIn` once it answered.
 */
export type AuthStatus = 'unknown' | 'visitor' | 'loading' | 'signedIn';

export interface AuthState {
  /** Signed in = a token in localStorage whose current-user call answered (spec §4). */
  signedIn: boolean;
  /** Guards wait for `visitor` before sending anyone away (the server renders before the token is read). */
  status: AuthStatus;
  /** The current-user answer: the user, favourite ids and the badge counts. */
  current: CurrentUserResponse | null;
  isFavorite: (type: FavoriteType, id: number) => boolean;
  /** Server first, then the local list (spec §4); a visitor gets the login modal instead. */
  toggleFavorite: (type: FavoriteType, id: number) => Promise<void>;
  /**
   * Stores a new token (login, registration, social sign-in) and loads the user, or takes the user from the
   * sign-in answer when given (it has the current-user shape).
   */
  signIn: (token: string, answer?: CurrentUserResponse) => Promise<void>;
  /** POST /api/logout, then the token and the state are gone. */
  signOut: () => Promise<void>;
  /** Reloads the current user (after a profile change, a chat read). */
  refresh: () => Promise<unknown>;
  modal: AccountModal;
  openModal: (modal: AccountModal) => void;
}

const AuthContext = createContext<AuthState | null>(null);

/** The token in localStorage as a store React can read (and other tabs can change). */
const tokenListeners = new Set<() => void>();
export const tokenStore = {
  subscribe(listener: () => void) {
    tokenListeners.add(listener);
    window.addEventListener('storage', listener);
    return () => {
      tokenListeners.delete(listener);
      window.removeEventListener('storage', listener);
    };
  },
  get: (): string | null => localStorage.getItem(TOKEN_KEY),
  set(token: string | null) {
    if (token) localStorage.setItem(TOKEN_KEY, token);
    else localStorage.removeItem(TOKEN_KEY);
    tokenListeners.forEach((listener) => listener());
  },
};

const noToken = () => null;

/**
 * The stored token: null on the server and while hydrating (the server's HTML is the visitor's view), then the
 * token, from the render after hydration (useBrowserStore).
 */
export const useStoredToken = () => useBrowserStore(tokenStore.subscribe, tokenStore.get, noToken);

/** Spec §3/§6: the test-admin marker in localStorage. */
export const TEST_ADMIN_KEYS = ['is_test_admin', 'is_test_admin_md5'] as const;

/**
 * The current-user call (spec §7). With the test-admin marker in localStorage it carries the extra `userdata`
 * header (the marker's values and the token, spec §6); the server ignores it and decides by the token alone.
 */
export const currentUserQuery: Query<CurrentUserResponse> = {
  key: ['/api/user'],
  emptyOn404: false,
  async fetch(client) {
    const headers: Record<string, string> = {};
    const [isTestAdmin, md5] = TEST_ADMIN_KEYS.map((key) => localStorage.getItem(key));
    if (isTestAdmin || md5) {
      headers.userdata = JSON.stringify({ is_test_admin: isTestAdmin, is_test_admin_md5: md5, token: tokenStore.get() });
    }
    return (await client.get<CurrentUserResponse>('/api/user', { headers })).data;
  },
};

/** SWR keys that belong to the signed-in reader (their profile lists): dropped on sign-in and sign-out. */
const isPersonalKey = (key: unknown) =>
  typeof key === 'string' && /\/api\/(user\/|selections)|search-hashtags-data/.test(key);

/**
 * The session and the favourites, in one place that every bookmark, badge and guard reads (spec §3–§4).
 * The server renders the visitor's view: the token lives in localStorage, so all of this starts after hydration.
 */
export function AuthProvider({ children }: { children: ReactNode }) {
  const token = useStoredToken();
  const hydrated = useHydrated();
  const [modal, openModal] = useState<AccountModal>(null);
  const { mutate: mutateAny } = useSWRConfig();
  const { data, mutate } = useQuery<CurrentUserResponse>(token ? currentUserQuery : null, {
    revalidateIfStale: true,
    // Help-chat answers and counts changed elsewhere show within a minute on any page.
    ...keepPolling(60_000),
    onError(error) {
      if (isUnauthenticated(error)) {
        console.info('User is not authenticated');
        tokenStore.set(null);
        void mutate(undefined, { revalidate: false });
      }
    },
  });
  const current = token && data ? data : null;
  const status: AuthStatus = !hydrated ? 'unknown' : !token ? 'visitor' : current ? 'signedIn' : 'loading';

  // Another reader's lists must not survive a change of who is signed in.
  const forgetPersonalData = useCallback(
    () => mutateAny((key) => isPersonalKey(Array.isArray(key) ? key[0] : key), undefined, { revalidate: false }),
    [mutateAny],
  );

  const signIn = useCallback(
    async (newToken: string, answer?: CurrentUserResponse) => {
      await forgetPersonalData();
      tokenStore.set(newToken);
      openModal(null);
      // A sign-in answer carries the current user already (spec §3 shape): no second call.
      if (answer) {
        const { user, favoriteMaterials, favoriteCourses, count_materials, count_courses } = answer;
        await mutate({ user, favoriteMaterials, favoriteCourses, count_materials, count_courses }, { revalidate: false });
      } else await mutate();
    },
    [mutate, forgetPersonalData],
  );

  const signOut = useCallback(async () => {
    try {
      await api.post('/api/logout');
    } finally {
      tokenStore.set(null);
      await mutate(undefined, { revalidate: false });
      await forgetPersonalData();
    }
  }, [mutate, forgetPersonalData]);

  const toggleFavorite = useCallback(
    async (type: FavoriteType, id: number) => {
      if (!current) {
        openModal('login');
        return;
      }
      const list = type === 'material' ? current.favoriteMaterials : current.favoriteCourses;
      const adding = !list.includes(id);
      const answer = await api.post<{ count_materials: number; count_courses: number }>(
        `/api/favorite/${id}/${adding ? 'add' : 'delete'}`,
        { type },
      );
      const next = adding ? [...list, id] : list.filter((other) => other !== id);
      await mutate(
        {
          ...current,
          ...(type === 'material' ? { favoriteMaterials: next } : { favoriteCourses: next }),
          count_materials: answer.data.count_materials ?? current.count_materials,
          count_courses: answer.data.count_courses ?? current.count_courses,
        },
        { revalidate: false },
      );
    },
    [current, mutate],
  );

  const value = useMemo<AuthState>(
    () => ({
      signedIn: Boolean(current),
      status,
      current,
      isFavorite: (type, id) =>
        Boolean(current && (type === 'material' ? current.favoriteMaterials : current.favoriteCourses).includes(id)),
      toggleFavorite,
      signIn,
      signOut,
      refresh: () => mutate(),
      modal,
      openModal,
    }),
    [current, status, toggleFavorite, signIn, signOut, mutate, modal],
  );
  return <AuthContext.Provider value={value}>{children}</AuthContext.Provider>;
}

export function useAuth(): AuthState {
  const state = useContext(AuthContext);
  if (!state) throw new Error('useAuth outside AuthProvider');
  return state;
}
