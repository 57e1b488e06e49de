import { useEffect, useState, type RefObject } from 'react';

/**
 * How near the screen the map must be to start loading: on it. A place page's map sits just below a phone's first
 * screen: it loads when the reader scrolls to it (about a second on a slow phone, the list of places shown
 * meanwhile), not while the page's text is being read.
 */
const NEAR_SCREEN = '0px';
/** The longest wait for an idle moment once the map is near the screen. */
const IDLE_TIMEOUT_MS = 2000;
/** What says the reader is reaching for the map: it loads at once. */
const REACHING = ['pointerenter', 'pointerdown', 'touchstart', 'focusin', 'wheel'] as const;

/** Runs `callback` when the browser is idle (or after the timeout); returns the cancel. */
function whenIdle(callback: () => void): () => void {
  if (typeof requestIdleCallback === 'function') {
    const id = requestIdleCallback(callback, { timeout: IDLE_TIMEOUT_MS });
    return () => cancelIdleCallback(id);
  }
  // Safari has no idle callback: a moment after the page is usable.
  const timer = setTimeout(callback, 300);
  return () => clearTimeout(timer);
}

/**
 * True once the element is wanted: it is near the screen and the browser has an idle moment (so hydration and the
 * page's first touches come first), or at once when the reader points at, touches or tabs into it. Starts looking
 * only when `active` (after hydration).
 */
export function useWanted(ref: RefObject<HTMLElement | null>, active: boolean): boolean {
  const [wanted, setWanted] = useState(false);
  useEffect(() => {
    const element = ref.current;
    if (!active || wanted || !element) return;
    const want = () => setWanted(true);
    let cancelIdle = () => {};
    for (const event of REACHING) element.addEventListener(event, want, { passive: true });
    const observer =
      typeof IntersectionObserver === 'function'
        ? new IntersectionObserver(
            (entries) => {
              if (!entries.some((entry) => entry.isIntersecting)) return;
              observer?.disconnect();
              cancelIdle = whenIdle(want);
            },
            { rootMargin: NEAR_SCREEN },
          )
        : null;
    if (observer) observer.observe(element);
    else cancelIdle = whenIdle(want);
    return () => {
      observer?.disconnect();
      cancelIdle();
      for (const event of REACHING) element.removeEventListener(event, want);
    };
  }, [ref, active, wanted]);
  return wanted;
}
