import { delay, http, HttpResponse } from 'msw';
import type { Locale } from '../../design-system';
import { articleResults, chapterResults, courseResults } from '../fixtures/search';

/** Screen stories of the search: GET /api/search answered from the story fixtures, in the API's shape. */

const image = (url: string | null | undefined) => url ?? null;

export function searchAnswer(locale: Locale, suggestion: string | null = null) {
  const materials = articleResults(locale).map((item) => ({
    id: item.id,
    slug: item.slug,
    image: image(item.image),
    title: item.title,
    author: item.author ?? null,
    short_description: item.shortDescription ?? '',
    searchsnippet: item.snippet ?? '',
  }));
  const courses = courseResults(locale).map((item) => ({
    id: item.id,
    slug: item.slug,
    image: image(item.image),
    title: item.title,
    author: null,
    short_description: item.shortDescription ?? '',
    searchsnippet: item.snippet ?? '',
  }));
  const chapters = chapterResults(locale).map((item) => ({
    id: item.id,
    slug: item.slug,
    image: image(item.image),
    title: item.title,
    position: item.position,
    searchsnippet: item.snippet ?? '',
    book: { slug: item.slug.split('-')[0], title: item.book.title, section: item.book.section, section_key: item.book.sectionKey ?? '' },
  }));
  return {
    search_materials: materials,
    materials_count: 12,
    search_courses: courses,
    courses_count: courses.length,
    search_chapters: chapters,
    chapters_count: chapters.length,
    suggestion,
  };
}

const empty = {
  search_materials: [],
  materials_count: 0,
  search_courses: [],
  courses_count: 0,
  search_chapters: [],
  chapters_count: 0,
  suggestion: null,
};

const langOf = (request: Request) => (new URL(request.url).searchParams.get('lang') ?? 'ru') as Locale;

/** Any query finds the fixtures; 'ничего' / 'nothing' finds nothing; 'суботта' / 'shabat' is corrected. */
export const searchHandlers = [
  http.get('/api/search', ({ request }) => {
    const query = new URL(request.url).searchParams.get('query') ?? '';
    const lang = langOf(request);
    if (/ничего|nothing/i.test(query)) return HttpResponse.json(empty);
    if (query === 'суботта') return HttpResponse.json(searchAnswer(lang, 'суббота'));
    if (query === 'shabat') return HttpResponse.json(searchAnswer(lang, 'shabbat'));
    return HttpResponse.json(searchAnswer(lang));
  }),
];

export const searchLoadingHandlers = [
  http.get('/api/search', async () => {
    await delay('infinite');
    return HttpResponse.json(empty);
  }),
];

export const searchErrorHandlers = [
  http.get('/api/search', () => HttpResponse.json({ message: 'Server Error' }, { status: 500 })),
];
