import { expect, test } from '@playwright/test';
import { expectHydratedWithoutRefetch, expectNoHorizontalOverflow } from './visitor';

test('home: popular block of 4 with preview and tag colour on hover, newest materials and courses, sections', async ({ page }) => {
  await expectHydratedWithoutRefetch(page, '/ru');
  const popular = page.getByRole('region', { name: 'Популярные материалы' }).or(
    page.locator('section').filter({ has: page.getByRole('heading', { name: 'Популярные материалы' }) }),
  );
  await expect(popular.first()).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Новые материалы' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Новые курсы' })).toBeVisible();
  await expect(page.locator('main a[href^="/ru/courses/"]').first()).toBeVisible();
  await page.getByTestId('home-section-books').click();
  await expect(page).toHaveURL(/\/ru\/books$/);
});

test('home in English, server-rendered', async ({ page, request }) => {
  const html = await (await request.get('/en')).text();
  expect(html).toContain('Popular materials');
  expect(html).toContain('New courses');
  await page.goto('/en');
  await expect(page.getByRole('heading', { name: 'Explore the site' })).toBeVisible();
});

test('home on a phone does not stick out sideways @phone', async ({ page }) => {
  for (const path of ['/ru', '/en']) {
    await page.goto(path);
    await page.waitForLoadState('networkidle');
    await expectNoHorizontalOverflow(page, path);
  }
});
