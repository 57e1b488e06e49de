import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { demoToken, profileButton, storeInBrowser } from './readers';
import { watchConsole, watchListCalls } from './visitor';

const PAGE_SIZE = 12;

interface CourseDetail {
  id: number;
  slug: string;
  title: string;
  materials: { id: number; title: string; chapters: { id: number; title: string }[] }[];
}

/** POST /api/user/add-to-{active,archive} calls of a page, with their material_id. */
function watchProgress(page: Page) {
  const calls: { kind: string; materialId: number }[] = [];
  page.on('request', (request) => {
    const match = /\/api\/user\/add-to-(active|archive)$/.exec(new URL(request.url()).pathname);
    if (!match || request.method() !== 'POST') return;
    calls.push({ kind: match[1], materialId: Number(new URLSearchParams(request.postData() ?? '').get('material_id')) });
  });
  return calls;
}

async function course(request: APIRequestContext, slug: string, lang = 'ru') {
  return (await (await request.get(`/api/courses/${slug}?lang=${lang}`)).json()) as CourseDetail;
}

const contents = (page: Page) => page.getByTestId('course-contents-list');
const contentsItem = (page: Page, index: number) => contents(page).locator(':scope > li').nth(index).getByRole('button');
const nextButton = (page: Page) => page.getByRole('button', { name: /Следующий материал|Next material/ });

test.describe('courses list', () => {
  test('loads pages of 12 while scrolling and stops on a short page', async ({ page, request }) => {
    const calls = watchListCalls(page, '/api/courses');
    await page.goto('/ru/courses');
    await expect(page.getByRole('heading', { level: 1, name: 'Курсы' })).toBeVisible();
    await expect(page.getByTestId('course-card')).toHaveCount(PAGE_SIZE);
    const total = ((await (await request.get('/api/courses?lang=ru&per_page=50')).json()) as unknown[]).length;
    expect(total).toBeGreaterThan(PAGE_SIZE);
    for (let i = 0; i < 10 && (calls.length === 0 || calls.at(-1)!.count === PAGE_SIZE); i += 1) {
      await page.mouse.wheel(0, 20_000);
      await page.waitForTimeout(400);
    }
    expect(calls[0].query.get('page')).toBe('1');
    expect(calls[0].query.get('per_page')).toBe(String(PAGE_SIZE));
    expect(calls[0].query.get('lang')).toBe('ru');
    await expect(page.getByTestId('course-card')).toHaveCount(total);
    const settled = calls.length;
    await page.mouse.wheel(0, 20_000);
    await page.waitForTimeout(500);
    expect(calls.length).toBe(settled);
  });

  test('a tag, the sort or the direction reloads the list from page 0', async ({ page }) => {
    const calls = watchListCalls(page, '/api/courses');
    await page.goto('/ru/courses');
    await page.getByRole('button', { name: 'Фильтр по тегам' }).click();
    await page.getByRole('button', { name: 'Праздники', exact: true }).click();
    await expect.poll(() => calls.length).toBeGreaterThan(0);
    expect(calls.at(-1)!.query.get('page')).toBe('0');
    expect(JSON.parse(calls.at(-1)!.query.get('tags')!)).toEqual([1]);
    await expect(page).toHaveURL(/tags=1/);
    const cards = page.getByTestId('course-card');
    await expect(cards.first()).toBeVisible();
    expect(await cards.count()).toBe(calls.at(-1)!.count);

    const before = calls.length;
    // The choice lives in the address: the radio shows it once the navigation has rendered.
    await page.getByRole('radio', { name: 'По популярности' }).click();
    await expect(page.getByRole('radio', { name: 'По популярности' })).toBeChecked();
    await expect.poll(() => calls.length).toBeGreaterThan(before);
    expect(calls.at(-1)!.query.get('page')).toBe('0');
    expect(calls.at(-1)!.query.get('filterBy')).toBe('popular');

    const beforeOrder = calls.length;
    await page.getByRole('checkbox', { name: 'В обратном порядке' }).click();
    await expect(page.getByRole('checkbox', { name: 'В обратном порядке' })).toBeChecked();
    await expect.poll(() => calls.length).toBeGreaterThan(beforeOrder);
    expect(calls.at(-1)!.query.get('page')).toBe('0');
    expect(calls.at(-1)!.query.get('orderBy')).toBe('1');
  });

  test('in English; a visitor\'s bookmark opens the login modal and sends nothing', async ({ page }) => {
    const favourites: string[] = [];
    page.on('request', (r) => {
      if (r.url().includes('/api/favorite/')) favourites.push(r.url());
    });
    await page.goto('/en/courses');
    await expect(page.getByRole('heading', { level: 1, name: 'Courses' })).toBeVisible();
    await expect(page.getByTestId('course-card')).toHaveCount(PAGE_SIZE);
    await page.getByTestId('course-card').first().getByRole('button', { name: 'Add to favourites' }).click();
    await expect(page.getByRole('dialog')).toBeVisible();
    expect(favourites).toEqual([]);
  });
});

