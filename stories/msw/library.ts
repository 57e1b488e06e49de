import { delay, http, HttpResponse } from 'msw';
import type { Locale } from '../../design-system';
import {
  chapterFixture,
  dishesFixture,
  galleryFixture,
  libraryFixture,
  placeFixture,
  placesFixture,
  staticPageFixture,
  teamFixture,
} from '../fixtures/library';

/** Screen stories of the library, map, static, team and ru-only pages: their GET calls answered by MSW. */

const langOf = (request: Request) => (new URL(request.url).searchParams.get('lang') ?? 'ru') as Locale;
const notFound = (message: string) => HttpResponse.json({ message }, { status: 404 });
const serverError = () => HttpResponse.json({ message: 'Server Error' }, { status: 500 });
const PATHS = [
  '/api/pages/:key',
  '/api/team',
  '/api/books',
  '/api/books/chapters/:slug',
  '/api/places',
  '/api/places/:slug',
  '/api/gallery',
  '/api/ashkenazi-table',
];

export const libraryHandlers = [
  http.get('/api/pages/:key', ({ params, request }) => {
    const key = params.key as string;
    if (key !== 'about' && key !== 'politics' && key !== 'terms') return notFound('Page not found.');
    return HttpResponse.json(staticPageFixture(langOf(request), key));
  }),
  http.get('/api/team', ({ request }) => HttpResponse.json(teamFixture(langOf(request)))),
  http.get('/api/books', ({ request }) => HttpResponse.json(libraryFixture(langOf(request)))),
  http.get('/api/books/chapters/:slug', ({ params, request }) => {
    const chapter = chapterFixture(langOf(request), params.slug as string);
    return chapter ? HttpResponse.json(chapter) : notFound('Chapter not found.');
  }),
  http.get('/api/places', ({ request }) => HttpResponse.json(placesFixture(langOf(request)))),
  http.get('/api/places/:slug', ({ params, request }) => {
    const place = placeFixture(langOf(request), params.slug as string);
    return place ? HttpResponse.json(place) : notFound('Place not found.');
  }),
  http.get('/api/gallery', () => HttpResponse.json(galleryFixture())),
  http.get('/api/ashkenazi-table', () => HttpResponse.json(dishesFixture())),
];

/** Lists answered empty (the team, the library, the places, the gallery, the dishes). */
export const libraryEmptyHandlers = [
  http.get('/api/team', () => HttpResponse.json([])),
  http.get('/api/books', ({ request }) =>
    HttpResponse.json(libraryFixture(langOf(request)).map((section) => ({ ...section, books: [] }))),
  ),
  http.get('/api/places', () => HttpResponse.json([])),
  http.get('/api/gallery', () => HttpResponse.json([])),
  http.get('/api/ashkenazi-table', () => HttpResponse.json([])),
  ...libraryHandlers,
];

export const libraryLoadingHandlers = PATHS.map((path) =>
  http.get(path, async () => {
    await delay('infinite');
    return HttpResponse.json({});
  }),
);

export const libraryErrorHandlers = PATHS.map((path) => http.get(path, serverError));
