import { expect, test } from '@playwright/test';
import { demoToken } from './readers';
import { expectHydratedWithoutRefetch, expectNoHorizontalOverflow, watchConsole } from './visitor';

test('like: the count goes up once, the call carries the browser id, a second click does nothing', async ({ page }) => {
  const likes: { clientId?: string }[] = [];
  page.on('request', (request) => {
    if (/\/api\/materials\/\d+\/increase-likes$/.test(new URL(request.url()).pathname))
      likes.push({ clientId: request.headers()['x-client-id'] });
  });
  await page.goto('/ru/materials/hanukkah');
  const like = page.getByRole('button', { name: /^Нравится/ });
  const before = Number(await like.innerText());
  await like.click();
  await expect(like).toHaveAttribute('aria-pressed', 'true');
  await expect(like).toHaveText(String(before + 1));
  await like.click({ force: true });
  await page.waitForTimeout(300);
  expect(likes).toHaveLength(1);
  expect(likes[0].clientId).toMatch(/^[0-9a-f-]{36}$/);
});

test('share: each network link counts a share, copying shows "Link copied" for 2 s', async ({ page, context }) => {
  await context.grantPermissions(['clipboard-write']);
  // The site may only write the clipboard (Permissions-Policy clipboard-write=(self)): what it writes is recorded.
  await page.addInitScript(() => {
    const copied: string[] = [];
    (window as unknown as { copied: string[] }).copied = copied;
    const write = navigator.clipboard.writeText.bind(navigator.clipboard);
    navigator.clipboard.writeText = (text: string) => write(text).then(() => void copied.push(text));
  });
  const shares: string[] = [];
  page.on('request', (request) => {
    if (request.url().includes('/increase-share')) shares.push(new URL(request.url()).pathname);
  });
  await page.goto('/ru/materials/purim');
  const twitter = page.getByRole('link', { name: 'Поделиться в Twitter' });
  await expect(twitter).toHaveAttribute('href', /twitter\.com|x\.com/);
  await expect(twitter).toHaveAttribute('href', new RegExp(encodeURIComponent('/ru/materials/purim')));
  const popup = context.waitForEvent('page');
  await twitter.click();
  await (await popup).close();
  await expect.poll(() => shares).toEqual(['/api/materials/purim/increase-share']);
  // Timed from before the click: the note cannot go before 2 s after it (the test's own view of 'shown' may lag).
  const clickedAt = Date.now();
  await page.getByRole('button', { name: 'Скопировать ссылка' }).or(page.getByRole('button', { name: 'Скопировать ссылку' })).click();
  const note = page.getByText('Ссылка скопирована');
  await expect(note).toBeVisible();
  await expect(note).toBeHidden({ timeout: 4000 });
  expect(Date.now() - clickedAt).toBeGreaterThanOrEqual(2000);
  expect(await page.evaluate(() => (window as unknown as { copied: string[] }).copied)).toEqual([expect.stringMatching(/\/ru\/materials\/purim$/)]);
});

test('comments: 3 first then show more; a long one cut at 150 with the expand button; visitors get the prompt', async ({ page, request }) => {
  const token = await demoToken(request);
  const long = 'Очень длинный комментарий о пуриме. '.repeat(8).trim();
  for (const content of ['Первый', 'Второй', 'Третий', long]) {
    const response = await request.post('/api/materials/kashrut-basics/', {
      form: { content, lang: 'ru' },
      headers: { Authorization: `Bearer ${token}`, 'X-Requested-With': 'XMLHttpRequest' },
    });
    expect(response.ok()).toBeTruthy();
  }
  const problems = watchConsole(page);
  await page.goto('/ru/materials/kashrut-basics');
  const comments = page.getByTestId('comment');
  await expect(comments).toHaveCount(3);
  const first = comments.first();
  await expect(first).toContainText('…');
  expect((await first.innerText()).includes(long)).toBe(false);
  await first.getByRole('button', { name: 'Показать комментарий целиком' }).click();
  await expect(first).toContainText(long);
  await page.getByRole('button', { name: /Показать ещё/ }).click();
  await expect(comments).toHaveCount(4);

  // A visitor: the prompt opens the login and registration modals.
  await page.getByRole('button', { name: 'войдите' }).click();
  await expect(page.getByRole('dialog')).toContainText('Вход');
  await page.keyboard.press('Escape');
  await page.getByRole('button', { name: 'зарегистрируйтесь' }).click();
  await expect(page.getByRole('dialog')).toContainText('Регистрация');
  expect(problems).toEqual([]);
});

