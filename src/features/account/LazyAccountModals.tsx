import { lazy, Suspense, useState } from 'react';
import { useLocation, useSearchParams } from 'react-router-dom';
import { useHydrated } from '../../../design-system';
import { useAuth } from '../../auth/AuthProvider';


const AccountModals = lazy(() => import('./AccountModals').then((module) => ({ default: module.AccountModals })));

/**
 * The accounts' modals arrive with their first use: a modal opened through useAuth().openModal, a link from a
 * mail (?pin=, ?email-pin=) or the way back from a social sign-in. Their forms are not part of every page's first
 * load; once loaded they stay mounted (their state and closing transitions live there).
 */
export function LazyAccountModals() {
  const { modal } = useAuth();
  const [searchParams] = useSearchParams();
  const location = useLocation();
  const needed =
    modal !== null ||
    searchParams.has('pin') ||
    searchParams.has('email-pin') ||
    Boolean((location.state as { socialError?: unknown } | null)?.socialError);
  // Never on the server or while hydrating (a lazy component cannot render there): from the first client render on.
  const hydrated = useHydrated();
  const [loaded, setLoaded] = useState(false);
  if (hydrated && needed && !loaded) setLoaded(true);
  if (!loaded) return null;
  return (
    <Suspense fallback={null}>
      <AccountModals />
    </Suspense>
  );
}
