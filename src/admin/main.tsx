import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import '../../design-system/fonts';
import { AdminApp } from './App';

/** The editorial console's entry (admin.html, served at /admin): never part of the public site's JavaScript. */
createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <AdminApp />
  </StrictMode>,
);