test.describe('course page', () => {
  test('is rendered on the server with its head, and 404 for an unknown slug', async ({ request }) => {
    const html = await (await request.get('/ru/courses/autumn-holidays')).text();
    expect(html).toContain('<title>Еврейский год осенью');
    expect(html).toContain('"@type":"Course"');
    expect(html).toContain('"@type":"BreadcrumbList"');
    expect(html).toContain('Рош ха-Шана — голова года');
    // The translation is the alternate (hreflang); a course without one has none (spec §9: the switch goes up).
    expect(html).toMatch(/<link rel="alternate" hreflang="en" href="[^"]*\/en\/courses\/autumn-holidays"/);
    const ruOnly = await (await request.get('/ru/courses/yiddish-culture')).text();
    expect(ruOnly).not.toContain('hreflang="en"');
    expect((await request.get('/ru/courses/no-such-course')).status()).toBe(404);
    expect((await request.get('/en/courses/autumn-holidays')).status()).toBe(200);
  });

  test('reading rules: next marks the previous viewed, a contents item activates, the active one toggles', async ({
    page,
    request,
  }) => {
    const errors = watchConsole(page);
    const data = await course(request, 'autumn-holidays');
    await page.goto('/ru/courses/autumn-holidays');
    await expect(page.getByRole('heading', { level: 1, name: data.title })).toBeVisible();
    // Index 0 is active and open, with its chapters listed and read.
    await expect(contentsItem(page, 0)).toHaveAttribute('aria-current', 'step');
    await expect(contentsItem(page, 0)).toHaveAttribute('aria-expanded', 'true');
    await expect(page.getByTestId('course-material').getByRole('heading', { level: 2 })).toHaveText(data.materials[0].title);
    await expect(page.getByTestId('viewed-mark')).toHaveCount(0);

    // Clicking the active item closes it, clicking again opens it.
    await contentsItem(page, 0).click();
    await expect(contentsItem(page, 0)).toHaveAttribute('aria-expanded', 'false');
    await contentsItem(page, 0).click();
    await expect(contentsItem(page, 0)).toHaveAttribute('aria-expanded', 'true');

    // 'next' moves on and marks the previous one viewed.
    await nextButton(page).click();
    await expect(contentsItem(page, 1)).toHaveAttribute('aria-current', 'step');
    await expect(page.getByTestId('course-material').getByRole('heading', { level: 2 })).toHaveText(data.materials[1].title);
    await expect(contents(page).locator(':scope > li').nth(0).getByTestId('viewed-mark')).toBeVisible();

    // A contents item activates its material (without marking anything viewed).
    const last = data.materials.length - 1;
    await contentsItem(page, last).click();
    await expect(contentsItem(page, last)).toHaveAttribute('aria-current', 'step');
    await expect(page.getByTestId('course-material').getByRole('heading', { level: 2 })).toHaveText(data.materials[last].title);
    await expect(page.getByTestId('viewed-mark')).toHaveCount(1);
    // No 'next' on the last material.
    await expect(nextButton(page)).toHaveCount(0);
    // The author's popover opens beside its button from 576 px on (spec §9).
    await page.getByRole('button', { name: /Об авторе/ }).click();
    await expect(page.getByRole('dialog', { name: /Об авторе/ })).toHaveAttribute('data-placement', 'side');
    expect(errors).toEqual([]);
  });

  test('a visitor resumes where they stopped after a reload, without a hydration warning', async ({ page, request }) => {
    const data = await course(request, 'jewish-life-cycle');
    await page.goto('/ru/courses/jewish-life-cycle');
    await nextButton(page).click();
    await expect(contentsItem(page, 1)).toHaveAttribute('aria-current', 'step');
    const errors = watchConsole(page);
    await page.reload();
    await expect(contentsItem(page, 1)).toHaveAttribute('aria-current', 'step');
    await expect(page.getByTestId('course-material').getByRole('heading', { level: 2 })).toHaveText(data.materials[1].title);
    await expect(page.getByTestId('course-resumed')).toBeVisible();
    await expect(contents(page).locator(':scope > li').nth(0).getByTestId('viewed-mark')).toBeVisible();
    expect(errors).toEqual([]);
    // 'Start from the beginning' goes back to the first material.
    await page.getByRole('button', { name: 'Начать сначала' }).click();
    await expect(contentsItem(page, 0)).toHaveAttribute('aria-current', 'step');
  });

  test('a signed-in reader: the first material goes to active on open, the left one to archive on next, and the place is kept on the server', async ({
    page,
    request,
  }) => {
    const token = await demoToken(request);
    const data = await course(request, 'sephardic-heritage');
    const calls = watchProgress(page);
    await storeInBrowser(page, { token });
    await page.goto('/ru/courses/sephardic-heritage');
    await expect.poll(() => calls).toEqual([{ kind: 'active', materialId: data.materials[0].id }]);

    await nextButton(page).click();
    await expect(contentsItem(page, 1)).toHaveAttribute('aria-current', 'step');
    await expect
      .poll(() => calls.slice(1))
      .toEqual([
        { kind: 'archive', materialId: data.materials[0].id },
        { kind: 'active', materialId: data.materials[1].id },
      ]);

    // Another browser (no local storage) with the same account opens the course at the second material.
    await page.evaluate(() => Object.keys(localStorage).filter((key) => key.startsWith('course-reading:')).forEach((key) => localStorage.removeItem(key)));
    await page.reload();
    await expect(contentsItem(page, 1)).toHaveAttribute('aria-current', 'step');
    await expect(contents(page).locator(':scope > li').nth(0).getByTestId('viewed-mark')).toBeVisible();
  });

  test('like counts once; the copy link shows "Link copied"; visitors are asked to sign in to comment', async ({ page, context }) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    await page.goto('/en/courses/hebrew-first-steps');
    const like = page.getByTestId('like-button');
    const before = Number(await like.textContent());
    const liked = page.waitForResponse((r) => /\/api\/courses\/\d+\/increase-likes$/.test(r.url()));
    await like.click();
    expect((await liked).status()).toBe(200);
    await expect(like).toHaveAttribute('aria-pressed', 'true');
    await expect(like).toHaveText(String(before + 1));
    // Once liked it cannot be liked again in this view.
    await expect(like).toHaveAttribute('aria-disabled', 'true');

    const shared = page.waitForRequest((r) => r.url().endsWith('/api/courses/hebrew-first-steps/increase-share'));
    await page.getByRole('button', { name: 'Copy link' }).click();
    await shared;
    await expect(page.getByText('Link copied')).toBeVisible();
    await expect(page.getByText('Link copied')).toHaveCount(0, { timeout: 4000 });

    await expect(page.getByText(/sign up.*log in/i)).toBeVisible();
  });
});

