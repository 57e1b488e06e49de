import { startTransition, useEffect, useState } from 'react';

/** Set by the first effect in the browser: components mounted after hydration start as hydrated. */
let hydratedOnce = false;

/**
 * False on the server and while hydrating, true afterwards — switched in a transition, so what appears after
 * hydration (the signed-in reader's view, lazy modals, browser-only parts) renders in slices React can interrupt,
 * not in one blocking task. (`useSyncExternalStore(…, () => true, () => false)` does the same switch with a
 * synchronous re-render of everything that reads it, the first long task after hydration on a phone.)
 * Components mounted later, after client-side navigation, get true at once.
 */
export function useHydrated(): boolean {
  const [hydrated, setHydrated] = useState(hydratedOnce);
  useEffect(() => {
    hydratedOnce = true;
    if (!hydrated) startTransition(() => setHydrated(true));
  }, [hydrated]);
  return hydrated;
}
