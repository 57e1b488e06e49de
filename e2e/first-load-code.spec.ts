import { expect, test, type Page } from '@playwright/test';
import { newReader, signInBrowser } from './readers';
import { watchConsole } from './visitor';

/**
 * What a page's first load does not carry (issue 20): the code of what it shows only after a reader acts, or only
 * on a 404, arrives when it is first needed, and everything still works and hydrates cleanly.
 */

/** The chunks a page asked for, by name (Vite names a chunk after its module: NotFoundPage-1a2B3c4D.js). */
function chunksOf(page: Page): Set<string> {
  const names = new Set<string>();
  page.on('request', (request) => {
    const match = /^\/assets\/(.+)-[\w-]{8}\.js$/.exec(new URL(request.url()).pathname);
    if (match) names.add(match[1]);
  });
  return names;
}

test('a material page loads no code for the 404 page, the comment form or the speed menu; the menu loads when used', async ({ page }) => {
  const problems = watchConsole(page);
  const chunks = chunksOf(page);
  await page.goto('/ru/materials/shabbat', { waitUntil: 'networkidle' });
  expect(chunks).toContain('MaterialPage');
  for (const unused of ['NotFoundPage', 'CommentForm', 'AudioSpeedMenu', 'TextField']) expect(chunks, unused).not.toContain(unused);

  // The comments a visitor sees are there (prompt to sign in), the speed menu opens on its first press.
  await expect(page.getByRole('heading', { name: 'Комментарии' })).toBeVisible();
  const speed = page.getByTestId('audio-speed');
  await speed.click();
  const menu = page.getByRole('menu', { name: 'Скорость воспроизведения' });
  await expect(menu).toBeVisible();
  expect(chunks).toContain('AudioSpeedMenu');
  await menu.getByRole('menuitemradio', { name: '1,5×' }).click();
  await expect(speed).toHaveText('1,5×');
  expect(problems).toEqual([]);
});

test("a course page loads no code for the author's popover until its button is used", async ({ page }) => {
  const chunks = chunksOf(page);
  await page.goto('/ru/courses/autumn-holidays', { waitUntil: 'networkidle' });
  expect(chunks).toContain('CoursePage');
  for (const unused of ['NotFoundPage', 'CourseAuthorPopover', 'CommentForm', 'Popper']) expect(chunks, unused).not.toContain(unused);
  await page.getByRole('button', { name: /^Об авторе/ }).click();
  await expect(page.getByRole('dialog', { name: /^Об авторе/ })).toContainText('Мария Левина');
  expect(chunks).toContain('CourseAuthorPopover');
});

test('a signed-in reader gets the comment form (its code loads then) and can send', async ({ page, request }) => {
  const reader = await newReader(request, 'firstload');
  const chunks = chunksOf(page);
  await signInBrowser(page, reader.token, '/ru/materials/shabbat');
  const field = page.getByRole('textbox', { name: 'Ваш комментарий' });
  await expect(field).toBeVisible();
  expect(chunks).toContain('CommentForm');
});

for (const [path, search] of [
  ['/ru/materials/no-such-material', 'Поиск по сайту'],
  ['/en/da-for-educators', 'Search the site'],
] as const) {
  test(`a 404 inside a page (${path}): rendered by the server, hydrated with its code preloaded, and its search works`, async ({ page }) => {
    const problems = watchConsole(page);
    const html = await (await page.request.get(path)).text();
    // The server renders the whole 404 page and preloads its chunk.
    expect(html).toMatch(/data-testid="not-found"/);
    expect(html).toMatch(/\/assets\/NotFoundPage-[\w-]{8}\.js/);
    const response = await page.goto(path, { waitUntil: 'networkidle' });
    expect(response?.status()).toBe(404);
    const main = page.locator('main');
    await main.getByRole('searchbox', { name: search }).fill('shabbat');
    await main.getByRole('button', { name: search.startsWith('П') ? 'Найти' : 'Search' }).click();
    await expect(page).toHaveURL(/\/search\?search=shabbat/);
    // The browser's own 404 answer is the one console error such a page has.
    expect(problems.filter((problem) => !/status of 404/.test(problem))).toEqual([]);
  });
}
