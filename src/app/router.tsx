import { Outlet, redirect, type LoaderFunctionArgs, type RouteObject } from 'react-router-dom';
import { DEFAULT_LOCALE, isLocale } from '../i18n';
import { LocaleLayout, useLocale } from './LocaleLayout';
import type { PageRoute, RouteHandle } from './pageRoute';
import { nowhereElse, ruOnly } from './localeLinks';
import { paths } from './paths';
import { NotFoundPage } from '../pages/NotFoundPage';

/**
 * A page whose code arrives with its route. `id` is the module's path under src/ (without extension): the
 * server finds the page's chunks in the build manifest by it and preloads them.
 */
function page(id: string, load: () => Promise<{ route: PageRoute }>): Pick<RouteObject, 'id' | 'lazy'> {
  return { id, lazy: () => load().then((module) => module.route) };
}

/** Pages that exist in Russian only (spec §1): under /en they are the 404 page (and their links are hidden). */
function RuOnly() {
  return useLocale() === 'ru' ? <Outlet /> : <NotFoundPage />;
}

const localeLoader = ({ params }: LoaderFunctionArgs) => (isLocale(params.locale) ? null : redirect(`/${DEFAULT_LOCALE}`));

/**
 * The one route table of the site: the server renders it (react-router's static handler) and the browser
 * hydrates it. Each page module exports `route` = { Component, handle: { prefetch } } (see docs/server-rendering.md).
 */
export const routes: RouteObject[] = [
  { path: '/', loader: () => redirect(`/${DEFAULT_LOCALE}`) },
  { path: '/logout', ...page('features/account/LogoutPage', () => import('../features/account/LogoutPage')) },
  {
    path: '/authorize/:provider/callback',
    ...page('features/account/SocialCallbackPage', () => import('../features/account/SocialCallbackPage')),
  },
  {
    path: '/:locale',
    loader: localeLoader,
    Component: LocaleLayout,
    // Only without server rendering (the Vite dev server), while the locale's loader runs.
    HydrateFallback: () => null,
    children: [
      { index: true, ...page('pages/HomePage', () => import('../pages/HomePage')) },
      { path: 'materials', ...page('pages/MaterialsPage', () => import('../pages/MaterialsPage')) },
      { path: 'materials/:slug', ...page('pages/MaterialPage', () => import('../pages/MaterialPage')) },
      { path: 'courses', ...page('features/courses/CoursesPage', () => import('../features/courses/CoursesPage')) },
      { path: 'courses/:slug', ...page('features/courses/CoursePage', () => import('../features/courses/CoursePage')) },
      { path: 'search', ...page('features/search/SearchPage', () => import('../features/search/SearchPage')) },
      { path: 'tag-search', ...page('features/search/TagSearchPage', () => import('../features/search/TagSearchPage')) },
      {
        path: 'hashtags-landing',
        ...page('features/search/HashtagsLandingPage', () => import('../features/search/HashtagsLandingPage')),
      },
      { path: 'about-project', ...page('features/pages/AboutPage', () => import('../features/pages/AboutPage')) },
      { path: 'politics', ...page('features/pages/PoliticsPage', () => import('../features/pages/PoliticsPage')) },
      { path: 'terms', ...page('features/pages/TermsPage', () => import('../features/pages/TermsPage')) },
      { path: 'about-team', ...page('features/pages/TeamPage', () => import('../features/pages/TeamPage')) },
      { path: 'books', ...page('features/library/LibraryPage', () => import('../features/library/LibraryPage')) },
      { path: 'books/chapter/:slug', ...page('features/library/ChapterPage', () => import('../features/library/ChapterPage')) },
      {
        path: 'books/articles/:slug',
        ...page('features/library/BookArticlePage', () => import('../features/library/BookArticlePage')),
      },
      { path: 'map', ...page('features/map/MapPage', () => import('../features/map/MapPage')) },
      { path: 'map/:slug', ...page('features/map/PlacePage', () => import('../features/map/PlacePage')) },
      {
        path: 'hashtags-search-result',
        ...page('features/educators/HashtagResultsPage', () => import('../features/educators/HashtagResultsPage')),
      },
      {
        path: 'selections/:token',
        ...page('features/educators/SharedSelectionPage', () => import('../features/educators/SharedSelectionPage')),
      },
      {
        path: 'profile',
        ...page('features/profile/ProfileLayout', () => import('../features/profile/ProfileLayout')),
        children: [
          { index: true, loader: ({ params }) => redirect(`/${params.locale}/profile/data`) },
          { path: 'data', ...page('features/profile/ProfileDataPage', () => import('../features/profile/ProfileDataPage')) },
          { path: 'favorites', ...page('features/profile/ProfileFavoritesPage', () => import('../features/profile/ProfileFavoritesPage')) },
          { path: 'courses', ...page('features/profile/ProfileCoursesPage', () => import('../features/profile/ProfileCoursesPage')) },
          { path: 'materials', ...page('features/profile/ProfileMaterialsPage', () => import('../features/profile/ProfileMaterialsPage')) },
          { path: 'reviews', ...page('features/profile/ProfileReviewsPage', () => import('../features/profile/ProfileReviewsPage')) },
          { path: 'help', ...page('features/profile/ProfileHelpPage', () => import('../features/profile/ProfileHelpPage')) },
          { path: 'questionary', ...page('features/profile/ProfileQuestionaryPage', () => import('../features/profile/ProfileQuestionaryPage')) },
        ],
      },
      {
        Component: RuOnly,
        // Each page names its nearest English section; any other goes to the English home page.
        handle: { localeLinks: ruOnly(paths.home('en')) } satisfies RouteHandle,
        children: [
          { path: 'da-for-educators', ...page('features/educators/EducatorsPage', () => import('../features/educators/EducatorsPage')) },
          {
            path: 'virtual-gallery',
            ...page('features/gallery/VirtualGalleryPage', () => import('../features/gallery/VirtualGalleryPage')),
          },
          {
            path: 'ashkenazi-table',
            ...page('features/gallery/AshkenaziTablePage', () => import('../features/gallery/AshkenaziTablePage')),
          },
        ],
      },
      { path: '*', Component: NotFoundPage, handle: { localeLinks: nowhereElse } satisfies RouteHandle },
    ],
  },
];
