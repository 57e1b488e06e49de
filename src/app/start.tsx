import { startTransition, StrictMode, useEffect } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { createBrowserRouter, matchRoutes, RouterProvider } from 'react-router-dom';
import '../../design-system/fonts';
import { AppProviders } from './AppProviders';
import { createEmotionCache } from './emotionCache';
import type { EarlyClicks } from './boot';
import { routes } from './router';
import { defaultSiteConfig } from './siteConfig';
import { readPayload } from '../ssr/payload';
import { DEFAULT_LOCALE, isLocale, loadCatalogue } from '../i18n';

/** Clicks again, once hydrated, the button a reader pressed before (src/app/boot.ts). */
function ReplayEarlyClick({ button }: { button: HTMLElement | null }) {
  useEffect(() => {
    if (button?.isConnected) button.click();
  }, [button]);
  return null;
}

/**
 * The app in the browser, started by src/main.tsx once the page has been painted. A page rendered by the server
 * is hydrated: the code of its lazy routes is loaded first (so the first render matches the server's), and SWR
 * starts from the server's data. Without a rendered page (the Vite dev server) the app renders from scratch.
 */
export async function start(earlyClicks: EarlyClicks) {
  const container = document.getElementById('root')!;
  const payload = readPayload();
  const [, firstSegment] = window.location.pathname.split('/');
  const catalogueLoaded = loadCatalogue(isLocale(firstSegment) ? firstSegment : DEFAULT_LOCALE);
  if (payload) {
    const lazyMatches = matchRoutes(routes, window.location)?.filter((match) => match.route.lazy) ?? [];
    await Promise.all(
      lazyMatches.map(async ({ route }) => {
        const loaded = await (route.lazy as () => Promise<object>)();
        Object.assign(route, { ...loaded, lazy: undefined });
      }),
    );
  }
  await catalogueLoaded;
  const router = createBrowserRouter(routes, payload ? { hydrationData: payload.router } : undefined);
  // From here on React's own listeners answer (it replays what happens while it hydrates).
  const earlyClick = earlyClicks.stop();
  const app = (
    <StrictMode>
      <AppProviders emotionCache={createEmotionCache()} siteConfig={payload?.config ?? defaultSiteConfig} fallback={payload?.fallback}>
        <RouterProvider router={router} />
      </AppProviders>
      <ReplayEarlyClick button={payload ? earlyClick : null} />
    </StrictMode>
  );
  // Hydrating in a transition lets React yield to the browser between components (the page is already
  // visible and readable), instead of one long task that blocks input.
  if (payload) startTransition(() => void hydrateRoot(container, app));
  else createRoot(container).render(app);
}

