import { useMemo, type ReactNode } from 'react';
import { CacheProvider, type EmotionCache } from '@emotion/react';
import { SWRConfig } from 'swr';
import CssBaseline from '@mui/material/CssBaseline';
import { ThemeProvider } from '@mui/material/styles';
import { createAppTheme, PictureProvider } from '../../design-system';
import { pictureSources } from '../lib/images';
import { HeadSinkProvider, type HeadSink } from '../shared/head';
import { RouterLink } from './RouterLink';
import { SiteConfigContext, type SiteConfig } from '../shared/siteConfig';

export interface AppProvidersProps {
  emotionCache: EmotionCache;
  siteConfig: SiteConfig;
  /** Data the server fetched for the first paint, by SWR key. */
  fallback?: Record<string, unknown>;
  /** Server only: where the page's head is collected. */
  headSink?: HeadSink;
  children: ReactNode;
}

// One theme for the process: creating it costs more than rendering a page's header.
const theme = createAppTheme({ LinkComponent: RouterLink });

/** Everything around the router, the same on the server and in the browser. */
export function AppProviders({ emotionCache, siteConfig, fallback = {}, headSink, children }: AppProvidersProps) {
  const swr = useMemo(
    () => ({
      fallback,
      // The cache starts with the same data (a new one per server render): SWR reads some keys only from its
      // cache, not from the fallback — an infinite list's pages when it loads the next one.
      provider: () => new Map(Object.entries(fallback).map(([key, data]) => [key, { data }])),
      errorRetryCount: 2,
      revalidateOnFocus: false,
      // Data in the cache (the server's fallback, a list a reader returns to) is shown as it is: no second fetch
      // on hydration, none on Back. Hooks that need fresh data ask for it.
      revalidateIfStale: false,
    }),
    [fallback],
  );
  const content = headSink ? <HeadSinkProvider sink={headSink}>{children}</HeadSinkProvider> : children;
  return (
    <CacheProvider value={emotionCache}>
      <ThemeProvider theme={theme}>
        <CssBaseline />
        <SiteConfigContext.Provider value={siteConfig}>
          <SWRConfig value={swr}>
            <PictureProvider resolve={pictureSources}>{content}</PictureProvider>
          </SWRConfig>
        </SiteConfigContext.Provider>
      </ThemeProvider>
    </CacheProvider>
  );
}
