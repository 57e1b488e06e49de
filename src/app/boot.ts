/** Longest wait for the page to be painted: a tab opened in the background paints nothing until it is shown. */
const MAX_WAIT_MS = 1000;

/** The <template> in the head that holds the module preloads of the app's code (server/src/lib/client-manifest.ts). */
export const APP_PRELOADS_ID = 'app-preloads';

/**
 * Resolves once the browser has painted the server-rendered page (its first contentful paint is reported) with its
 * main picture (the one image marked fetchpriority="high", the page's largest paint, loaded and decoded), one frame
 * later: requestAnimationFrame's callbacks run before a paint, the timeout queued there runs after it. Or after
 * MAX_WAIT_MS, whatever comes first.
 */
export function afterMainPaint(): Promise<void> {
  const pictures = [...document.querySelectorAll<HTMLImageElement>('img[fetchpriority="high"]')];
  // decode() alone may give up early (a picture whose source the browser has not chosen yet): loaded first.
  const loaded = (picture: HTMLImageElement) =>
    picture.complete
      ? Promise.resolve()
      : new Promise((resolve) => {
          picture.addEventListener('load', resolve, { once: true });
          picture.addEventListener('error', resolve, { once: true });
        });
  const decoded = Promise.all(pictures.map((picture) => loaded(picture).then(() => picture.decode().catch(() => undefined))));
  return new Promise((resolve) => {
    void Promise.all([decoded, firstContentfulPaint()]).then(() => requestAnimationFrame(() => setTimeout(resolve, 0)));
    setTimeout(resolve, MAX_WAIT_MS);
  });
}

/** Resolves when the browser reports the page's first contentful paint (the frame shown, not only drawn). */
function firstContentfulPaint(): Promise<void> {
  return new Promise((resolve) => {
    const reported = () => performance.getEntriesByName('first-contentful-paint').length > 0;
    if (reported() || typeof PerformanceObserver === 'undefined') return resolve();
    const observer = new PerformanceObserver(() => {
      if (!reported()) return;
      observer.disconnect();
      resolve();
    });
    observer.observe({ type: 'paint' });
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

/** Runs `callback` when the browser is idle (within 2 s); after half a second where it cannot say (Safari). */
export const requestIdle = (callback: () => void): void => {
  if (typeof requestIdleCallback === 'function') requestIdleCallback(callback, { timeout: 2000 });
  else setTimeout(callback, 500);
};

/** Resolves in a task of its own: what follows runs after the browser has had a turn (input, rendering). */
export const nextTask = (): Promise<void> => new Promise((resolve) => setTimeout(resolve, 0));

/** What was clicked before the app could answer: kept, and clicked again once it has hydrated (recordEarlyClicks). */
export interface EarlyClicks {
  /** Stops listening (React's own listeners answer from here) and gives the last element clicked, if any. */
  take(): HTMLElement | null;
}

/** Form controls: the browser answers them itself (clicked again, a checkbox would toggle back). */
const FORM_CONTROLS = 'input, select, textarea, label, summary, [contenteditable], button[type="submit"]';

/**
 * Keeps the last element clicked before hydration starts (a button, a picture that opens a popup, a share link),
 * for the app to click again once hydrated (replayClick): until then a click does only what the browser does by
 * itself. Hydration keeps the server's elements, so it is the very element clicked. Form controls and links that
 * leave the page are left to the browser.
 */
export function recordEarlyClicks(): EarlyClicks {
  let last: HTMLElement | null = null;
  const onClick = (event: Event) => {
    const target = event.target instanceof Element ? event.target : null;
    if (!target || target.closest(FORM_CONTROLS)) return;
    const link = target.closest('a[href]');
    if (link && link.getAttribute('target') !== '_blank') return;
    // A link or a button as a whole (its icon was clicked); else the element itself, or its nearest HTML parent.
    let element: Element | null = link ?? target.closest('button, [role="button"]') ?? target;
    while (element && !(element instanceof HTMLElement)) element = element.parentElement;
    if (element) last = element as HTMLElement;
  };
  document.addEventListener('click', onClick, true);
  return {
    take() {
      document.removeEventListener('click', onClick, true);
      return last;
    },
  };
}

/**
 * Clicks again an element clicked before hydration, in a task of its own (clicked from inside React's effects, an
 * element of a page part not hydrated yet could not be hydrated on the spot, and React would drop the click). A
 * link was followed by the browser already (into a new tab): only the app's own handler runs now, e.g. counting a
 * share.
 */
export function replayClick(element: HTMLElement): () => void {
  const timer = setTimeout(() => {
    if (!element.isConnected) return;
    if (element.matches('a[href]')) element.addEventListener('click', (event) => event.preventDefault(), { once: true });
    element.click();
  }, 0);
  return () => clearTimeout(timer);
}
