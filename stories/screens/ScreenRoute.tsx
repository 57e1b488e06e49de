import { Suspense, type ReactNode } from 'react';
import { Route, Routes } from 'react-router-dom';
import { SWRConfig } from 'swr';
import { AuthProvider } from '../../src/auth/AuthProvider';

/**
 * Renders an app page at a route pattern inside the story's memory router (`parameters.route` gives the
 * address), with an empty SWR cache per story so that every story's MSW handlers answer afresh, and the
 * session (a visitor unless the story stores a token).
 */
export function ScreenRoute({ path, children }: { path: string; children: ReactNode }) {
  return (
    <SWRConfig value={{ provider: () => new Map(), shouldRetryOnError: false, dedupingInterval: 0 }}>
      <AuthProvider>
        {/* As the app's page content (LocaleLayout): a part whose code is lazy, the 404 page, suspends there. */}
        <Suspense fallback={null}>
          <Routes>
            <Route path={path} element={children} />
          </Routes>
        </Suspense>
      </AuthProvider>
    </SWRConfig>
  );
}
