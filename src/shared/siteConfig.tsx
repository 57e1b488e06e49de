import { createContext, useContext } from 'react';

/**
 * Settings of the running site that the browser needs, handed over by the server in the page (so one build
 * serves any deployment). Everything loaded from outside the site is optional and comes from here.
 */
export interface SiteConfig {
  /** Origin of the site (PUBLIC_URL), for absolute links (share buttons). */
  publicUrl: string;
  /** Map tiles for production ('https://…/{z}/{x}/{y}.png'); without it the map draws its offline basemap. */
  mapTileUrl: string | null;
  mapTileAttribution: string | null;
  /** External sites linked from the header and footer; hidden when not set. */
  professionsUrl: string | null;
  documentaryUrl: string | null;
  /** The sign-in providers configured on the server: only these are offered (a missing one would fail). */
  signInProviders: SignInProvider[];
}

export type SignInProvider = 'google' | 'facebook';

export const defaultSiteConfig: SiteConfig = {
  publicUrl: typeof window === 'undefined' ? '' : window.location.origin,
  mapTileUrl: null,
  mapTileAttribution: null,
  professionsUrl: null,
  documentaryUrl: null,
  signInProviders: [],
};

export const SiteConfigContext = createContext<SiteConfig>(defaultSiteConfig);

export const useSiteConfig = () => useContext(SiteConfigContext);
