import { startTransition, StrictMode, useEffect } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { createBrowserRouter, matchRoutes, RouterProvider } from 'react-router-dom';
import { AppProviders } from './AppProviders';
import { createEmotionCache } from './emotionCache';
import { replayClick, requestIdle, type EarlyClicks } from './boot';
import { routes } from './router';
import { defaultSiteConfig } from '../shared/siteConfig';
import { readPayload } from './payload';
import { loadHttp } from '../api/client';
import { DEFAULT_LOCALE, isLocale, loadCatalogue } from '../i18n';

/** Once hydrated, clicks again what a reader clicked before the app could answer (src/app/boot.ts). */
function ReplayEarlyClick({ element }: { element: HTMLElement | null }) {
  useEffect(() => (element ? replayClick(element) : undefined), [element]);
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
  const earlyClick = earlyClicks.take();
  const app = (
    <StrictMode>
      <AppProviders emotionCache={createEmotionCache()} siteConfig={payload?.config ?? defaultSiteConfig} fallback={payload?.fallback}>
        <RouterProvider router={router} />
      </AppProviders>
      <ReplayEarlyClick element={payload ? earlyClick : null} />
    </StrictMode>
  );
  // Header, page content and footer are Suspense boundaries (LocaleLayout.tsx), hydrated after the providers in
  // slices React can interrupt, and at once where the reader presses. In a transition the providers' own pass is
  // sliced too (a transition hydration lane instead of the default one, which React renders in one task).
  if (payload) startTransition(() => void hydrateRoot(container, app));
  else createRoot(container).render(app);
  // The HTTP client, once the page has hydrated: ready before the reader's first click.
  requestIdle(() => void loadHttp());
}
