import { lazy, Suspense } from 'react';

export interface CookieNoticeProps {
  /** Shown while true (the app remembers the acceptance and stops showing it). */
  open: boolean;
  /** The 'Got it!' button. */
  onAccept: () => void;
  /** The privacy policy page, e.g. /ru/politics; without it no link shows. */
  policyHref?: string;
}

/**
 * The open notice is a chunk of its own: the server and the hydrating page never show it (the choice is in
 * localStorage), so it is no part of a page's first load; it arrives when the app first opens it.
 */
const CookieNoticeBar = lazy(() => import('./CookieNoticeBar'));

/** The cookie notice at the bottom of the page with a 'Got it!' button (spec §2). */
export function CookieNotice({ open, ...props }: CookieNoticeProps) {
  if (!open) return null;
  return (
    <Suspense fallback={null}>
      <CookieNoticeBar {...props} />
    </Suspense>
  );
}
