import { useMemo } from 'react';
import { RouterProvider } from 'react-router-dom';
import { SWRConfig } from 'swr';
import CssBaseline from '@mui/material/CssBaseline';
import { ThemeProvider } from '@mui/material/styles';
import { createAppTheme } from '../../design-system';
import { RouterLink } from './RouterLink';
import { createRouter } from './router';

/** Providers and the router: the whole client. */
export function App() {
  const theme = useMemo(() => createAppTheme({ LinkComponent: RouterLink }), []);
  const router = useMemo(() => createRouter(), []);
  return (
    <ThemeProvider theme={theme}>
      <CssBaseline />
      <SWRConfig value={{ errorRetryCount: 2 }}>
        <RouterProvider router={router} />
      </SWRConfig>
    </ThemeProvider>
  );
}
