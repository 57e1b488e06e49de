import { expect, test, type Page } from '@playwright/test';

/** The outline of the focused element, as the browser draws it. */
const outlineOfFocused = (page: Page) =>
  page.evaluate(() => {
    const el = document.activeElement as HTMLElement;
    const style = getComputedStyle(el);
    return { style: style.outlineStyle, width: parseFloat(style.outlineWidth), text: el.textContent?.trim() ?? '' };
  });

/** Tabs until the focused element matches, at most `max` times. */
async function tabTo(page: Page, matches: (el: { text: string; label: string | null }) => boolean, max = 40) {
  for (let i = 0; i < max; i++) {
    await page.keyboard.press('Tab');
    const el = await page.evaluate(() => {
      const active = document.activeElement as HTMLElement;
      return { text: active.textContent?.trim() ?? '', label: active.getAttribute('aria-label') };
    });
    if (matches(el)) return;
  }
  throw new Error('The control was not reached with Tab.');
}

for (const [locale, skip, main] of [
  ['ru', 'Перейти к содержанию', 'Популярные материалы'],
  ['en', 'Skip to content', 'Popular materials'],
] as const) {
  test(`${locale}: the first Tab shows the skip link, Enter moves focus past the header (WCAG 2.4.1)`, async ({ page }) => {
    await page.goto(`/${locale}`);
    const link = page.getByRole('link', { name: skip });
    await expect(link).not.toBeInViewport();
    await page.keyboard.press('Tab');
    await expect(link).toBeFocused();
    await expect(link).toBeInViewport();
    await page.keyboard.press('Enter');
    await expect(page.locator('main')).toBeFocused();
    // The next Tab goes into the page, not back into the header.
    await page.keyboard.press('Tab');
    expect(await page.evaluate(() => Boolean(document.activeElement?.closest('main')))).toBe(true);
    await expect(page.getByRole('heading', { name: main })).toBeVisible();
  });
}

test('every control reached with Tab shows a focus ring: nav links, the locale switch, like, share, bookmark, play (WCAG 2.4.7)', async ({ page }) => {
  await page.goto('/ru');
  await tabTo(page, (el) => el.text === 'Курсы');
  expect(await outlineOfFocused(page)).toMatchObject({ style: 'solid', width: 2 });
  await tabTo(page, (el) => el.text === 'EN');
  expect(await outlineOfFocused(page)).toMatchObject({ style: 'solid', width: 2 });

  await page.goto('/ru/materials/shabbat');
  await expect(page.getByTestId('audio-player')).toBeVisible();
  for (const name of [/^Нравится/, 'Скопировать ссылку', 'Добавить в избранное', 'Воспроизвести']) {
    const control = page.getByRole('button', { name }).first();
    await expect(control, String(name)).toBeVisible();
    // Focus by script counts as keyboard focus (:focus-visible) after a key press.
    await page.keyboard.press('Shift');
    await control.focus();
    const ring = await control.evaluate((el) => ({ style: getComputedStyle(el).outlineStyle, width: parseFloat(getComputedStyle(el).outlineWidth) }));
    expect(ring, String(name)).toMatchObject({ style: 'solid', width: 2 });
  }
});

test('a control focused under the sticky header is scrolled clear of it (WCAG 2.4.11)', async ({ page }) => {
  await page.goto('/ru/materials');
  await page.evaluate(() => window.scrollTo(0, 600));
  const padding = await page.evaluate(() => getComputedStyle(document.documentElement).scrollPaddingTop);
  expect(parseFloat(padding)).toBeGreaterThanOrEqual(64);
});
