import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import sharp from 'sharp';
import { demoToken } from './readers';

/**
 * The editorial console (/admin) in a real Chromium against the real server: the first admin comes from
 * ADMIN_EMAIL/ADMIN_PASSWORD (playwright.config.ts). Each change made in the console is checked where the public
 * site shows it.
 */
const ADMIN = { email: 'team@e2e.test', password: 'TeamAnswers2026' };
const stamp = Date.now().toString(36);

async function signInConsole(page: Page) {
  await page.goto('/admin/login');
  await page.locator('input[name="username"]').fill(ADMIN.email);
  await page.locator('input[name="password"]').fill(ADMIN.password);
  await page.locator('button[type="submit"]').click();
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page).toHaveURL(/\/admin\/?$/);
}

/** A new reader with a token (the public sign-up). */
async function newReader(request: APIRequestContext, tag: string) {
  const email = `reader-${tag}-${stamp}@e2e.test`;
  const answer = await request.post('/api/register', {
    data: { email, password: 'Shalom2026', password_confirmation: 'Shalom2026', name: `Reader ${tag}`, surname: 'E2e' },
  });
  expect(answer.ok()).toBe(true);
  const body = (await answer.json()) as { token: string; user: { id: number } };
  return { email, token: body.token, id: body.user.id, headers: { Authorization: `Bearer ${body.token}` } };
}

test('the console asks for a sign-in and is its own page: the public site never loads its code', async ({ page }) => {
  const scripts: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'script') scripts.push(new URL(request.url()).pathname);
  });
  await page.goto('/ru');
  await page.waitForLoadState('networkidle');
  expect(scripts.some((path) => /\/assets\/admin-/.test(path))).toBe(false);

  const response = await page.goto('/admin/materials');
  expect(response?.headers()['cache-control']).toBe('no-cache');
  await expect(page).toHaveURL(/\/admin\/login$/);
  await expect(page.locator('input[name="password"]')).toBeVisible();
});

test('a reader without a console role is told there is no access', async ({ page, request }) => {
  const reader = await newReader(request, 'noaccess');
  await page.goto('/admin/login');
  await page.locator('input[name="username"]').fill(reader.email);
  await page.locator('input[name="password"]').fill('Shalom2026');
  await page.locator('button[type="submit"]').click();
  await expect(page.getByTestId('no-access')).toBeVisible();
  await expect(page.getByRole('menuitem', { name: /materials/i })).toHaveCount(0);
});

