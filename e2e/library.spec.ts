import { expect, test, type APIRequestContext } from '@playwright/test';
import { expectHydratedWithoutRefetch, expectNoHorizontalOverflow } from './visitor';

interface Chapter {
  slug: string;
  title: string;
  position: number;
  book: { title: string; section: string; section_key: string };
  previous: string | null;
  next: string | null;
  places: { slug: string; title: string }[];
}

const chapter = async (request: APIRequestContext, locale: string, slug: string) =>
  (await (await request.get(`/api/books/chapters/${slug}?lang=${locale}`)).json()) as Chapter;

/** The label of spec §9: section, a full stop, the book, then — unless in the Torah — '. Глава N'. */
const label = (c: Chapter, word: string) =>
  `${c.book.section}. ${c.book.title}${c.book.section_key === 'torah' ? '' : `. ${word} ${c.position}`}`;

test('books → chapter → next → a place it mentions (ru)', async ({ page, request }) => {
  await page.goto('/ru/books');
  await expect(page.getByRole('heading', { level: 1, name: 'Библиотека' })).toBeVisible();
  for (const section of ['Тора', 'Нэвиим', 'Ктувим']) {
    await expect(page.getByRole('heading', { level: 2, name: section })).toBeVisible();
  }
  const first = await chapter(request, 'ru', 'yehoshua-1');
  await page.getByRole('link', { name: first.title }).click();
  await expect(page).toHaveURL(/\/ru\/books\/chapter\/yehoshua-1$/);
  await expect(page.getByRole('heading', { level: 1, name: first.title })).toBeVisible();
  await expect(page.getByTestId('chapter-label')).toHaveText(label(first, 'Глава'));
  await expect(page.getByTestId('chapter-label')).toHaveText('Нэвиим. Йеошуа. Глава 1');
  // The first chapter of a book has no previous one.
  await expect(page.getByTestId('chapter-previous')).toHaveCount(0);

  await page.getByTestId('chapter-next').click();
  const second = await chapter(request, 'ru', first.next!);
  await expect(page).toHaveURL(new RegExp(`/ru/books/chapter/${second.slug}$`));
  await expect(page.getByRole('heading', { level: 1, name: second.title })).toBeVisible();
  await expect(page.getByTestId('chapter-label')).toHaveText('Нэвиим. Йеошуа. Глава 2');
  await expect(page.getByTestId('chapter-previous')).toHaveAttribute('href', `/ru/books/chapter/${first.slug}`);

  const places = page.getByTestId('chapter-places');
  expect(second.places.length).toBeGreaterThan(0);
  for (const place of second.places) await expect(places.getByRole('heading', { name: place.title })).toBeVisible();
  await places.getByRole('link').first().click();
  await expect(page).toHaveURL(new RegExp(`/ru/map/${second.places[0].slug}$`));
  await expect(page.getByRole('heading', { level: 1, name: second.places[0].title })).toBeVisible();
});

test('the last chapter has no next; a Torah chapter has no chapter number in its label (en)', async ({ page, request }) => {
  const torah = await chapter(request, 'en', 'bereshit-1');
  await page.goto('/en/books/chapter/bereshit-1');
  await expect(page.getByTestId('chapter-label')).toHaveText(`${torah.book.section}. ${torah.book.title}`);
  await expect(page.getByTestId('chapter-label')).not.toContainText('Chapter');
  await expect(page).toHaveTitle(new RegExp(`^${torah.title}`));

  const library = (await (await request.get('/api/books?lang=en')).json()) as { books: { chapters: { slug: string }[] }[] }[];
  const lastSlug = library[1].books[0].chapters.at(-1)!.slug;
  const last = await chapter(request, 'en', lastSlug);
  await page.goto(`/en/books/chapter/${lastSlug}`);
  await expect(page.getByTestId('chapter-label')).toHaveText(label(last, 'Chapter'));
  await expect(page.getByTestId('chapter-next')).toHaveCount(0);
  await expect(page.getByTestId('chapter-previous')).toBeVisible();
});

test('/books/articles/{slug} shows the material; its canonical is the material page', async ({ page, request }) => {
  const [material] = (await (await request.get('/api/materials?lang=ru&per_page=1')).json()) as { slug: string; title: string }[];
  const response = await page.goto(`/ru/books/articles/${material.slug}`);
  expect(response?.status()).toBe(200);
  await expect(page.getByRole('heading', { level: 1, name: material.title })).toBeVisible();
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', new RegExp(`/ru/materials/${material.slug}$`));
  await expect(page.locator('link[rel="alternate"][hreflang="ru"]')).toHaveAttribute('href', new RegExp(`/ru/materials/${material.slug}$`));
});

test('an unknown chapter or article is the 404 page with status 404', async ({ page }) => {
  for (const path of ['/ru/books/chapter/no-such-chapter', '/en/books/articles/no-such-material']) {
    const response = await page.goto(path);
    expect(response?.status(), path).toBe(404);
    await expect(page.getByRole('heading', { name: /Ошибка 404|Error 404/ })).toBeVisible();
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex');
  }
});

test('the library pages come with their data and hydrate without a console error', async ({ page }) => {
  for (const path of ['/ru/books', '/en/books', '/ru/books/chapter/yehoshua-2', '/en/books/chapter/bereshit-1', '/ru/books/articles/shabbat']) {
    await expectHydratedWithoutRefetch(page, path);
  }
});

test('@phone the library, a chapter and an article fit a phone (ru, en)', async ({ page }) => {
  for (const path of ['/ru/books', '/en/books', '/ru/books/chapter/yehoshua-2', '/en/books/chapter/tehilim-1', '/ru/books/articles/shabbat']) {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expectNoHorizontalOverflow(page, path);
  }
  await page.goto('/ru/books/chapter/yehoshua-2');
  await page.getByTestId('chapter-next').click();
  await expect(page).toHaveURL(/yehoshua-3$/);
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('the server renders the library and a chapter with its label, text, links and Article JSON-LD', async ({ page, request }) => {
    const second = await chapter(request, 'ru', 'yehoshua-2');
    await page.goto('/ru/books');
    await expect(page.getByRole('link', { name: second.title })).toHaveAttribute('href', '/ru/books/chapter/yehoshua-2');
    await page.goto('/ru/books/chapter/yehoshua-2');
    await expect(page.getByTestId('chapter-label')).toHaveText('Нэвиим. Йеошуа. Глава 2');
    await expect(page.getByRole('heading', { level: 1, name: second.title })).toBeVisible();
    await expect(page.getByTestId('chapter-next')).toHaveAttribute('href', `/ru/books/chapter/${second.next}`);
    const jsonLd = await page.locator('script[type="application/ld+json"]').allTextContents();
    expect(jsonLd.some((text) => text.includes('"@type":"Article"') && text.includes(second.title))).toBe(true);
  });
});
