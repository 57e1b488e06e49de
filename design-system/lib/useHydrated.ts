import { startTransition, useEffect, useState, useSyncExternalStore } from 'react';

const noSubscription = () => () => {};

/**
 * False on the server and while hydrating, true afterwards — switched in a transition, so what appears after
 * hydration (the signed-in reader's view, lazy modals, browser-only parts) renders in slices React can interrupt,
 * not in one blocking task. A component rendered on the client only (after client-side navigation) gets true at
 * once.
 *
 * Whether this component is hydrating comes from React itself: it reads the server snapshot of
 * useSyncExternalStore exactly then — also in a Suspense boundary hydrated after the shell. The store's switch
 * re-renders only this component, synchronously, with the same output (the state is still false).
 */
export function useHydrated(): boolean {
  const hydrating = useSyncExternalStore(
    noSubscription,
    () => false,
    () => true,
  );
  const [hydrated, setHydrated] = useState(!hydrating);
  useEffect(() => {
    if (!hydrated) startTransition(() => setHydrated(true));
  }, [hydrated]);
  return hydrated;
}

/**
 * useSyncExternalStore for a store of the browser (localStorage: the session's token, a remembered choice), read
 * from the render that follows hydration: the server and the hydrating render see `serverSnapshot`. Read while
 * hydrating, a value that differs from the server's makes React re-render everything that depends on it in one
 * synchronous task right after hydration (for a signed-in reader, the whole app); read here, the change comes in
 * useHydrated's transition, in slices. Mounted after hydration (client-side navigation), it reads the store at once.
 */
export function useBrowserStore<T>(subscribe: (onChange: () => void) => () => void, getSnapshot: () => T, serverSnapshot: () => T): T {
  const hydrated = useHydrated();
  return useSyncExternalStore(subscribe, hydrated ? getSnapshot : serverSnapshot, serverSnapshot);
}
