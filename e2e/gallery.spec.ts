import { expect, test } from '@playwright/test';
import { expectHydratedWithoutRefetch, expectNoHorizontalOverflow } from './visitor';

test('the virtual gallery: works with their details; a click opens the larger picture', async ({ page, request }) => {
  const items = (await (await request.get('/api/gallery?lang=ru')).json()) as { title: string; author: string | null; image: string }[];
  await page.goto('/ru/virtual-gallery');
  await expect(page.getByRole('heading', { level: 1, name: 'Виртуальная галерея' })).toBeVisible();
  await expect(page.locator('main article')).toHaveCount(items.length);
  const first = page.locator('main article').first();
  await expect(first.getByRole('heading', { name: items[0].title })).toBeVisible();
  if (items[0].author) await expect(first).toContainText(items[0].author);
  await expect(first.locator('img')).toHaveAttribute('width', /\d+/);
  await first.getByRole('button').click();
  // The lightbox holds the neighbouring works too: the current slide's picture.
  const popupImage = page.getByRole('dialog').locator('.yarl__slide_current img');
  await expect(popupImage).toHaveAttribute('src', new RegExp(`full_${items[0].image.split('/').pop()}`));
  await expect.poll(() => popupImage.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
  await page.keyboard.press('Escape');
  await expect(page.getByRole('dialog')).toHaveCount(0);
});

test('the ashkenazi table: the dishes with time and ingredients', async ({ page, request }) => {
  const dishes = (await (await request.get('/api/ashkenazi-table?lang=ru')).json()) as { title: string; ingredients: string[] }[];
  await page.goto('/ru/ashkenazi-table');
  await expect(page.getByRole('heading', { level: 1, name: 'Ашкеназский стол' })).toBeVisible();
  await expect(page.locator('main article')).toHaveCount(dishes.length);
  const first = page.locator('main article').first();
  await expect(first.getByRole('heading', { name: dishes[0].title })).toBeVisible();
  await expect(first.getByRole('listitem')).toHaveCount(dishes[0].ingredients.length);
});

test('under /en both are the 404 page with status 404', async ({ page }) => {
  for (const path of ['/en/virtual-gallery', '/en/ashkenazi-table']) {
    const response = await page.goto(path);
    expect(response?.status(), path).toBe(404);
    await expect(page.getByRole('heading', { name: 'Error 404' })).toBeVisible();
  }
});

test('both pages come with their data and hydrate without a console error', async ({ page }) => {
  for (const path of ['/ru/virtual-gallery', '/ru/ashkenazi-table']) await expectHydratedWithoutRefetch(page, path);
});

test('@phone the gallery and the table fit a phone', async ({ page }) => {
  for (const path of ['/ru/virtual-gallery', '/ru/ashkenazi-table']) {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expectNoHorizontalOverflow(page, path);
  }
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('the server renders the works and the dishes', async ({ page }) => {
    await page.goto('/ru/virtual-gallery');
    await expect(page.locator('main article').first().getByRole('heading', { level: 3 })).toBeVisible();
    await page.goto('/ru/ashkenazi-table');
    await expect(page.locator('main article').first().getByRole('heading', { level: 3 })).toBeVisible();
  });
});
