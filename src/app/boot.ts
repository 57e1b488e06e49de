/** Longest wait for a painted frame: a tab opened in the background paints none until it is shown. */
const MAX_WAIT_MS = 1000;

/**
 * Resolves once the browser has painted a frame of the server-rendered page (requestAnimationFrame's callbacks
 * run before a paint, the timeout queued there runs after it), or after MAX_WAIT_MS.
 */
export function afterFirstPaint(): Promise<void> {
  return new Promise((resolve) => {
    requestAnimationFrame(() => setTimeout(resolve, 0));
    setTimeout(resolve, MAX_WAIT_MS);
  });
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
