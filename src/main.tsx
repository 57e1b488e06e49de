import '../design-system/fonts';
import { afterMainPaint, fetchAppCode, nextTask, recordEarlyClicks, warmIntl } from './app/boot';

// The browser's entry, kept tiny: the server's page paints first, then the app's code is fetched and evaluated in
// steps, each its own task, so the page answers taps between them (docs/server-rendering.md, "How a request
// becomes a page", step 6). A button pressed meanwhile is pressed again once the app has hydrated.
const earlyClicks = recordEarlyClicks();
void afterMainPaint()
  .then(fetchAppCode)
  .then(nextTask)
  .then(warmIntl)
  .then(() => import('react-dom/client'))
  .then(nextTask)
  .then(() => import('../design-system/theme/createAppTheme'))
  .then(nextTask)
  .then(() => import('./auth/AuthProvider'))
  .then(nextTask)
  .then(() => import('./app/LocaleLayout'))
  .then(nextTask)
  .then(() => import('./app/start'))
  .then(({ start }) => start(earlyClicks));
