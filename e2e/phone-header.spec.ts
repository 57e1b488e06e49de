import { expect, test } from '@playwright/test';

/**
 * The phone header signed out (issue 19): the mark keeps its 32 px, the name is never cut ("Евре…"): it shows
 * whole, on one or two lines, or not at all where even two lines do not fit; nothing overflows the bar.
 */
for (const width of [320, 360, 375, 414]) {
  for (const locale of ['ru', 'en'] as const) {
    test(`@phone ${locale} at ${width} px: the logo at full size and the site's name not cut`, async ({ page }) => {
      await page.setViewportSize({ width, height: 800 });
      await page.goto(`/${locale}`);
      const brand = page.locator('header a[title]').first();
      const mark = brand.locator('svg');
      await expect(mark).toBeVisible();
      expect((await mark.boundingBox())!.width).toBe(32);
      const name = await brand.locator('span').evaluate((span) => ({
        shown: getComputedStyle(span).display !== 'none',
        cut: span.scrollWidth > span.clientWidth + 1 || span.scrollHeight > span.clientHeight + 1,
        lines: Math.round(span.getBoundingClientRect().height / parseFloat(getComputedStyle(span).lineHeight)),
      }));
      if (name.shown) {
        expect(name.cut).toBe(false);
        expect(name.lines).toBeLessThanOrEqual(2);
      }
      if (width >= 414) expect(name.shown).toBe(true);
      // The bar's controls all fit: none is pushed off the right edge.
      const right = await page.locator('header').getByRole('button', { name: locale === 'ru' ? 'Войти' : 'Log in' }).boundingBox();
      expect(right!.x + right!.width).toBeLessThanOrEqual(width);
    });
  }
}
