import { afterFirstPaint, recordEarlyClicks } from './app/boot';

/**
 * The browser's entry, kept tiny: the page rendered by the server is readable as it arrives, so the app's code
 * (React, MUI, the route's chunks — fetched in parallel by the head's module preloads) is evaluated and hydrated
 * after the browser has painted it. A module graph evaluated first holds the first paint (text and the main
 * image) behind several hundred milliseconds of script on a phone. A button pressed meanwhile is pressed again
 * once the app has hydrated.
 */
const earlyClicks = recordEarlyClicks();
void afterFirstPaint()
  .then(() => import('./app/start'))
  .then(({ start }) => start(earlyClicks));
