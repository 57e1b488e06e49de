import { expect, test, type Page } from '@playwright/test';
import { demoToken, storeInBrowser } from './readers';
import { watchListCalls } from './visitor';

const PAGE_SIZE = 11;

async function scrollToEnd(page: Page, calls: { count: number }[]) {
  for (let i = 0; i < 20; i += 1) {
    const before = calls.length;
    await page.mouse.wheel(0, 20_000);
    await page.waitForTimeout(400);
    if (calls.length === before && calls.at(-1) && calls.at(-1)!.count < PAGE_SIZE) return;
  }
}

test('a stored token is checked on start-up: a rejected one is removed, a valid one kept', async ({ page, request }) => {
  await storeInBrowser(page, { token: 'not-a-real-token' });
  const rejected = page.waitForResponse((r) => r.url().endsWith('/api/user'));
  await page.goto('/ru');
  expect((await rejected).status()).toBe(401);
  await expect.poll(() => page.evaluate(() => localStorage.getItem('token'))).toBeNull();

  const token = await demoToken(request);
  await page.evaluate((value) => localStorage.setItem('token', value), token);
  const accepted = page.waitForResponse((r) => r.url().endsWith('/api/user'));
  await page.reload();
  const response = await accepted;
  expect(response.status()).toBe(200);
  expect(response.request().headers()['authorization']).toBe(`Bearer ${token}`);
  expect(response.request().headers()['x-requested-with']).toBe('XMLHttpRequest');
  expect(await page.evaluate(() => localStorage.getItem('token'))).toBe(token);
});

test('the empty path and an unknown locale lead to /ru', async ({ page }) => {
  await page.goto('/');
  await expect(page).toHaveURL(/\/ru$/);
  await page.goto('/de/materials');
  await expect(page).toHaveURL(/\/ru$/);
});

test('the materials list loads pages of 11 while scrolling and stops on a short page', async ({ page, request }) => {
  const calls = watchListCalls(page, '/api/materials');
  await page.goto('/ru/materials');
  await expect(page.getByRole('heading', { level: 1, name: 'Материалы' })).toBeVisible();
  // Page 0 comes with the server-rendered page; scrolling asks for page 1 onwards.
  await expect(page.getByTestId('material-card')).toHaveCount(PAGE_SIZE);
  await page.mouse.wheel(0, 20_000);
  await expect.poll(() => calls.length).toBeGreaterThan(0);
  expect(calls[0].query.get('page')).toBe('1');
  expect(calls[0].query.get('per_page')).toBe(String(PAGE_SIZE));
  expect(calls[0].query.get('lang')).toBe('ru');
  expect(calls[0].query.get('filterBy')).toBe('date');
  expect(calls[0].query.get('orderBy')).toBe('0');

  await scrollToEnd(page, calls);
  const total = ((await (await request.get('/api/materials?lang=ru&per_page=50')).json()) as unknown[]).length;
  expect(calls.map((c) => Number(c.query.get('page')))).toEqual(calls.map((_, i) => i + 1));
  expect(PAGE_SIZE + calls.reduce((sum, c) => sum + c.count, 0)).toBe(total);
  expect(calls.at(-1)!.count).toBeLessThan(PAGE_SIZE);
  const settled = calls.length;
  await page.mouse.wheel(0, 20_000);
  await page.waitForTimeout(500);
  expect(calls.length).toBe(settled);
});

test('choosing a tag, the sort or the direction reloads the list from page 0', async ({ page }) => {
  const calls = watchListCalls(page, '/api/materials');
  await page.goto('/ru/materials');
  await expect(page.getByTestId('material-card').first()).toBeVisible();

  await page.getByRole('button', { name: 'Фильтр по тегам' }).click();
  await page.getByRole('button', { name: 'Праздники', exact: true }).click();
  await expect(page).toHaveURL(/tags=\d+/);
  await expect.poll(() => calls.at(-1)?.query.get('tags')).toMatch(/^\[\d+\]$/);
  expect(calls.at(-1)!.query.get('page')).toBe('0');
  const cards = page.getByTestId('material-card');
  await expect(cards.first()).toBeVisible();
  for (const card of await cards.all()) await expect(card.getByText('Праздники', { exact: true })).toBeVisible();

  // The choice lives in the address: the radio shows it once the navigation has rendered.
  await page.getByRole('radio', { name: 'По популярности' }).click();
  await expect(page.getByRole('radio', { name: 'По популярности' })).toBeChecked();
  await expect.poll(() => calls.at(-1)?.query.get('filterBy')).toBe('popular');
  expect(calls.at(-1)!.query.get('page')).toBe('0');

  await page.getByRole('checkbox', { name: 'В обратном порядке' }).click();
  await expect(page.getByRole('checkbox', { name: 'В обратном порядке' })).toBeChecked();
  await expect.poll(() => calls.at(-1)?.query.get('orderBy')).toBe('1');
  expect(calls.at(-1)!.query.get('page')).toBe('0');
  await expect(page).toHaveURL(/sort=popular/);
  await expect(page).toHaveURL(/reversed=1/);
});