test('the material, its actions and comments come with the server HTML, hydrated without refetch', async ({ page }) => {
  await expectHydratedWithoutRefetch(page, '/en/materials/shabbat');
  await expect(page.getByRole('button', { name: /^Like/ })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Comments' })).toBeVisible();
});

test('a visitor bookmarking gets the login modal', async ({ page }) => {
  await page.goto('/ru/materials/shavuot');
  await page.getByTestId('material-actions').getByRole('button', { name: 'Добавить в избранное' }).click();
  await expect(page.getByRole('dialog')).toContainText('Вход');
});

test('the chapter list highlights the chapter being read (scroll spy) and links to #material-content{id}', async ({ page }) => {
  await page.goto('/ru/materials/shabbat');
  const links = page.getByRole('navigation').filter({ has: page.locator('a[href^="#material-content"]') }).locator('a');
  await expect(links.first()).toHaveAttribute('href', /^#material-content\d+$/);
  const second = links.nth(1);
  const anchor = (await second.getAttribute('href'))!;
  await second.click();
  await expect(page).toHaveURL(new RegExp(`${anchor}$`));
  await expect(second).toHaveAttribute('aria-current', 'true');
  // Scrolling back to the first chapter: it is the one being read again.
  const firstAnchor = (await links.first().getAttribute('href'))!.slice(1);
  await page.evaluate((id) => document.getElementById(id)!.scrollIntoView(), firstAnchor);
  await expect(links.first()).toHaveAttribute('aria-current', 'true');
});

test('Back from a material restores the list: its loaded pages and scroll position, no refetch', async ({ page }) => {
  const lists: string[] = [];
  page.on('request', (request) => {
    if (new URL(request.url()).pathname === '/api/materials') lists.push(request.url());
  });
  await page.goto('/ru/materials');
  for (let i = 0; i < 30 && lists.length < 2; i += 1) {
    await page.mouse.wheel(0, 3000);
    await page.waitForTimeout(300);
  }
  await expect.poll(() => lists.length).toBeGreaterThanOrEqual(2); // pages 1 and 2 after the server's page 0: page 3 loaded
  await page.waitForLoadState('networkidle');
  const cards = page.locator('main a[href^="/ru/materials/"]');
  const count = await cards.count();
  expect(count).toBeGreaterThan(22);
  await cards.nth(count - 2).scrollIntoViewIfNeeded();
  const scrollY = await page.evaluate(() => window.scrollY);
  expect(scrollY).toBeGreaterThan(1000);
  const before = lists.length;
  await cards.nth(count - 2).click();
  await expect(page).toHaveURL(/\/ru\/materials\/[a-z-]+$/);
  await page.goBack();
  await expect(page).toHaveURL(/\/ru\/materials$/);
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(scrollY - 50);
  expect(Math.abs((await page.evaluate(() => window.scrollY)) - scrollY)).toBeLessThanOrEqual(50);
  await page.waitForTimeout(500);
  expect(lists.length).toBe(before);
  await expect(cards).toHaveCount(count);
});

test('phone: the material page with its actions and comments does not stick out sideways @phone', async ({ page }) => {
  for (const path of ['/ru/materials/shabbat', '/en/materials/shabbat']) {
    await page.goto(path);
    await expect(page.getByTestId('material-actions')).toBeVisible();
    await expectNoHorizontalOverflow(page, path);
  }
});
