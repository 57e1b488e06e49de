import { lazy, Suspense, useState } from 'react';
import { useLocation } from 'react-router-dom';
import { useHydrated } from '../../../design-system';
import { untranslatedSource } from '../../shared/localeLinks';

/** Its alert arrives with the first page that needs it: no part of every page's first load. */
const UntranslatedAlert = lazy(() => import('./UntranslatedAlert'));

/**
 * Says why the reader is on this page: the language switch of a page with no translation (a Russian-only page, an
 * untranslated material) leads to the nearest section in the other language with `#untranslated=<that page>`.
 * Shown once the page has hydrated (the server never sees the fragment), with a link back.
 */
export function UntranslatedNotice() {
  const { hash } = useLocation();
  const hydrated = useHydrated();
  // The fragment it was closed for (closing hides it until the reader arrives by another switch).
  const [closed, setClosed] = useState<string | null>(null);
  const source = hydrated && closed !== hash ? untranslatedSource(hash) : null;
  if (!source) return null;
  return (
    <Suspense fallback={null}>
      <UntranslatedAlert source={source} onClose={() => setClosed(hash)} />
    </Suspense>
  );
}
