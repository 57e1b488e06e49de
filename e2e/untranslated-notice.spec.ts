import { expect, test, type Page } from '@playwright/test';
import { expectNoHorizontalOverflow, watchConsole } from './visitor';

/**
 * Issue 19, item 2: the language switch of a page that has no translation (the Russian-only educators' tool,
 * gallery and Ashkenazi table; an untranslated material) leads to the nearest section in the other language, and
 * that page says why, with a link back.
 */
const switchTo = (page: Page, code: 'EN' | 'RU') =>
  page.getByRole('group', { name: code === 'EN' ? 'Язык' : 'Language' }).getByRole('link', { name: code });

for (const [from, arrival, heading] of [
  ['/ru/virtual-gallery', '/en', /Jewish culture/i],
  ['/ru/ashkenazi-table', '/en', /Jewish culture/i],
  ['/ru/da-for-educators', '/en/hashtags-landing', /.+/],
  ['/ru/materials/klezmer', '/en/materials', /Materials/i],
] as const) {
  test(`${from}: EN leads to ${arrival}, which says the page is in Russian only and links back`, async ({ page, request }) => {
    const problems = watchConsole(page);
    await page.goto(from);
    await switchTo(page, 'EN').click();
    await expect(page).toHaveURL(new RegExp(`${arrival.replace(/\//g, '\\/')}#untranslated=`));
    expect((await request.get(arrival)).status()).toBe(200);
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(heading);
    const notice = page.getByTestId('untranslated-notice');
    await expect(notice).toContainText('is in Russian only');
    await expect(notice).toHaveAttribute('role', 'status');
    // Back to the page it came from; there no notice.
    await notice.getByRole('link', { name: 'Back to that page' }).click();
    await expect(page).toHaveURL(new RegExp(`${from}$`));
    await expect(page.getByTestId('untranslated-notice')).toHaveCount(0);
    expect(problems).toEqual([]);
  });
}

test('a page reached by the switch of a translated page, or typed in, shows no notice; the notice can be closed', async ({ page }) => {
  await page.goto('/ru/materials/shabbat');
  await switchTo(page, 'EN').click();
  await expect(page).toHaveURL(/\/en\/materials\/shabbat$/);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.getByTestId('untranslated-notice')).toHaveCount(0);
  // An address from elsewhere is not linked.
  await page.goto('/en#untranslated=https%3A%2F%2Fevil.example%2F');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.getByTestId('untranslated-notice')).toHaveCount(0);
  await page.goto('/en#untranslated=%2Fru%2Fvirtual-gallery');
  const notice = page.getByTestId('untranslated-notice');
  await expect(notice).toBeVisible();
  await notice.getByRole('button', { name: 'Close' }).click();
  await expect(notice).toHaveCount(0);
});

test('phone: the notice fits the screen, and the Russian page is one tap away @phone', async ({ page }) => {
  await page.goto('/ru/virtual-gallery');
  const href = await page.locator('a[lang="en"]').first().getAttribute('href');
  expect(href).toBe('/en#untranslated=%2Fru%2Fvirtual-gallery');
  await page.goto(href!);
  const notice = page.getByTestId('untranslated-notice');
  await expect(notice).toContainText('is in Russian only');
  await expectNoHorizontalOverflow(page, 'en home with the notice');
  const back = notice.getByRole('link', { name: 'Back to that page' });
  const box = (await back.boundingBox())!;
  expect(box.x + box.width).toBeLessThanOrEqual(375);
  await back.tap();
  await expect(page).toHaveURL(/\/ru\/virtual-gallery$/);
});
