import { useEffect, useRef } from 'react';
import { useLocation, useNavigationType } from 'react-router-dom';

/** The page's own region (LocaleLayout's <main id="main" tabIndex={-1}>, the skip link's target). */
const MAIN_ID = 'main';

/**
 * Focus that belongs to the page left behind: on nothing (the followed link is gone with its page), on the main
 * region (where the last navigation put it), or on the link that was followed (a header link stays).
 */
function focusLeftBehind(main: HTMLElement, followedHref?: string): boolean {
  const active = document.activeElement;
  if (!active || active === document.body || active === main || !active.isConnected) return true;
  return active instanceof HTMLAnchorElement && followedHref !== undefined && active.getAttribute('href') === followedHref;
}

/**
 * Keyboard and screen reader focus across the app's own navigations (the scroll is ScrollRestoration's: a new page
 * at the top, Back where it was). A new page puts focus on its main region, as a page load would put it at the
 * start, but one step past the header (the skip link's place): the next Tab goes into the page. Back puts it on the
 * link that was followed from that page, when it is there again. Focus a reader moved elsewhere (a field, a
 * control that stays) is left alone; the focus never scrolls.
 */
export function useNavigationFocus(): void {
  const location = useLocation();
  const navigationType = useNavigationType();
  /** The href of the link followed from each history entry (by its key). */
  const followed = useRef(new Map<string, string>());
  const shown = useRef(location);

  useEffect(() => {
    const onClick = (event: MouseEvent) => {
      const anchor = event.target instanceof Element ? event.target.closest('a[href]') : null;
      const href = anchor instanceof HTMLAnchorElement ? anchor.getAttribute('href') : null;
      if (href && anchor instanceof HTMLAnchorElement && anchor.origin === window.location.origin) followed.current.set(shown.current.key, href);
    };
    document.addEventListener('click', onClick, true);
    return () => document.removeEventListener('click', onClick, true);
  }, []);

  useEffect(() => {
    const previous = shown.current;
    shown.current = location;
    if (previous.key === location.key || previous.pathname === location.pathname) return;
    const main = document.getElementById(MAIN_ID);
    if (!main) return;
    if (navigationType === 'POP') {
      const href = followed.current.get(location.key);
      const link = href ? [...main.querySelectorAll<HTMLAnchorElement>('a[href]')].find((anchor) => anchor.getAttribute('href') === href) : undefined;
      if (focusLeftBehind(main)) (link ?? main).focus({ preventScroll: true });
      return;
    }
    if (focusLeftBehind(main, followed.current.get(previous.key))) main.focus({ preventScroll: true });
  }, [location, navigationType]);
}
