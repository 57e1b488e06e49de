import { expect, test, type Locator, type Page } from '@playwright/test';

/**
 * The next page at once (issue 20, src/app/prefetch.ts): the page a link leads to has its code (the route's chunk)
 * and its first paint's data (the route's `prefetch`) fetched on hover, focus or touch, and for cards in view once
 * the reader is reading; after the click it is drawn from the cache, without asking the API for that data again.
 */

/** Every request of the page, by path (and query), in order. */
function watchRequests(page: Page) {
  const requests: string[] = [];
  page.on('request', (request) => {
    const url = new URL(request.url());
    requests.push(url.pathname + url.search);
  });
  return {
    requests,
    count: (pattern: RegExp) => requests.filter((path) => pattern.test(path)).length,
  };
}

/** The path of a card's link (the card's first anchor: its title and picture). */
const cardLink = (card: Locator) => card.locator('a').first();

/** Opens `path` and waits until the app has hydrated (the start preloader goes 200 ms after) and the network is quiet. */
async function open(page: Page, path: string) {
  await page.goto(path, { waitUntil: 'networkidle' });
  await expect(page.getByTestId('preloader')).toHaveCount(0);
}

/**
 * Rests the pointer on `target` until `done()` (the app's listeners are there only once it has hydrated, which
 * networkidle does not promise on a busy machine: the pointer leaves and comes back until they answer).
 */
async function hoverUntil(page: Page, target: Locator, done: () => boolean) {
  await expect(async () => {
    await page.mouse.move(0, 0);
    await target.hover();
    await expect.poll(done, { timeout: 1500 }).toBe(true);
  }).toPass({ timeout: 15_000 });
}

/**
 * A finger's tap as a phone sends it: down, 80 ms, up (Chromium makes it a click). Playwright's tap() lifts the
 * finger at once, which no reader does: the time between touch and click is what a touch's prefetch gains.
 */
async function fingerTap(page: Page, target: Locator) {
  await target.scrollIntoViewIfNeeded();
  const box = (await target.boundingBox())!;
  const point = { x: box.x + box.width / 2, y: box.y + Math.min(box.height / 2, 60) };
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Input.dispatchTouchEvent', { type: 'touchStart', touchPoints: [point] });
  await page.waitForTimeout(80);
  await cdp.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] });
  await cdp.detach();
}

/** The courses list on screen, and its first page asked for only once: by the prefetch, before the press. */
async function expectCoursesOpened(page: Page, asked: () => number) {
  await expect(page.getByRole('heading', { level: 1, name: 'Курсы' })).toBeVisible();
  await expect(page.getByTestId('course-card').first()).toBeVisible();
  await page.waitForLoadState('networkidle');
  expect(asked(), 'the first page of courses was asked for once, before the press').toBe(1);
}

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

test('a material card hovered on the home page: its chunk and data come before the click, and the page opens without asking again', async ({ page }) => {
  const watch = watchRequests(page);
  await open(page, '/ru');
  const card = page.getByTestId('material-card').first();
  const href = (await cardLink(card).getAttribute('href'))!;
  const slug = href.split('/').pop()!;
  const material = new RegExp(`^/api/materials/${escape(slug)}\\?`);
  const comments = new RegExp(`^/api/materials/${escape(slug)}/comments\\?`);
  expect(watch.count(/\/assets\/MaterialPage-[^/]+\.js$/)).toBe(0);
  expect(watch.count(material)).toBe(0);

  await hoverUntil(page, cardLink(card), () => watch.count(material) === 1);
  await expect.poll(() => watch.count(/\/assets\/MaterialPage-[^/]+\.js$/)).toBe(1);
  await expect.poll(() => watch.count(comments)).toBe(1);

  const title = (await card.getByRole('heading').innerText()).trim();
  await cardLink(card).click();
  await expect(page).toHaveURL(new RegExp(`${escape(href)}$`));
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
  await page.waitForLoadState('networkidle');
  expect(watch.count(material), 'the material was asked for once, before the click').toBe(1);
  expect(watch.count(comments), 'its comments too').toBe(1);
  expect(watch.count(/\/assets\/MaterialPage-[^/]+\.js$/)).toBe(1);
});

