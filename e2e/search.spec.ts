import { expect, test, type APIRequestContext, type Page } from '@playwright/test';

interface SearchAnswer {
  materials_count: number;
  courses_count: number;
  chapters_count: number;
  search_materials: { slug: string }[];
  search_chapters: { book: { section_key: string; section: string; title: string }; position: number }[];
  suggestion: string | null;
}

async function api(request: APIRequestContext, lang: string, query: string) {
  const url = `/api/search?lang=${lang}&query=${encodeURIComponent(query)}&limit=20`;
  return (await (await request.get(url)).json()) as SearchAnswer;
}

const search = (page: Page, locale: string, query: string) => page.goto(`/${locale}/search?search=${encodeURIComponent(query)}`);

/** The count badge of a result group, by its heading. */
const groupCount = (page: Page, name: string) => page.getByRole('heading', { level: 2, name: new RegExp(`^${name}`) });

test('results in groups with their counts, marked snippets and card links (ru)', async ({ page, request }) => {
  const answer = await api(request, 'ru', 'шаббат');
  expect(answer.materials_count).toBeGreaterThan(0);
  const errors: string[] = [];
  page.on('console', (m) => {
    if (m.type() === 'error') errors.push(m.text());
  });
  await search(page, 'ru', 'шаббат');
  await expect(page.getByRole('heading', { level: 1, name: 'Результаты поиска по запросу «шаббат»' })).toBeVisible();
  await expect(groupCount(page, 'Материалы')).toContainText(String(answer.materials_count));
  await expect(groupCount(page, 'Курсы')).toContainText(String(answer.courses_count));
  await expect(groupCount(page, 'Главы библиотеки')).toContainText(String(answer.chapters_count));
  const total = answer.materials_count + answer.courses_count + answer.chapters_count;
  await expect(page.getByTestId('search-total')).toContainText(String(total));
  await expect(page.getByTestId('article-result').first().locator('mark').first()).toBeVisible();
  // Article cards lead to the library's article page, chapter cards to the chapter page (spec §2).
  await expect(page.getByTestId('article-result').first().getByRole('link').first()).toHaveAttribute(
    'href',
    `/ru/books/articles/${answer.search_materials[0].slug}`,
  );
  await expect(page.getByTestId('chapter-result').first().getByRole('link').first()).toHaveAttribute('href', /^\/ru\/books\/chapter\//);
  await expect(page.getByTestId('course-result').first().getByRole('link').first()).toHaveAttribute('href', /^\/ru\/courses\//);
  // Kept out of search engines.
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/);
  expect(errors).toEqual([]);
});

test('a count the server estimated reads "около N" in the header panel and on the search page', async ({ page, request }) => {
  // Only a very common query over a large collection is estimated (server/src/routes/search/repository.ts); the demo
  // content is counted exactly, so the answers are the real ones with the materials count made an estimate.
  const real = (await (await request.get(`/api/search?lang=ru&query=${encodeURIComponent('шаббат')}`)).json()) as SearchAnswer;
  await page.route('**/api/search?*', async (route) => {
    const response = await route.fetch();
    const body = await response.json();
    await route.fulfill({ response, json: { ...body, materials_count: 67000, materials_count_estimated: true } });
  });
  await page.goto('/ru/materials');
  const field = page.locator('header').getByRole('combobox', { name: 'Поиск по сайту' });
  await field.fill('шаббат');
  const materials = page.locator('header').getByRole('region', { name: 'Результаты поиска' }).getByRole('group', { name: 'Материалы' });
  await expect(materials.getByRole('option', { name: /^Показать все \(около 67\s000\)$/ })).toBeVisible();
  await field.press('Enter');
  await expect(page).toHaveURL(/\/ru\/search\?search=/);
  await expect(groupCount(page, 'Материалы')).toHaveText(/^Материалы около 67\s000$/);
  await expect(page.getByText(/^Показано \d+ из примерно 67\s000$/)).toBeVisible();
  // An exact count beside it stays a number.
  await expect(groupCount(page, 'Курсы')).toHaveText(`Курсы ${real.courses_count}`);
  await expect(page.getByTestId('search-total')).toContainText('около');
});

test('the chapter label: section. book. Глава N — without the number in the Torah (spec §9)', async ({ page, request }) => {
  const answer = await api(request, 'ru', 'шаббат');
  await search(page, 'ru', 'шаббат');
  const labels = page.getByTestId('chapter-label');
  await expect(labels).toHaveCount(answer.search_chapters.length);
  const expected = answer.search_chapters.map((chapter) =>
    chapter.book.section_key === 'torah'
      ? `${chapter.book.section}. ${chapter.book.title}`
      : `${chapter.book.section}. ${chapter.book.title}. Глава ${chapter.position}`,
  );
  await expect(labels).toHaveText(expected);
  expect(expected.some((label) => label.startsWith('Тора. ') && !label.includes('Глава'))).toBe(true);
  expect(expected.some((label) => label.includes('Глава'))).toBe(true);
});

test('in English, with the chapter word in English', async ({ page, request }) => {
  const answer = await api(request, 'en', 'shabbat');
  await search(page, 'en', 'shabbat');
  await expect(page.getByRole('heading', { level: 1, name: /Search results for .shabbat./ })).toBeVisible();
  await expect(page.getByTestId('chapter-label').filter({ hasText: 'Chapter' }).first()).toBeVisible();
  await expect(page.getByTestId('article-result')).toHaveCount(Math.min(answer.materials_count, 20));
});

test('nothing found shows the not-found text', async ({ page }) => {
  await search(page, 'ru', 'zzqxw');
  await expect(page.getByText('Ничего не найдено')).toBeVisible();
  await expect(page.getByTestId('article-result')).toHaveCount(0);
  await search(page, 'en', 'zzqxw');
  await expect(page.getByText('Nothing was found')).toBeVisible();
});

test('a misspelt query shows "did you mean" with a link to the corrected search', async ({ page, request }) => {
  const answer = await api(request, 'ru', 'шабат');
  expect(answer.suggestion).toBe('шаббат');
  await search(page, 'ru', 'шабат');
  const note = page.getByTestId('did-you-mean');
  await expect(note).toContainText('шабат');
  const link = note.getByRole('link', { name: answer.suggestion! });
  await expect(link).toHaveAttribute('href', `/ru/search?search=${encodeURIComponent(answer.suggestion!)}`);
  await expect(page.getByTestId('article-result').first()).toBeVisible();
  await link.click();
  await expect(page).toHaveURL(new RegExp(`search=${encodeURIComponent(answer.suggestion!)}`));
  await expect(page.getByTestId('did-you-mean')).toHaveCount(0);
  await expect(page.getByTestId('article-result').first()).toBeVisible();
});

test('the search field runs a new search', async ({ page }) => {
  await search(page, 'ru', 'шаббат');
  // The page's own field (the header has a live search field with the same name).
  const field = page.locator('main').getByRole('searchbox', { name: 'Поиск по сайту' });
  await field.fill('песах');
  await field.press('Enter');
  await expect(page).toHaveURL(/search=%D0%BF%D0%B5%D1%81%D0%B0%D1%85/);
  await expect(page.getByRole('heading', { level: 1, name: 'Результаты поиска по запросу «песах»' })).toBeVisible();
});

test('the tag search shows courses and materials with all the chosen tags; the hashtags landing invites to register', async ({
  page,
  request,
}) => {
  const courses = (await (await request.get('/api/courses?lang=ru&per_page=50&tags=[1]')).json()) as unknown[];
  await page.goto('/ru/tag-search');
  await expect(page.getByTestId('tag-search-choose')).toBeVisible();
  await page.getByRole('button', { name: 'Праздники', exact: true }).click();
  await expect(page).toHaveURL(/tags=1/);
  await expect(page.getByTestId('tag-search-courses').getByTestId('course-card')).toHaveCount(Math.min(courses.length, 12));
  await expect(page.getByTestId('tag-search-materials').getByTestId('material-card').first()).toBeVisible();

  await page.goto('/en/hashtags-landing');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Register' })).toBeVisible();
});

test('@phone the search, tag search and hashtags landing fit a phone (ru, en)', async ({ page }) => {
  for (const path of ['/ru/search?search=шаббат', '/en/search?search=shabbat', '/ru/tag-search?tags=1', '/en/hashtags-landing']) {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth), path).toBeLessThanOrEqual(0);
  }
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });
  test('the results are in the page', async ({ page }) => {
    await search(page, 'ru', 'шаббат');
    await expect(page.getByTestId('article-result').first()).toBeVisible();
    await expect(page.getByTestId('chapter-label').first()).toBeVisible();
  });
});
