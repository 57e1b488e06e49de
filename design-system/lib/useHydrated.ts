import { startTransition, useEffect, useState, useSyncExternalStore } from 'react';

const noSubscription = () => () => {};

/**
 * False on the server and while hydrating, true afterwards (at once for a component first rendered in the browser).
 * The switch is a transition, so what appears after hydration renders in interruptible slices. React says when it
 * hydrates: it reads useSyncExternalStore's server snapshot exactly then.
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
