import { startTransition, StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { createBrowserRouter, matchRoutes, RouterProvider } from 'react-router-dom';
import '../design-system/fonts';
import { AppProviders } from './app/AppProviders';
import { createEmotionCache } from './app/emotionCache';
import { routes } from './app/router';
import { defaultSiteConfig } from './app/siteConfig';
import { readPayload } from './ssr/payload';
import { DEFAULT_LOCALE, isLocale, loadCatalogue } from './i18n';

/**
 * The browser's entry. A page rendered by the server is hydrated: the code of its lazy routes is loaded first
 * (so the first render matches the server's), and SWR starts from the server's data. Without a rendered page
 * (the Vite dev server) the app renders from scratch.
 */
async function start() {
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
  const app = (
    <StrictMode>
      <AppProviders emotionCache={createEmotionCache()} siteConfig={payload?.config ?? defaultSiteConfig} fallback={payload?.fallback}>
        <RouterProvider router={router} />
      </AppProviders>
    </StrictMode>
  );
  // Hydrating in a transition lets React yield to the browser between components (the page is already
  // visible and readable), instead of one long task that blocks input.
  if (payload) startTransition(() => void hydrateRoot(container, app));
  else createRoot(container).render(app);
}

void start();
