import { CookieNotice, useBrowserStore, type Locale } from '../../../design-system';
import { paths } from '../../shared/paths';

export const COOKIE_NOTICE_KEY = 'cookie_notice_accepted';

const listeners = new Set<() => void>();
function subscribe(listener: () => void) {
  listeners.add(listener);
  window.addEventListener('storage', listener);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', listener);
  };
}
function accepted() {
  try {
    return localStorage.getItem(COOKIE_NOTICE_KEY) === '1';
  } catch {
    return false;
  }
}

const acceptedOnServer = () => true;

/**
 * The cookie notice with 'Got it!' (spec §2), remembered in localStorage. The server (which cannot know the
 * choice) and the hydrating render see it accepted, so it appears after hydration only and the HTML matches.
 * The stored choice is read from the render that follows hydration (useBrowserStore).
 */
export function CookieConsent({ locale }: { locale: Locale }) {
  const isAccepted = useBrowserStore(subscribe, accepted, acceptedOnServer);
  const accept = () => {
    try {
      localStorage.setItem(COOKIE_NOTICE_KEY, '1');
    } catch {
      // Storage refused (private mode): nothing to remember.
    }
    listeners.forEach((listener) => listener());
  };
  return <CookieNotice open={!isAccepted} onAccept={accept} policyHref={paths.politics(locale)} />;
}