test("a menu item hovered: the list page's chunk and first page come before the click; the list opens without asking again", async ({ page }) => {
  const watch = watchRequests(page);
  await open(page, '/ru/materials/shabbat');
  const courses = /^\/api\/courses\?/;
  const menuItem = page.getByRole('banner').getByRole('link', { name: 'Курсы', exact: true });
  expect(watch.count(courses)).toBe(0);
  await hoverUntil(page, menuItem, () => watch.count(courses) === 1);
  await expect.poll(() => watch.count(/\/assets\/CoursesPage-[^/]+\.js$/)).toBe(1);

  await menuItem.click();
  await expectCoursesOpened(page, () => watch.count(courses));
});

test('keyboard: a focused link is prefetched; the new page starts at the top with focus in it, Back restores the place and the focus', async ({ page }) => {
  const watch = watchRequests(page);
  await open(page, '/ru/materials');
  const card = page.getByTestId('material-card').nth(8);
  const link = cardLink(card);
  const slug = (await link.getAttribute('href'))!.split('/').pop()!;
  const material = new RegExp(`^/api/materials/${escape(slug)}\\?`);
  await expect(async () => {
    await page.locator('body').focus();
    await link.focus();
    await expect.poll(() => watch.count(material), { timeout: 1500 }).toBe(1);
  }).toPass({ timeout: 15_000 });
  const scrolled = await page.evaluate(() => window.scrollY);
  expect(scrolled).toBeGreaterThan(300);

  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(new RegExp(`/ru/materials/${escape(slug)}$`));
  // The address may change before React commits the new page (a transition): until then the list, still scrolled,
  // is what the page shows (in a full run at load 14 the check came in between).
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.locator('main')).toBeFocused();
  expect(watch.count(material)).toBe(1);

  await page.goBack();
  await expect(page).toHaveURL(/\/ru\/materials$/);
  await expect(link).toBeFocused();
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(scrolled - 50);
  expect(Math.abs((await page.evaluate(() => window.scrollY)) - scrolled)).toBeLessThan(50);
});

test('a card tapped on a phone: the touch starts its page, the page shares its request @phone', async ({ page }) => {
  const watch = watchRequests(page);
  await open(page, '/ru/materials');
  const card = page.getByTestId('material-card').first();
  const slug = (await cardLink(card).getAttribute('href'))!.split('/').pop()!;
  const material = new RegExp(`^/api/materials/${escape(slug)}\\?`);
  expect(watch.count(material)).toBe(0);
  const title = (await card.getByRole('heading').innerText()).trim();
  await page.evaluate(() => {
    const w = window as unknown as { clickedAt?: number };
    addEventListener('click', (event) => (w.clickedAt ??= event.timeStamp), true);
  });
  await fingerTap(page, cardLink(card));
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
  await page.waitForLoadState('networkidle');
  expect(watch.count(material), 'one request for the material: the one the touch started, which the page waited for').toBe(1);
  // The page's code was asked for by the touch, before the click event (the router asks after it); its data needs
  // the code (the route's module names its queries), and the page's hook then waited for the prefetch's request.
  const [askedAt, clickedAt] = await page.evaluate(() => {
    const entry = performance.getEntriesByType('resource').find((resource) => /\/assets\/MaterialPage-[^/]+\.js$/.test(resource.name));
    return [entry?.startTime ?? Infinity, (window as unknown as { clickedAt: number }).clickedAt];
  });
  expect(askedAt).toBeLessThan(clickedAt);
});

