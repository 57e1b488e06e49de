import { expect, test } from '@playwright/test';

for (const [locale, search, submit, popular] of [
  ['ru', 'Поиск по сайту', 'Найти', 'Популярные материалы'],
  ['en', 'Search the site', 'Search', 'Popular materials'],
] as const) {
  test(`${locale}: the 404 page offers search and the popular materials besides home`, async ({ page }) => {
    const response = await page.goto(`/${locale}/no-such-page`);
    expect(response?.status()).toBe(404);
    const main = page.locator('main');
    await expect(main.getByRole('link', { name: locale === 'ru' ? 'На главную' : 'Back to Home' })).toBeVisible();
    await expect(main.getByRole('heading', { name: popular })).toBeVisible();
    // Rendered by the server with the popular materials already in it.
    const html = await (await page.request.get(`/${locale}/no-such-page`)).text();
    expect(html).toMatch(/data-testid="popular-preview"/);

    await main.getByRole('searchbox', { name: search }).fill(locale === 'ru' ? 'шаббат' : 'shabbat');
    await main.getByRole('button', { name: submit }).click();
    await expect(page).toHaveURL(new RegExp(`/${locale}/search\\?search=`));
    await expect(page.getByRole('heading', { level: 1 })).toContainText(locale === 'ru' ? 'шаббат' : 'shabbat');
  });
}
