import '../design-system/fonts';
import { afterMainPaint, fetchAppCode, nextTask, recordEarlyClicks, warmIntl } from './app/boot';

/**
 * The browser's entry, kept tiny: the page rendered by the server is readable as it arrives, so the app's code is
 * fetched and evaluated only once the browser has painted the page with its main picture. Fetched earlier, on a
 * slow network it competes with the page's text, fonts and picture; evaluated earlier, it holds the first paint
 * behind several hundred milliseconds of script on a phone. The code is evaluated in steps, each its own task,
 * so the page answers scrolling and taps between them: React, the theme (MUI's styling core, emotion), the data
 * layer (SWR, the session; axios comes with the first request), the layout (router, react-intl, header,
 * footer), then the app. A button pressed meanwhile is pressed again once the app has hydrated. The fonts' CSS
 * is the entry's (inlined in the page's head by the server), so the first paint asks for no stylesheet.
 */
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
