import type { ReactNode } from 'react';
import { Route, Routes } from 'react-router-dom';
import { SWRConfig } from 'swr';
import { AuthProvider } from '../../src/auth/AuthProvider';
import { SiteConfigContext, defaultSiteConfig, type SignInProvider } from '../../src/shared/siteConfig';
import { AccountMenu } from '../../src/features/account/AccountMenu';
import { AccountModals } from '../../src/features/account/AccountModals';
import { ProfileLayout } from '../../src/features/profile/ProfileLayout';

/**
 * The accounts' screens in a story: a fresh SWR cache, the session (AuthProvider reads the story's token), the
 * header's account slot and the modals, and the page at its route (profile pages inside their layout).
 */
export function AccountScreen({
  children,
  profile,
  providers = ['google', 'facebook'],
}: {
  children?: ReactNode;
  profile?: ReactNode;
  /** The sign-in providers the server has configured (site config). */
  providers?: SignInProvider[];
}) {
  return (
    <SiteConfigContext.Provider value={{ ...defaultSiteConfig, signInProviders: providers }}>
      <SWRConfig value={{ provider: () => new Map(), shouldRetryOnError: false, dedupingInterval: 0 }}>
        <Routes>
          <Route
            path="/:locale/*"
            element={
              <AuthProvider>
                <div style={{ display: 'flex', justifyContent: 'flex-end', padding: 8 }} data-testid="story-header">
                  <AccountMenu />
                </div>
                <Routes>
                  <Route path="profile" element={<ProfileLayout />}>
                    <Route path="*" element={profile} />
                  </Route>
                  <Route path="*" element={children} />
                </Routes>
                <AccountModals />
              </AuthProvider>
            }
          />
        </Routes>
      </SWRConfig>
    </SiteConfigContext.Provider>
  );
}
