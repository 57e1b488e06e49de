import { createBrowserRouter, Navigate, type RouteObject } from 'react-router-dom';
import { DEFAULT_LOCALE } from '../i18n';
import { LocaleLayout } from './LocaleLayout';
import { HomePage } from '../pages/HomePage';
import { MaterialsPage } from '../pages/MaterialsPage';
import { MaterialPage } from '../pages/MaterialPage';
import { NotFoundPage } from '../pages/NotFoundPage';

export const routes: RouteObject[] = [
  { path: '/', element: <Navigate to={`/${DEFAULT_LOCALE}`} replace /> },
  {
    path: '/:locale',
    element: <LocaleLayout />,
    children: [
      { index: true, element: <HomePage /> },
      { path: 'materials', element: <MaterialsPage /> },
      { path: 'materials/:slug', element: <MaterialPage /> },
      { path: '*', element: <NotFoundPage /> },
    ],
  },
];

export const createRouter = () => createBrowserRouter(routes);