test('a material opens from its card, at the top, with chapters and anchors', async ({ page, request }) => {
  await page.goto('/ru/materials');
  const card = page.getByTestId('material-card').first();
  const title = await card.getByRole('heading').innerText();
  await page.mouse.wheel(0, 600);
  await card.getByRole('link').click();
  await expect(page).toHaveURL(/\/ru\/materials\/[a-z0-9-]+$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(title);
  expect(await page.evaluate(() => window.scrollY)).toBe(0);
  // The newest material may be one another test just published: its contents list one link per chapter.
  const slug = new URL(page.url()).pathname.split('/').pop()!;
  const { chapters } = (await (await request.get(`/api/materials/${slug}?lang=ru`)).json()) as { chapters: unknown[] };
  const contents = page.getByRole('navigation', { name: 'Содержание' }).getByRole('link');
  await expect(contents).toHaveCount(chapters.length);
  const last = contents.nth(chapters.length - 1);
  const href = await last.getAttribute('href');
  expect(href).toMatch(/^#material-content\d+$/);
  await last.click();
  await expect(page).toHaveURL(new RegExp(`${href}$`));
  await expect(page.locator(href!)).toBeInViewport();
  await expect(page.getByText(/\d+ минут/).first()).toBeVisible();
});

test('a material with audio has a player whose recording the server serves', async ({ page, request }) => {
  await page.goto('/ru/materials/shabbat');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  const src = await page.locator('audio').getAttribute('src');
  expect(src).toBe('/storage/audio/shabbat.ru.ogg');
  const audio = await request.get(src!);
  expect(audio.status()).toBe(200);
  expect((await audio.body()).length).toBeGreaterThan(10_000);
});

test('a material opened with a chapter anchor scrolls to that chapter', async ({ page, request }) => {
  const material = (await (await request.get('/api/materials/shabbat?lang=en')).json()) as { chapters: { id: number }[] };
  const anchor = `#material-content${material.chapters[3].id}`;
  await page.goto(`/en/materials/shabbat${anchor}`);
  await expect(page.locator(anchor)).toBeInViewport();
});

test('an unknown material and an unknown path show the 404 page', async ({ page }) => {
  await page.goto('/ru/materials/no-such-material');
  await expect(page.getByRole('heading', { name: 'Ошибка 404' })).toBeVisible();
  await page.goto('/en/some/unknown/path');
  await expect(page.getByRole('heading', { name: 'Error 404' })).toBeVisible();
  await page.getByRole('link', { name: 'Back to Home' }).click();
  await expect(page).toHaveURL(/\/en$/);
});

test('the locale switch reloads the same page in the other language', async ({ page }) => {
  await page.goto('/ru/materials?sort=popular');
  await expect(page.getByRole('heading', { level: 1, name: 'Материалы' })).toBeVisible();
  await page.getByRole('link', { name: 'EN', exact: true }).click();
  await expect(page).toHaveURL(/\/en\/materials\?sort=popular$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Materials' })).toBeVisible();
  await expect(page.getByRole('radio', { name: 'By popularity' })).toBeChecked();
  expect(await page.evaluate(() => document.documentElement.lang)).toBe('en');
});

test('the materials list and a material fit a phone screen @phone', async ({ page }) => {
  for (const path of ['/ru/materials', '/ru/materials/shabbat', '/en', '/ru/nothing']) {
    await page.goto(path);
    await page.waitForLoadState('networkidle');
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow, path).toBeLessThanOrEqual(0);
  }
  await page.goto('/ru/materials');
  await page.getByRole('button', { name: 'Открыть меню' }).click();
  await page.getByRole('presentation').getByRole('link', { name: 'Материалы' }).click();
  await expect(page).toHaveURL(/\/ru\/materials$/);
});

test('the server serves hashed assets with long cache headers and pages with history fallback', async ({ request }) => {
  const html = await request.get('/ru/materials/shabbat');
  expect(html.status()).toBe(200);
  expect(html.headers()['cache-control']).toBe('no-cache');
  const asset = /src="(\/assets\/[^"]+\.js)"/.exec(await html.text())![1];
  const js = await request.get(asset);
  expect(js.status()).toBe(200);
  expect(js.headers()['cache-control']).toContain('immutable');
  const cover = await request.get('/storage/covers/materials/shabbat-preview.webp');
  expect(cover.status()).toBe(200);
  expect(cover.headers()['content-type']).toBe('image/webp');
});
