import { expect, test, type Page } from '@playwright/test';
import { isReadersOwnCall, watchConsole } from './visitor';

/** Holds back the app's code (the entry's last step, src/app/start.tsx) until the returned function is called. */
async function holdAppCode(page: Page): Promise<() => void> {
  let release!: () => void;
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\/assets\/start-[\w-]+\.js$/, async (route) => {
    await held;
    await route.continue();
  });
  return release;
}

test.describe('without JavaScript, the server-rendered page is readable', () => {
  test.use({ javaScriptEnabled: false });

  test('the home page', async ({ page }) => {
    await page.goto('/ru');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Еврейская культура: открытая школа');
    expect(await page.getByTestId('material-card').count()).toBeGreaterThanOrEqual(4);
    await expect(page).toHaveTitle(/Еврейская культура/);
  });

  test('the first page of the materials list, with its filter and sort', async ({ page }) => {
    await page.goto('/en/materials');
    await expect(page.getByRole('heading', { level: 1, name: 'Materials' })).toBeVisible();
    await expect(page.getByTestId('material-card')).toHaveCount(11);
    await expect(page.getByRole('radio', { name: 'By date' })).toBeChecked();
  });

  test('a material with its chapters and its contents', async ({ page }) => {
    await page.goto('/ru/materials/shabbat');
    await expect(page.getByRole('heading', { level: 1, name: 'Шаббат — остров во времени' })).toBeVisible();
    const chapters = page.locator('[id^="material-content"]');
    expect(await chapters.count()).toBeGreaterThanOrEqual(3);
    await expect(page.getByRole('link', { name: /^1\. / }).first()).toHaveAttribute('href', /#material-content\d+/);
    await expect(page.locator('main')).toContainText('Шаббат');
  });

  test('a course with its contents', async ({ page, request }) => {
    const [course] = (await (await request.get('/api/courses?lang=ru&per_page=1&filterBy=popular')).json()) as { slug: string; title: string }[];
    const response = await page.goto(`/ru/courses/${course.slug}`);
    expect(response?.status()).toBe(200);
    await expect(page.getByRole('heading', { level: 1, name: course.title })).toBeVisible();
    await expect(page.locator('main')).toContainText(course.title);
  });

  test('an unknown address is the 404 page with status 404', async ({ page }) => {
    const response = await page.goto('/ru/no-such-page');
    expect(response?.status()).toBe(404);
    await expect(page.getByText('404').first()).toBeVisible();
  });
});

test.describe('with JavaScript, the browser takes over the rendered page', () => {
  for (const path of ['/ru', '/en', '/ru/materials', '/en/materials', '/ru/materials/shabbat', '/en/materials/shabbat']) {
    test(`${path}: no console error, no hydration warning, no second fetch of the page's data`, async ({ page }) => {
      const problems = watchConsole(page);
      const apiCalls: string[] = [];
      page.on('request', (request) => {
        if (new URL(request.url()).pathname.startsWith('/api/')) apiCalls.push(request.url());
      });
      await page.goto(path, { waitUntil: 'networkidle' });
      // The first paint's data came with the page: nothing is fetched again on load (but the reader's own like).
      expect(apiCalls.filter((url) => !isReadersOwnCall(url))).toEqual([]);
      // Hydrated: a client-side navigation works without a reload.
      await page.evaluate(() => ((window as unknown as { __marker: number }).__marker = 1));
      await page.getByRole('link', { name: /^(Материалы|Materials)$/ }).first().click();
      await expect(page).toHaveURL(/\/(ru|en)\/materials$/);
      expect(await page.evaluate(() => (window as unknown as { __marker?: number }).__marker)).toBe(1);
      expect(problems).toEqual([]);
    });
  }

  test('the page is painted before the app starts, and a button pressed meanwhile is pressed again once it has', async ({ page }) => {
    // The app's code (the entry's dynamic import) is held back until the reader has pressed "Войти".
    const release = await holdAppCode(page);
    await page.goto('/ru/materials', { waitUntil: 'domcontentloaded' });
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await page.getByRole('banner').getByRole('button', { name: 'Войти' }).click();
    await expect(page.getByTestId('login-modal')).toHaveCount(0);
    release();
    await expect(page.getByTestId('login-modal')).toBeVisible();
  });

  test('a share link clicked before the app starts opens its page at once and is counted once the app has started', async ({ page, context }) => {
    const release = await holdAppCode(page);
    const shares: string[] = [];
    page.on('request', (request) => {
      if (request.url().includes('/increase-share')) shares.push(new URL(request.url()).pathname);
    });
    await page.goto('/ru/materials/purim', { waitUntil: 'domcontentloaded' });
    const popup = context.waitForEvent('page');
    await page.getByRole('link', { name: 'Поделиться в Twitter' }).click();
    await (await popup).close();
    expect(shares).toEqual([]);
    release();
    await expect.poll(() => shares).toEqual(['/api/materials/purim/increase-share']);
    // The link is not followed a second time.
    await page.waitForTimeout(300);
    expect(context.pages()).toHaveLength(1);
  });

  test('text typed into the search field before the app starts is searched for once it has', async ({ page }) => {
    const release = await holdAppCode(page);
    await page.goto('/ru', { waitUntil: 'domcontentloaded' });
    await page.locator('header').getByRole('combobox', { name: 'Поиск по сайту' }).fill('шаббат');
    release();
    const results = page.locator('header').getByRole('region', { name: 'Результаты поиска' });
    await expect(results.getByRole('group', { name: 'Материалы' })).toBeVisible();
  });

  test("the app's code is fetched once the page has been painted, not before", async ({ page }) => {
    await page.goto('/ru/materials', { waitUntil: 'networkidle' });
    // The head asks for none of it: its module preloads wait in an inert template.
    expect(await page.evaluate(() => document.querySelectorAll('head > template#app-preloads').length)).toBe(1);
    // Paint and Resource Timing, in the page's own clock.
    const timing = await page.evaluate(() => ({
      painted: performance.getEntriesByName('first-contentful-paint')[0]?.startTime,
      appAskedFor: (performance.getEntriesByType('resource') as PerformanceResourceTiming[]).find((entry) =>
        /\/assets\/react-[\w-]+\.js$/.test(entry.name),
      )?.startTime,
    }));
    expect(timing.painted).toBeGreaterThan(0);
    expect(timing.appAskedFor).toBeGreaterThanOrEqual(timing.painted!);
    // …and the app still took over the page.
    await page.getByRole('banner').getByRole('button', { name: 'Войти' }).click();
    await expect(page.getByTestId('login-modal')).toBeVisible();
  });

  test('scripts and styles are sent compressed and cached for a year', async ({ page, request }) => {
    const html = await (await request.get('/ru/materials')).text();
    const script = /<script type="module" crossorigin src="([^"]+)"/.exec(html)![1];
    const asset = await request.get(script, { headers: { 'Accept-Encoding': 'br, gzip' } });
    expect(asset.headers()['content-encoding']).toBe('br');
    expect(asset.headers()['cache-control']).toBe('public, max-age=31536000, immutable');
    const pageResponse = await page.goto('/ru/materials');
    expect(pageResponse?.headers()['content-encoding']).toMatch(/br|gzip/);
  });
});