test('create and publish a material with a chapter and a cover; it is on the public site', async ({ page }) => {
  await signInConsole(page);
  const title = `Console material ${stamp}`;
  const slug = `console-material-${stamp}`;

  await page.goto('/admin/materials/create');
  await page.locator('input[name="title"]').fill(title);
  await page.locator('input[name="slug"]').fill(slug);
  await page.locator('input[name="time"]').fill('7');
  await page.locator('input[name="author"]').fill('Editorial team');
  await page.locator('textarea[name="description"]').fill('Written in the console by the e2e test.');
  await page.locator('input[name="published"]').check();

  const cover = await sharp({ create: { width: 640, height: 480, channels: 3, background: '#1F4E79' } }).png().toBuffer();
  const uploaded = page.waitForResponse((r) => r.url().endsWith('/api/admin/uploads') && r.request().method() === 'POST');
  await page.locator('input[type="file"]').first().setInputFiles({ name: 'cover.png', mimeType: 'image/png', buffer: cover });

  await page.locator('.RaSimpleFormIterator-add button, button.button-add').first().click();
  await page.locator('input[name="chapters.0.title"]').fill('The first chapter');
  await page.locator('.ProseMirror').first().click();
  await page.keyboard.type('The chapter text, written in the rich text editor.');

  const created = page.waitForResponse((r) => r.url().endsWith('/api/admin/materials') && r.request().method() === 'POST');
  await page.getByRole('button', { name: /save/i }).click();
  expect((await uploaded).status()).toBe(201);
  const response = await created;
  expect(response.status()).toBe(201);
  const record = (await response.json()) as { id: number; preview: string; published: boolean; chapters: { title: string; content: string }[] };
  expect(record.published).toBe(true);
  expect(record.preview).toMatch(/^uploads\//);
  expect(record.chapters).toHaveLength(1);
  expect(record.chapters[0].content).toContain('rich text editor');
  await expect(page).toHaveURL(new RegExp(`/admin/materials/${record.id}$`));

  await page.goto(`/ru/materials/${slug}`);
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
  await expect(page.getByText('The chapter text, written in the rich text editor.')).toBeVisible();
});

test('hide a comment in the console: it leaves the public comments', async ({ page, request }) => {
  // Commenting needs a confirmed e-mail: the demo reader has one.
  const reader = { headers: { Authorization: `Bearer ${await demoToken(request)}` } };
  const text = `A comment to hide ${stamp}`;
  const list = await request.get('/api/materials?lang=ru');
  const slug = ((await list.json()) as { slug: string }[])[0].slug;
  const posted = await request.post(`/api/materials/${slug}`, { headers: reader.headers, data: { content: text } });
  expect(posted.status(), await posted.text()).toBeLessThan(300);
  const publicComments = async () =>
    ((await (await request.get(`/api/materials/${slug}/comments?lang=ru`)).json()) as { comments: { content: string }[] }).comments.map((c) => c.content);
  expect(await publicComments()).toContain(text);

  await signInConsole(page);
  await page.goto('/admin/comments');
  const row = page.locator('tr', { hasText: text });
  await expect(row).toBeVisible();
  const hidden = page.waitForResponse((r) => /\/api\/admin\/comments\/\d+$/.test(r.url()) && r.request().method() === 'PUT');
  await row.getByRole('button', { name: /^hide$/i }).click();
  expect((await hidden).status()).toBe(200);
  await expect(row.getByRole('button', { name: /show again/i })).toBeVisible();
  await expect.poll(publicComments).not.toContain(text);
});

test('answer a chat in the console: the reader sees the reply', async ({ page, request }) => {
  const reader = await newReader(request, 'chat');
  const question = `How do I find the course? ${stamp}`;
  const asked = await request.post('/api/user/chat', { headers: reader.headers, data: { text: question } });
  expect(asked.ok()).toBe(true);

  await signInConsole(page);
  await page.goto('/admin/chats');
  const row = page.locator('tr', { hasText: reader.email });
  await expect(row).toBeVisible();
  await expect(row).toContainText(/waiting/i);
  await row.click();
  await expect(page.getByTestId('chat-thread')).toContainText(question);

  const answer = `Open Courses in the menu, ${stamp}.`;
  await page.getByLabel(/your answer/i).fill(answer);
  const replied = page.waitForResponse((r) => r.url().endsWith(`/api/admin/chats/${reader.id}/messages`) && r.request().method() === 'POST');
  await page.getByRole('button', { name: /^send$/i }).click();
  expect((await replied).status()).toBe(201);
  await expect(page.getByTestId('chat-thread')).toContainText(answer);

  const thread = (await (await request.get('/api/user/chat', { headers: reader.headers })).json()) as { messages: { text: string }[] };
  expect(thread.messages.map((m) => m.text)).toContain(answer);
});

test('grant educator access from a questionnaire: the reader gets card_access 1', async ({ page, request }) => {
  const reader = await newReader(request, 'educator');
  const saved = await request.post('/api/user/questionary', {
    headers: reader.headers,
    data: { role: 'teacher', organisation: `School ${stamp}`, city: 'Haifa', subjects: ['history'], usage: 'Lessons' },
  });
  expect(saved.ok()).toBe(true);
  const cardAccess = async () => ((await (await request.get('/api/user', { headers: reader.headers })).json()) as { user: { card_access: number } }).user.card_access;
  expect(await cardAccess()).toBe(0);

  await signInConsole(page);
  await page.goto('/admin/questionnaires');
  const row = page.locator('tr', { hasText: reader.email });
  await expect(row).toBeVisible();
  const granted = page.waitForResponse((r) => r.url().endsWith(`/api/admin/users/${reader.id}`) && r.request().method() === 'PUT');
  await row.getByRole('button', { name: /grant educator access/i }).click();
  expect((await granted).status()).toBe(200);
  await expect(row).toContainText(/has access/i);
  expect(await cardAccess()).toBe(1);
});
