import { expect, test, type Page } from '@playwright/test';

/**
 * What the HTML checkers of issue 19 found in the pages' structure, as a reader's assistive technology meets it:
 * each landmark named apart, headings without a skipped level, no <section> without a heading, a range slider
 * that does not repeat its min and max in ARIA. (npm run check:site runs axe and html-validate on every page.)
 */
const headingLevels = (page: Page) =>
  page.locator('main h1, main h2, main h3, main h4, main h5, main h6').evaluateAll((hs) => hs.map((h) => Number(h.tagName[1])));

for (const path of ['/ru', '/en', '/ru/materials', '/en/courses', '/ru/tag-search']) {
  test(`${path}: named landmarks, headings in order, every section with a heading`, async ({ page }) => {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    const navs = page.getByRole('contentinfo').getByRole('navigation');
    expect(await navs.count()).toBe(2);
    const names = await navs.evaluateAll((els) => els.map((el) => el.getAttribute('aria-label')));
    expect(names.every(Boolean), names.join(', ')).toBe(true);
    expect(new Set(names).size).toBe(names.length);
    const levels = await headingLevels(page);
    expect(levels[0]).toBe(1);
    levels.forEach((level, i) => i > 0 && expect(level, `heading ${i + 1} of ${levels.join(',')}`).toBeLessThanOrEqual(levels[i - 1] + 1));
    const unnamedSections = await page
      .locator('main section')
      .evaluateAll((els) => els.filter((el) => !el.querySelector('h1,h2,h3,h4,h5,h6') && !el.getAttribute('aria-label')).length);
    expect(unnamedSections).toBe(0);
    // The preloader's bar is drawn only: no progressbar without a value to announce.
    expect(await page.locator('[role="progressbar"][aria-hidden="true"]').count()).toBe(0);
  });
}

test('the course cards name their facts with text before the list, not an ARIA name on it', async ({ page }) => {
  await page.goto('/ru/courses');
  const card = page.getByTestId('course-card').first();
  const facts = card.getByRole('list');
  await expect(facts).toBeVisible();
  expect(await facts.evaluate((ul) => [ul.getAttribute('aria-label'), ul.getAttribute('aria-labelledby')])).toEqual([null, null]);
  expect(await facts.evaluate((ul) => ul.previousElementSibling?.textContent)).toBe('Объём курса');
});

test("the audio player's position slider says its range with min and max only", async ({ page }) => {
  for (const path of ['/ru/materials/shabbat', '/en/materials/shabbat']) {
    await page.goto(path);
    const slider = page.getByTestId('audio-player').getByRole('slider');
    await expect(slider).toBeEnabled();
    await expect(slider).toHaveAttribute('type', 'range');
    await expect(slider).toHaveAttribute('min', '0');
    await expect(slider).toHaveAttribute('max', /^\d+(\.\d+)?$/);
    expect(await slider.getAttribute('aria-valuemin')).toBeNull();
    expect(await slider.getAttribute('aria-valuemax')).toBeNull();
  }
});