test('a signed-in reader bookmarks a course and posts a comment', async ({ page, request }) => {
  const token = await demoToken(request);
  await storeInBrowser(page, { token });
  await page.goto('/en/courses/around-the-shabbat-table');
  // Signed in once the current-user call has answered (before that a bookmark asks a visitor to log in).
  await expect(profileButton(page)).toBeVisible();
  const bookmark = page.getByRole('button', { name: 'Add to favourites' });
  const added = page.waitForResponse((r) => /\/api\/favorite\/\d+\/add$/.test(r.url()));
  await bookmark.click();
  expect((await added).status()).toBe(200);
  await expect(page.getByRole('button', { name: 'Remove from favourites' })).toBeVisible();

  const text = `A comment from the e2e test ${Date.now()}`;
  await page.getByRole('textbox').last().fill(text);
  const posted = page.waitForResponse((r) => r.url().endsWith('/api/courses/around-the-shabbat-table/') && r.request().method() === 'POST');
  await page.getByRole('button', { name: 'Send' }).click();
  expect((await posted).status()).toBe(200);
  // Among the comments (until the form is emptied the text is in its input too, which a page-wide getByText meets).
  await expect(page.getByTestId('comment').filter({ hasText: text })).toBeVisible();
  await expect(page.getByRole('textbox').last()).toHaveValue('');
});

test.describe('phone', () => {
  for (const locale of ['ru', 'en']) {
    test(`@phone the list and a course fit a phone (${locale}); the contents open with the toggle`, async ({ page }) => {
      await page.goto(`/${locale}/courses`);
      await expect(page.getByTestId('course-card').first()).toBeVisible();
      expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBeLessThanOrEqual(0);
      await page.goto(`/${locale}/courses/autumn-holidays`);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBeLessThanOrEqual(0);
      // The author's popover opens below its button under 576 px (spec §9).
      await page.getByRole('button', { name: /Об авторе|About the author/ }).click();
      await expect(page.getByRole('dialog', { name: /Об авторе|About the author/ })).toHaveAttribute('data-placement', 'below');
      await page.keyboard.press('Escape');
      await expect(contents(page)).toBeHidden();
      await page.getByRole('button', { name: /Показать содержание курса|Show course contents/ }).click();
      await expect(contents(page)).toBeVisible();
      await nextButton(page).click();
      await expect(contentsItem(page, 1)).toHaveAttribute('aria-current', 'step');
    });
  }
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });
  test('the course list and a course page are readable', async ({ page }) => {
    await page.goto('/ru/courses');
    await expect(page.getByTestId('course-card')).toHaveCount(PAGE_SIZE);
    await page.goto('/ru/courses/autumn-holidays');
    await expect(page.getByTestId('course-material').getByRole('heading', { level: 2 })).toHaveText('Рош ха-Шана — голова года');
  });
});
