/** Longest wait for the page to be painted: a tab opened in the background paints nothing until it is shown. */
const MAX_WAIT_MS = 1000;

/** The <template> in the head that holds the module preloads of the app's code (server/src/lib/client-manifest.ts). */
export const APP_PRELOADS_ID = 'app-preloads';

/**
 * Resolves once the browser has painted the server-rendered page with its main picture (the one image marked
 * fetchpriority="high", the page's largest paint): requestAnimationFrame's callbacks run before a paint, the
 * timeout queued there runs after it. Or after MAX_WAIT_MS, whatever comes first.
 */
export function afterMainPaint(): Promise<void> {
  const pictures = [...document.querySelectorAll<HTMLImageElement>('img[fetchpriority="high"]')];
  const decoded = Promise.all(pictures.map((picture) => picture.decode().catch(() => undefined)));
  return new Promise((resolve) => {
    void decoded.then(() => requestAnimationFrame(() => setTimeout(resolve, 0)));
    setTimeout(resolve, MAX_WAIT_MS);
  });
}

/** Module preloads put into the head per task: inserting one costs a phone about 0.5–3 ms. */
const PRELOADS_PER_TASK = 8;

/**
 * Starts fetching all of the app's code: the module preloads of the page (the app, the route's chunks, the
 * locale's messages) wait in an inert <template> until the page is painted, so that on a slow network the code
 * does not compete with the page's text, fonts and main picture. They go into the head a few per task, the app's
 * own first (the template lists them first), so that no task is long.
 */
export async function fetchAppCode(): Promise<void> {
  const preloads = document.getElementById(APP_PRELOADS_ID);
  if (!(preloads instanceof HTMLTemplateElement)) return;
  const links = [...preloads.content.children];
  for (let first = 0; first < links.length; first += PRELOADS_PER_TASK) {
    if (first > 0) await nextTask();
    document.head.append(...links.slice(first, first + PRELOADS_PER_TASK));
  }
}

/**
 * Loads the browser's locale data for number formatting (ICU's list of locales, 10–20 ms the first time, 4× that
 * on a phone) while the app's code is on its way. The first formatter of the page would load it anyway, in the
 * middle of hydration's longest task (react-intl checks the locale with Intl.NumberFormat.supportedLocalesOf).
 */
export function warmIntl(): void {
  Intl.NumberFormat.supportedLocalesOf(document.documentElement.lang || 'ru');
}

/** Resolves in a task of its own: what follows runs after the browser has had a turn (input, rendering). */
export const nextTask = (): Promise<void> => new Promise((resolve) => setTimeout(resolve, 0));

/** Buttons pressed before the app could answer: kept, and pressed again once it has hydrated (recordEarlyClicks). */
export interface EarlyClicks {
  /** Stops listening (React's own listeners answer from here) and gives the last button pressed, if any. */
  take(): HTMLElement | null;
}

/**
 * A tap on a button of the server-rendered page before the app has hydrated would do nothing (a link still
 * works: the browser follows it). The entry keeps the last button pressed from the first moment until hydration
 * starts; the app presses it again once hydrated — hydration keeps the server's elements, so it is the very
 * button the reader pressed. From the start of hydration on, React answers presses itself (the page's content
 * hydrates in a Suspense boundary, which React hydrates at once when pressed, LocaleLayout.tsx). Submit buttons
 * are left to the browser, as are controls inside links.
 */
export function recordEarlyClicks(): EarlyClicks {
  let last: HTMLElement | null = null;
  const onClick = (event: Event) => {
    const target = event.target instanceof Element ? event.target.closest<HTMLElement>('button, [role="button"]') : null;
    if (!target || target.closest('a[href]') || (target instanceof HTMLButtonElement && target.type === 'submit')) return;
    last = target;
  };
  document.addEventListener('click', onClick, true);
  return {
    take() {
      document.removeEventListener('click', onClick, true);
      return last;
    },
  };
}