test('cards a reader has in view on a phone are fetched before any touch, and open without asking again @phone', async ({ page }) => {
  const watch = watchRequests(page);
  await open(page, '/ru/materials');
  const card = page.getByTestId('material-card').nth(2);
  const slug = (await cardLink(card).getAttribute('href'))!.split('/').pop()!;
  const material = new RegExp(`^/api/materials/${escape(slug)}\\?`);
  // Nobody has read yet: nothing fetched for the cards in view.
  await page.waitForTimeout(1000);
  expect(watch.count(/^\/api\/materials\/[^/?]+\?/)).toBe(0);
  // The reader scrolls the third card into view and stays a moment.
  await expect(async () => {
    await page.mouse.wheel(0, 10);
    await card.scrollIntoViewIfNeeded();
    await expect.poll(() => watch.count(material), { timeout: 2000 }).toBe(1);
  }).toPass({ timeout: 15_000 });

  const title = (await card.getByRole('heading').innerText()).trim();
  await cardLink(card).tap();
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
  await page.waitForLoadState('networkidle');
  expect(watch.count(material)).toBe(1);
});

test("the phone's opened menu: its sections' pages are fetched while the reader looks, and open without asking again @phone", async ({ page }) => {
  const watch = watchRequests(page);
  await open(page, '/ru/materials/shabbat');
  const courses = /^\/api\/courses\?/;
  await page.waitForTimeout(1000);
  expect(watch.count(courses)).toBe(0);
  await page.getByRole('button', { name: 'Открыть меню' }).click();
  const item = page.getByRole('presentation').getByRole('link', { name: 'Курсы', exact: true });
  await expect(item).toBeVisible();
  await expect.poll(() => watch.count(courses), { timeout: 5000 }).toBe(1);
  await expect.poll(() => watch.count(/\/assets\/CoursesPage-[^/]+\.js$/)).toBe(1);

  await item.tap();
  await expectCoursesOpened(page, () => watch.count(courses));
});

test.describe('with the data saver on', () => {
  test.beforeEach(async ({ page }) => {
    await page.addInitScript(() => Object.defineProperty(navigator, 'connection', { value: { saveData: true, effectiveType: '4g' } }));
  });

  test('hover and cards in view fetch nothing; a click opens the page as before', async ({ page }) => {
    const watch = watchRequests(page);
    await open(page, '/ru');
    const card = page.getByTestId('material-card').first();
    const href = (await cardLink(card).getAttribute('href'))!;
    await page.mouse.wheel(0, 200);
    await cardLink(card).hover();
    await page.waitForTimeout(1500);
    expect(watch.count(/\/assets\/MaterialPage-[^/]+\.js$/)).toBe(0);
    expect(watch.count(/^\/api\/materials\/[^/?]+(\/comments)?\?/)).toBe(0);
    await cardLink(card).click();
    await expect(page).toHaveURL(new RegExp(`${escape(href)}$`));
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  });
});

test("a course's Next: the next material at once (no request: the course has it), scrolled to, with focus on its title", async ({ page, request }) => {
  const [first] = (await (await request.get('/api/courses?lang=ru&per_page=1&filterBy=popular')).json()) as { slug: string }[];
  const course = (await (await request.get(`/api/courses/${first.slug}?lang=ru`)).json()) as { materials: { title: string }[] };
  expect(course.materials.length).toBeGreaterThan(1);
  const watch = watchRequests(page);
  await open(page, `/ru/courses/${first.slug}`);
  const title = page.locator('#course-reading-title');
  await expect(title).toHaveText(course.materials[0].title);
  const before = watch.requests.length;
  await page.getByRole('button', { name: /^Следующий материал/ }).click();
  await expect(title).toHaveText(course.materials[1].title);
  await expect(title).toBeFocused();
  await expect(title).toBeInViewport();
  // Nothing is asked for the material: the course's answer has its chapters.
  expect(watch.requests.slice(before).filter((path) => path.startsWith('/api/materials/'))).toEqual([]);
});
