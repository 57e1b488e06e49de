import { expect, test, type Page } from '@playwright/test';
import { newReader, signInBrowser } from './readers';

/**
 * A like is remembered (issue 19, item 1): after a like and a reload the heart is pressed and the count includes the
 * like (the page is cached the same for everyone; the reader's own like is asked after it loads), for a visitor in
 * the same browser, and for a signed-in reader on another device too.
 */
const likeButton = (page: Page) => page.getByTestId('like-button');

async function expectLiked(page: Page, count: number) {
  await expect(likeButton(page)).toHaveAttribute('aria-pressed', 'true');
  await expect(likeButton(page)).toContainText(String(count));
}

test('ru, visitor: a material liked stays liked after a reload, with its count', async ({ page, request }) => {
  const [material] = (await (await request.get('/api/materials?lang=ru&per_page=1')).json()) as { slug: string }[];
  await page.goto(`/ru/materials/${material.slug}`);
  await expect(likeButton(page)).toHaveAttribute('aria-pressed', 'false');
  const before = Number((await likeButton(page).innerText()).replace(/\D/g, ''));
  const liked = page.waitForResponse((r) => r.url().includes('/increase-likes') && r.ok());
  await likeButton(page).click();
  await liked;
  await expectLiked(page, before + 1);

  await page.reload();
  await expectLiked(page, before + 1);
  // Pressed, it likes no more.
  let sent = 0;
  page.on('request', (r) => {
    if (r.url().includes('/increase-likes')) sent += 1;
  });
  await likeButton(page).click({ force: true });
  await page.waitForTimeout(300);
  expect(sent).toBe(0);
});

test('en, signed in: a course liked on one device is liked on another; a visitor there has not liked it', async ({ browser, request }) => {
  const [course] = (await (await request.get('/api/courses?lang=en&per_page=1')).json()) as { slug: string }[];
  const reader = await newReader(request, 'liker');
  const phone = await browser.newContext({ viewport: { width: 375, height: 812 } });
  const laptop = await browser.newContext();
  try {
    const onPhone = await phone.newPage();
    await signInBrowser(onPhone, reader.token, `/en/courses/${course.slug}`);
    await expect(likeButton(onPhone)).toHaveAttribute('aria-pressed', 'false');
    const before = Number((await likeButton(onPhone).innerText()).replace(/\D/g, ''));
    await likeButton(onPhone).click();
    await expectLiked(onPhone, before + 1);

    const onLaptop = await laptop.newPage();
    await onLaptop.goto(`/en/courses/${course.slug}`);
    // Signed out on the laptop: this browser never liked the course.
    await expect(likeButton(onLaptop)).toHaveAttribute('aria-pressed', 'false');
    await expect(likeButton(onLaptop)).toContainText(String(before + 1));
    const login = (await (await request.post('/api/login', { data: { email: reader.email, password: 'Shalom2026' } })).json()) as { token: string };
    await signInBrowser(onLaptop, login.token, `/en/courses/${course.slug}`);
    await expectLiked(onLaptop, before + 1);
  } finally {
    await phone.close();
    await laptop.close();
  }
});
