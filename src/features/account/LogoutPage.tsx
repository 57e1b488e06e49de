import { useEffect } from 'react';
import { useNavigate } from 'react-router-dom';
import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import type { PageRoute } from '../../shared/pageRoute';
import { tokenStore } from '../../auth/AuthProvider';
import { accountApi } from './api';

/**
 * /logout (spec §2, §7): POST /api/logout with the stored token, the token removed, then /. Without a token
 * (a page that needs sign-in) it goes to / at once.
 */
export function LogoutPage() {
  const navigate = useNavigate();
  useEffect(() => {
    let cancelled = false;
    const done = () => {
      tokenStore.set(null);
      if (!cancelled) navigate('/', { replace: true });
    };
    if (!tokenStore.get()) done();
    else void accountApi.logout().then(done, done);
    return () => {
      cancelled = true;
    };
  }, [navigate]);
  return (
    <Box role="status" aria-busy="true" sx={{ display: 'grid', placeItems: 'center', minHeight: '60vh' }}>
      <CircularProgress aria-label="…" />
    </Box>
  );
}

export const route: PageRoute = { Component: LogoutPage };
