import { delay, http, HttpResponse } from 'msw';
import type { Locale } from '../../design-system';
import { courseCards, courseMaterials } from '../fixtures/courses';
import { commentsFixture } from '../fixtures/header-and-engagement';
import { tagsFixture } from '../fixtures/tags';

/** Screen stories of the courses: GET /api/courses, a course, its comments, like, share and progress, by MSW. */

const langOf = (request: Request) => (new URL(request.url).searchParams.get('lang') ?? 'ru') as Locale;

/** GET /api/courses items in the API's shape: `total` courses cycling through the fixtures. */
export function courseListItems(locale: Locale, total: number) {
  return courseCards(locale, total).map((card, i) => ({
    id: card.id,
    slug: `${card.slug}-${card.id}`,
    title: card.title,
    preview: card.image ?? null,
    tags: card.tags,
    materials_count: card.materialsCount,
    materials_sum_time: card.minutes,
    time: card.minutes,
    like_count: i,
    link: null,
    snippet: card.snippet ?? '',
    created_at: `2026-0${1 + (i % 9)}-1${i % 10}T00:00:00Z`,
  }));
}

const tagsHandler = http.get('/api/tags', ({ request }) => HttpResponse.json(tagsFixture(langOf(request))));

export const coursesListHandlers = (total = 16) => [
  tagsHandler,
  http.get('/api/courses', ({ request }) => {
    const query = new URL(request.url).searchParams;
    const page = Number(query.get('page') ?? 0);
    const perPage = Number(query.get('per_page') ?? 12);
    const tagIds = JSON.parse(query.get('tags') || '[]') as number[];
    const items = courseListItems(langOf(request), total).filter((item) =>
      tagIds.every((id) => item.tags.some((tag) => tag.id === id)),
    );
    return HttpResponse.json(items.slice(page * perPage, (page + 1) * perPage));
  }),
];

export const coursesLoadingHandlers = [
  http.get('/api/tags', async () => {
    await delay('infinite');
    return HttpResponse.json({});
  }),
  http.get('/api/courses', async () => {
    await delay('infinite');
    return HttpResponse.json([]);
  }),
];

export const coursesErrorHandlers = [
  http.get('/api/tags', () => HttpResponse.json({ message: 'Server Error' }, { status: 500 })),
  http.get('/api/courses', () => HttpResponse.json({ message: 'Server Error' }, { status: 500 })),
];

const paragraph: Record<Locale, string> = {
  ru: '<p>Суббота начинается в пятницу вечером, незадолго до захода солнца, и заканчивается в субботу, когда на небе появляются три звезды. В эти часы не работают, а отдыхают: читают, гуляют, разговаривают за столом.</p>',
  en: '<p>Shabbat begins on Friday evening, shortly before sunset, and ends on Saturday when three stars appear in the sky. In these hours people do not work but rest: they read, walk and talk at the table.</p>',
};

/** The course «The Jewish year» as GET /api/courses/jewish-year answers it. */
export function courseDetail(locale: Locale, materialCount = 5) {
  const ru = locale === 'ru';
  const materials = courseMaterials(locale)
    .slice(0, materialCount)
    .map((material, i) => ({
      id: material.id,
      slug: `material-${material.id}`,
      title: material.title,
      time: 6 + i,
      chapters: material.chapters.map((chapter) => ({ ...chapter, content: paragraph[locale] })),
    }));
  return {
    id: 1,
    slug: 'jewish-year',
    lang: locale,
    title: ru ? 'Еврейский год' : 'The Jewish year',
    image_banner: '/fixtures/synagogue.webp',
    preview: '/fixtures/synagogue-preview.webp',
    author: ru ? 'Мария Левина' : 'Maria Levina',
    author_info: ru
      ? '<p>Преподаватель еврейской традиции с пятнадцатилетним стажем.</p>'
      : '<p>A teacher of Jewish tradition with fifteen years of experience.</p>',
    small_description: ru
      ? '<p>От Рош ха-Шана до Песаха: праздники, их смысл и домашние обычаи.</p>'
      : '<p>From Rosh Hashanah to Passover: the holidays, their meaning and home customs.</p>',
    like_count: 7,
    share_count: 2,
    tags: tagsFixture(locale).main_tags.slice(0, 2),
    materials,
    materials_count: materials.length,
    materials_sum_time: materials.reduce((sum, m) => sum + m.time, 0),
    created_at: '2024-09-15T00:00:00Z',
    updated_at: '2025-01-10T00:00:00Z',
    translations: { ru: 'jewish-year', en: 'jewish-year' },
  };
}

/** Progress calls the page sent (add-to-active / add-to-archive), for play functions. */
export const progressCalls: { kind: string; materialId: number }[] = [];

export const courseHandlers = (options: { materials?: number; signedIn?: boolean; viewed?: unknown[] } = {}) => [
  http.get('/api/courses/:slug', ({ params, request }) =>
    params.slug === 'jewish-year'
      ? HttpResponse.json(courseDetail(langOf(request), options.materials ?? 5))
      : HttpResponse.json({ message: 'Course not found.' }, { status: 404 }),
  ),
  http.get('/api/courses/:slug/comments', ({ request }) => {
    const comments = commentsFixture(langOf(request));
    return HttpResponse.json({ comments, countComments: comments.length });
  }),
  http.get('/api/courses/:id/likes', () => HttpResponse.json({ liked: false, countLikes: 7 })),
  http.post('/api/courses/:id/increase-likes', () => HttpResponse.json({ countLikes: 8 })),
  http.post('/api/courses/:slug/increase-share', () => HttpResponse.json({ success: true })),
  http.post('/api/user/add-to-:kind', async ({ params, request }) => {
    const form = new URLSearchParams(await request.text());
    progressCalls.push({ kind: String(params.kind), materialId: Number(form.get('material_id')) });
    return HttpResponse.json({ success: true });
  }),
  http.get('/api/user/materials', () => HttpResponse.json(options.viewed ?? [])),
  http.get('/api/user', () =>
    options.signedIn
      ? HttpResponse.json({
          user: { id: 5, name: 'Anna', surname: 'Kogan', card_access: 0 },
          favoriteMaterials: [],
          favoriteCourses: [1],
          count_materials: 0,
          count_courses: 1,
        })
      : HttpResponse.json({ message: 'Unauthenticated.' }, { status: 401 }),
  ),
];

export const courseLoadingHandlers = [
  http.get('/api/courses/:slug', async () => {
    await delay('infinite');
    return HttpResponse.json({});
  }),
  http.get('/api/courses/:slug/comments', async () => {
    await delay('infinite');
    return HttpResponse.json({});
  }),
];

export const courseErrorHandlers = [
  http.get('/api/courses/:slug', () => HttpResponse.json({ message: 'Server Error' }, { status: 500 })),
  http.get('/api/courses/:slug/comments', () => HttpResponse.json({ message: 'Server Error' }, { status: 500 })),
];
