import { useEffect, useRef } from 'react';
import { useNavigate, useParams, useSearchParams } from 'react-router-dom';
import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import { DEFAULT_LOCALE, isLocale, loadCatalogue } from '../../i18n';
import type { PageRoute } from '../../shared/pageRoute';
import { tokenStore } from '../../auth/AuthProvider';
import { serverErrors } from '../../api/errors';
import { accountApi, takeReturnPath } from './api';

/** Why a social sign-in did not happen; the login modal says it in the interface language. */
export interface SocialSignInError {
  provider: string;
  kind: 'declined' | 'conflict' | 'noEmail' | 'expired' | 'unavailable' | 'failed';
}

function errorKind(error: unknown): SocialSignInError['kind'] {
  const { status, message, fields } = serverErrors(error);
  if (status === 503 || status === 502) return 'unavailable';
  if (status === 403 && message?.startsWith('You declined')) return 'declined';
  if (status === 409) return 'conflict';
  if (fields.email) return 'noEmail';
  if (fields.state) return 'expired';
  return 'failed';
}

/** One call per visit of this address (React's development double effects, a re-render). */
const sent = new Set<string>();

/**
 * /authorize/{provider}/callback (spec §2): Google or Facebook sends the reader here with code and state (or
 * error). The page passes them to POST /api/authorize/{provider}/callback, stores the token and returns the
 * reader where they were (the path remembered when the login modal opened); a refused or failed sign-in
 * returns them there too, with the login modal telling why. Outside /{locale}: it shows only a progress sign.
 */
export function SocialCallbackPage() {
  const provider = useParams().provider ?? '';
  const [query] = useSearchParams();
  const navigate = useNavigate();
  const started = useRef(false);

  useEffect(() => {
    const key = query.toString();
    if (started.current || sent.has(key)) return;
    started.current = true;
    sent.add(key);
    const back = takeReturnPath() ?? `/${DEFAULT_LOCALE}`;
    const segment = back.split('/')[1];
    const locale = isLocale(segment) ? segment : DEFAULT_LOCALE;
    const body: Record<string, string> = {};
    for (const field of ['code', 'state', 'iss', 'error', 'error_description']) {
      const value = query.get(field);
      if (value !== null) body[field] = value;
    }
    void (async () => {
      let socialError: SocialSignInError | null = null;
      if (body.error === 'temporarily_unavailable' && !body.state) {
        // The site's own /google_auth or /fb_auth sent the reader back: the provider is not configured or not
        // reachable (there is no attempt to finish).
        socialError = { provider, kind: 'unavailable' };
      } else {
        try {
          const answer = await accountApi.socialCallback(provider, locale, body);
          tokenStore.set(answer.token);
        } catch (error) {
          socialError = { provider, kind: errorKind(error) };
        }
      }
      // The page the reader returns to renders in its language: its messages first.
      await loadCatalogue(locale);
      navigate(back, { replace: true, state: socialError ? { socialError } : null });
    })();
  }, [provider, query, navigate]);

  return (
    <Box role="status" aria-busy="true" sx={{ display: 'grid', placeItems: 'center', minHeight: '60vh' }} data-testid="social-callback">
      <CircularProgress aria-label="…" />
    </Box>
  );
}

export const route: PageRoute = { Component: SocialCallbackPage };
