import type { ReactNode } from 'react';
import { Navigate } from 'react-router-dom';
import { useLocale } from './useLocale';
import { paths } from './paths';
import { useAuth } from '../auth/AuthProvider';

/**
 * A page that needs sign-in (spec §2): a visitor without a stored token goes to the home page. The server
 * renders the visitor's view before the token is read, so until then (and while the current-user call runs)
 * the `pending` placeholder shows, never the visitor's redirect.
 */
export function RequireSignIn({ children, pending }: { children: ReactNode; pending: ReactNode }) {
  const locale = useLocale();
  const { status } = useAuth();
  if (status === 'visitor') return <Navigate to={paths.home(locale)} replace />;
  if (status !== 'signedIn') return pending;
  return children;
}
