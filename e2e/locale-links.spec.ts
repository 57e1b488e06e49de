import { expect, test, type Page } from '@playwright/test';

/** The header's language switch in a page's HTML, by language. */
function servedSwitch(html: string): Record<string, string> {
  const root = html.slice(html.indexOf('<div id="root">'));
  const group = /<div[^>]*role="group"[^>]*>(.*?)<\/div>/.exec(root)?.[1] ?? '';
  return Object.fromEntries([...group.matchAll(/<a href="([^"]*)" lang="([a-z]+)"/g)].map((m) => [m[2], m[1].replace(/&amp;/g, '&')]));
}

/** The same links in the live page, once React has hydrated the header and run its effects. */
async function hydratedSwitch(page: Page): Promise<Record<string, string>> {
  const links = page.locator('[role="group"] > a[lang]');
  await page.waitForFunction(() => {
    const link = document.querySelector('[role="group"] > a[lang]');
    return !!link && Object.keys(link).some((key) => key.startsWith('__reactFiber'));
  });
  // Effects (and a transition they start) run after the hydration commit: give them their turn.
  await page.evaluate(() => new Promise((resolve) => setTimeout(resolve, 300)));
  return Object.fromEntries(await links.evaluateAll((as) => as.map((a) => [a.getAttribute('lang')!, a.getAttribute('href')!])));
}

// Issue 17, item 5: on Russian-only and untranslated pages the server's switch led to /en/… (404) while the
// hydrated one pointed elsewhere. Now both are the same, and lead to a page.
for (const path of [
  '/ru/virtual-gallery',
  '/ru/ashkenazi-table',
  '/ru/da-for-educators',
  '/ru/materials/klezmer',
  '/ru/books/articles/klezmer',
  '/ru/materials/shabbat',
  '/en/materials/shabbat',
]) {
  test(`${path}: the language switch of the server's HTML is the hydrated page's, and leads to a page`, async ({ page, request }) => {
    const served = servedSwitch(await (await request.get(path)).text());
    expect(Object.keys(served).sort()).toEqual(['en', 'ru']);
    const problems: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error' || /hydrat|did not match/i.test(message.text())) problems.push(message.text());
    });
    await page.goto(path, { waitUntil: 'networkidle' });
    expect(await hydratedSwitch(page)).toEqual(served);
    for (const href of Object.values(served)) expect((await request.get(href)).status(), href).toBe(200);
    expect(problems).toEqual([]);
  });
}

test("a mailed reset link's pin opens the modal in the browser, and neither the server's nor the hydrated switch carries it", async ({ page, request }) => {
  const path = '/ru/materials/shabbat?pin=e2e-reset-pin';
  const html = await (await request.get(path)).text();
  expect(html).not.toContain('e2e-reset-pin');
  const served = servedSwitch(html);
  const problems: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error' || /hydrat|did not match/i.test(message.text())) problems.push(message.text());
  });
  await page.goto(path, { waitUntil: 'networkidle' });
  await expect(page.getByRole('dialog')).toBeVisible();
  expect(await hydratedSwitch(page)).toEqual(served);
  expect(served.en).toBe('/en/materials/shabbat');
  expect(problems).toEqual([]);
});
