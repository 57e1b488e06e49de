import { delay, http, HttpResponse } from 'msw';
import type { Locale } from '../../design-system';
import { courseListItems } from './courses';
import { chatMessages, reviews } from '../fixtures/profile';
import { hashtagCategories, hashtagResults, suggestHashtags } from '../fixtures/hashtags';

/** A signed-in reader in the stories: the token in localStorage (cleared after the story). */
export const signedIn = () => {
  localStorage.setItem('token', 'story-token');
  return () => localStorage.removeItem('token');
};

export function currentUser(options: { cardAccess?: number; unread?: number; courses?: number; materials?: number; name?: string | null } = {}) {
  return {
    user: {
      id: 5,
      email: 'anna@example.org',
      name: options.name === undefined ? 'Анна' : options.name,
      surname: options.name === undefined ? 'Коган' : 'null',
      country: 'Израиль',
      city: 'Хайфа',
      card_access: options.cardAccess ?? 0,
      email_verified: true,
      lang: 'ru',
      has_password: true,
      tags: [],
      social_accounts: [],
      comments_count: 2,
      chat: { unread_user_messages: options.unread ?? 0 },
      roles: [],
    },
    favoriteMaterials: [],
    favoriteCourses: [1],
    count_materials: options.materials ?? 0,
    count_courses: options.courses ?? 0,
  };
}

export const userHandler = (options: Parameters<typeof currentUser>[0] = {}) => http.get('/api/user', () => HttpResponse.json(currentUser(options)));

const lang = (request: Request) => (new URL(request.url).searchParams.get('lang') ?? 'ru') as Locale;

/** The profile's calls, answered from the story fixtures. */
export const profileHandlers = (options: { empty?: boolean; unread?: number } = {}) => [
  userHandler({ unread: options.unread, courses: 1 }),
  http.get('/api/user/favorites', ({ request }) => {
    const type = new URL(request.url).searchParams.get('type');
    if (options.empty) return HttpResponse.json([]);
    const courses = courseListItems(lang(request), 2);
    return HttpResponse.json(type === 'courses' ? courses : courses.map((c) => ({ ...c, time: 5, link: null })));
  }),
  http.get('/api/user/courses', ({ request }) =>
    HttpResponse.json(
      options.empty ? [] : courseListItems(lang(request), 3).map((c) => ({ ...c, materials_started: 2, materials_finished: 1 })),
    ),
  ),
  http.get('/api/user/materials', ({ request }) =>
    HttpResponse.json(
      options.empty
        ? []
        : courseListItems(lang(request), 2).map((c) => ({ ...c, time: 5, link: null, viewed_at: '2026-11-20T10:00:00Z', finished: true })),
    ),
  ),
  http.get('/api/user/comments', () => {
    const list = options.empty ? [] : reviews('ru');
    return HttpResponse.json({
      comments: list.map((r) => ({ ...r, item: { type: 'courses', id: 1, slug: 'x', lang: 'ru', title: r.item.title, link: r.item.href } })),
      countComments: list.length,
    });
  }),
  http.get('/api/user/chat', () => HttpResponse.json({ messages: options.empty ? [] : chatMessages('ru') })),
  http.get('/api/user/questionary', () => HttpResponse.json({ questionary: null })),
  http.get('/api/user/sessions', () =>
    HttpResponse.json([
      { id: 1, created_at: '2026-11-20T10:00:00Z', last_used_at: '2026-11-23T08:00:00Z', expires_at: '2026-12-20T10:00:00Z', user_agent: 'Mozilla/5.0 (X11; Linux x86_64) Chrome/130.0', current: true },
      { id: 2, created_at: '2026-11-01T10:00:00Z', last_used_at: '2026-11-10T08:00:00Z', expires_at: '2026-12-01T10:00:00Z', user_agent: 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0) Safari/604.1', current: false },
    ]),
  ),
  http.get('/api/tags', () => HttpResponse.json({ main_tags: [], additional_tags: [] })),
];

export const profileLoadingHandlers = [
  userHandler(),
  http.get('/api/user/*', async () => {
    await delay('infinite');
    return HttpResponse.json([]);
  }),
];

export const profileErrorHandlers = [
  userHandler(),
  http.get('/api/user/*', () => HttpResponse.json({ message: 'Server Error' }, { status: 500 })),
];

/** The educators' tool. */
export const educatorHandlers = (cardAccess = 1) => [
  userHandler({ cardAccess }),
  http.post('/api/get-all-hashtags', async ({ request }) => {
    const body = (await request.json()) as { lang?: Locale };
    return HttpResponse.json(Object.fromEntries(hashtagCategories(body.lang ?? 'ru').map((c) => [c.name, c.tags])));
  }),
  http.post('/search-hashtags', async ({ request }) => {
    const body = (await request.json()) as { lang?: Locale; q: string };
    return HttpResponse.json(suggestHashtags(body.lang ?? 'ru', body.q));
  }),
  http.post('/search-hashtags-data', async ({ request }) => {
    const body = (await request.json()) as { lang?: Locale };
    if (cardAccess !== 1) return HttpResponse.json({ message: 'Forbidden' }, { status: 403 });
    return HttpResponse.json(
      hashtagResults(body.lang ?? 'ru').map((g) => ({
        title: g.title,
        items: g.items.map((i) => ({ title: i.title, link: i.link, hashtags: i.hashtags, created_at: i.created_at, searchdata: { chapters: i.chapters } })),
      })),
    );
  }),
  http.get('/api/selections', () => HttpResponse.json([])),
  http.post('/api/send-message', () => HttpResponse.json({ success: true })),
];
