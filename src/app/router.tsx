import { Outlet, redirect, type LoaderFunctionArgs, type RouteObject } from 'react-router-dom';
import { DEFAULT_LOCALE, isLocale } from '../i18n';
import { LocaleLayout } from './LocaleLayout';
import { useLocale } from '../shared/useLocale';
import type { PageRoute, RouteHandle } from '../shared/pageRoute';
import { ruOnly } from '../shared/localeLinks';
import { paths } from '../shared/paths';
import { LazyNotFoundPage } from '../shared/LazyNotFoundPage';
import { homeHandle } from '../features/home/routes';
import { bookArticleHandle, materialHandle, materialsHandle } from '../features/materials/routes';
import { courseHandle, coursesHandle } from '../features/courses/routes';
import { searchHandle, tagSearchHandle } from '../features/search/routes';
import { staticPageHandle, teamHandle } from '../features/about/routes';
import { chapterHandle, libraryHandle } from '../features/library/routes';
import { mapHandle, placeHandle } from '../features/map/routes';
import { educatorsHandle, sharedSelectionHandle } from '../features/educators/routes';
import { ashkenaziTableHandle, virtualGalleryHandle } from '../features/gallery/routes';
import { notFoundHandle } from '../shared/routeHandles';
import { useNextPagePrefetch } from './prefetch';
import { useNavigationFocus } from './navigationFocus';

/**
 * A page whose code arrives with its route. `id` is the module's path under src/ (without extension): the
 * server finds the page's chunks in the build manifest by it and preloads them. `handle` (the area's routes.ts)
 * is in the route table itself, so a prefetch asks for the page's data beside its code, not after it.
 */
function page(id: string, load: () => Promise<{ route: PageRoute }>, handle?: RouteHandle): Pick<RouteObject, 'id' | 'lazy' | 'handle'> {
  return { id, lazy: () => load().then((module) => module.route), ...(handle && { handle }) };
}

/** Pages that exist in Russian only (spec §1): under /en they are the 404 page (and their links are hidden). */
function RuOnly() {
  return useLocale() === 'ru' ? <Outlet /> : <LazyNotFoundPage />;
}

/**
 * The locale's layout, with what goes with the app's own navigations: the next page prefetched before the click
 * (src/app/prefetch.ts, from the routes' own `prefetch`) and focus moved to the new page (src/app/navigationFocus.ts).
 */
function LocaleRoot() {
  useNextPagePrefetch(routes);
  useNavigationFocus();
  return <LocaleLayout />;
}

const localeLoader = ({ params }: LoaderFunctionArgs) => (isLocale(params.locale) ? null : redirect(`/${DEFAULT_LOCALE}`));

/**
 * The one route table of the site: the server renders it (react-router's static handler) and the browser
 * hydrates it. Each page module exports `route` = { Component }; what its first paint needs is its handle
 * ({ prefetch, localeLinks }, from the area's routes.ts), given here (see docs/server-rendering.md).
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
    Component: LocaleRoot,
    // Only without server rendering (the Vite dev server), while the locale's loader runs.
    HydrateFallback: () => null,
    children: [
      { index: true, ...page('features/home/HomePage', () => import('../features/home/HomePage'), homeHandle) },
      { path: 'materials', ...page('features/materials/MaterialsPage', () => import('../features/materials/MaterialsPage'), materialsHandle) },
      { path: 'materials/:slug', ...page('features/materials/MaterialPage', () => import('../features/materials/MaterialPage'), materialHandle) },
      { path: 'courses', ...page('features/courses/CoursesPage', () => import('../features/courses/CoursesPage'), coursesHandle) },
      { path: 'courses/:slug', ...page('features/courses/CoursePage', () => import('../features/courses/CoursePage'), courseHandle) },
      { path: 'search', ...page('features/search/SearchPage', () => import('../features/search/SearchPage'), searchHandle) },
      { path: 'tag-search', ...page('features/search/TagSearchPage', () => import('../features/search/TagSearchPage'), tagSearchHandle) },
      {
        path: 'hashtags-landing',
        ...page('features/search/HashtagsLandingPage', () => import('../features/search/HashtagsLandingPage')),
      },
      { path: 'about-project', ...page('features/about/AboutPage', () => import('../features/about/AboutPage'), staticPageHandle('about')) },
      { path: 'politics', ...page('features/about/PoliticsPage', () => import('../features/about/PoliticsPage'), staticPageHandle('politics')) },
      { path: 'terms', ...page('features/about/TermsPage', () => import('../features/about/TermsPage'), staticPageHandle('terms')) },
      { path: 'about-team', ...page('features/about/TeamPage', () => import('../features/about/TeamPage'), teamHandle) },
      { path: 'books', ...page('features/library/LibraryPage', () => import('../features/library/LibraryPage'), libraryHandle) },
      { path: 'books/chapter/:slug', ...page('features/library/ChapterPage', () => import('../features/library/ChapterPage'), chapterHandle) },
      {
        path: 'books/articles/:slug',
        ...page('features/materials/BookArticlePage', () => import('../features/materials/BookArticlePage'), bookArticleHandle),
      },
      { path: 'map', ...page('features/map/MapPage', () => import('../features/map/MapPage'), mapHandle) },
      { path: 'map/:slug', ...page('features/map/PlacePage', () => import('../features/map/PlacePage'), placeHandle) },
      {
        path: 'hashtags-search-result',
        ...page('features/educators/HashtagResultsPage', () => import('../features/educators/HashtagResultsPage')),
      },
      {
        path: 'selections/:token',
        ...page('features/educators/SharedSelectionPage', () => import('../features/educators/SharedSelectionPage'), sharedSelectionHandle),
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
          { path: 'da-for-educators', ...page('features/educators/EducatorsPage', () => import('../features/educators/EducatorsPage'), educatorsHandle) },
          {
            path: 'virtual-gallery',
            ...page('features/gallery/VirtualGalleryPage', () => import('../features/gallery/VirtualGalleryPage'), virtualGalleryHandle),
          },
          {
            path: 'ashkenazi-table',
            ...page('features/gallery/AshkenaziTablePage', () => import('../features/gallery/AshkenaziTablePage'), ashkenaziTableHandle),
          },
        ],
      },
      // The 404 page (with the popular materials, prefetched on the server) is a chunk of its own, as the pages are.
      { path: '*', ...page('shared/NotFoundPage', () => import('../shared/NotFoundPage'), notFoundHandle) },
    ],
  },
];
