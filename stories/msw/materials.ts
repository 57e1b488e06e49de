import { delay, http, HttpResponse } from 'msw';
import type { Locale } from '../../design-system';
import { materialCards, articleFixture } from '../fixtures/materials';
import { tagsFixture } from '../fixtures/tags';

/** GET /api/materials answered from the story fixtures, in the API's shape, honouring page and per_page. */
export function listItems(locale: Locale, total: number) {
  return materialCards(locale, total).map((card, i) => ({
    id: card.id,
    slug: card.slug,
    title: card.title,
    preview: card.image,
    time: card.time,
    tags: card.tags,
    link: null,
    snippet: card.snippet ?? '',
    like_count: 0,
    created_at: `2026-0${1 + (i % 9)}-1${i % 10}T00:00:00Z`,
  }));
}

export const materialsHandlers = (total = 14) => [
  http.get('/api/tags', ({ request }) => {
    const lang = (new URL(request.url).searchParams.get('lang') ?? 'ru') as Locale;
    return HttpResponse.json(tagsFixture(lang));
  }),
  http.get('/api/materials', ({ request }) => {
    const query = new URL(request.url).searchParams;
    const lang = (query.get('lang') ?? 'ru') as Locale;
    const page = Number(query.get('page') ?? 0);
    const perPage = Number(query.get('per_page') ?? 11);
    const tagIds = JSON.parse(query.get('tags') || '[]') as number[];
    const items = listItems(lang, total).filter((item) => tagIds.every((id) => item.tags.some((tag) => tag.id === id)));
    return HttpResponse.json(items.slice(page * perPage, (page + 1) * perPage));
  }),
];

export const materialsLoadingHandlers = [
  http.get('/api/tags', async () => {
    await delay('infinite');
    return HttpResponse.json({});
  }),
  http.get('/api/materials', async () => {
    await delay('infinite');
    return HttpResponse.json([]);
  }),
];

export const materialsErrorHandlers = [
  http.get('/api/tags', () => HttpResponse.json({ message: 'Server Error' }, { status: 500 })),
  http.get('/api/materials', () => HttpResponse.json({ message: 'Server Error' }, { status: 500 })),
];

export const materialHandlers = [
  // The reader has not liked the material (GET …/likes, asked after the page loads).
  http.get('/api/materials/:id/likes', () => HttpResponse.json({ liked: false, countLikes: 3 })),
  http.get('/api/materials/:slug/comments', () => HttpResponse.json({ comments: [], countComments: 0 })),
  http.get('/api/materials/:slug', ({ params, request }) => {
    const lang = (new URL(request.url).searchParams.get('lang') ?? 'ru') as Locale;
    if (params.slug !== 'shabbat') return HttpResponse.json({ message: 'Material not found.' }, { status: 404 });
    const article = articleFixture(lang);
    return HttpResponse.json({
      id: 1,
      slug: 'shabbat',
      lang,
      title: article.title,
      description: '',
      author: article.author,
      preview: '/fixtures/shabbat-preview.webp',
      image: article.image,
      audio: null,
      time: article.time,
      tags: article.tags,
      chapters: article.chapters,
      like_count: 3,
      share_count: 1,
      created_at: article.createdAt,
      updated_at: article.createdAt,
      translations: { ru: 'shabbat', en: 'shabbat' },
    });
  }),
];
