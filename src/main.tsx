import { afterFirstPaint, nextTask, recordEarlyClicks } from './app/boot';

/**
 * The browser's entry, kept tiny: the page rendered by the server is readable as it arrives, so the app's code
 * (fetched in parallel by the head's module preloads) is evaluated and hydrated after the browser has painted
 * it. A module graph evaluated first holds the first paint (text and the main image) behind several hundred
 * milliseconds of script on a phone. The code is evaluated in steps, each its own task, so the page answers
 * scrolling and taps between them: React, then the theme (MUI's styling core, emotion), then the app. A button
 * pressed meanwhile is pressed again once the app has hydrated.
 */
const earlyClicks = recordEarlyClicks();
void afterFirstPaint()
  .then(() => import('react-dom/client'))
  .then(nextTask)
  .then(() => import('../design-system/theme/createAppTheme'))
  .then(nextTask)
  .then(() => import('./app/start'))
  .then(({ start }) => start(earlyClicks));
