import { expect, type APIRequestContext, type Page } from '@playwright/test';

/** A fresh account for one test (so specs can run side by side without writing with the shared demo account). */
export const unique = () => `${Date.now()}${Math.floor(Math.random() * 1000)}`;

export const PASSWORD = 'Shalom2026';

export async function newReader(request: APIRequestContext, prefix = 'reader', surname = 'Леви') {
  const email = `${prefix}${unique()}@example.org`;
  const answer = await request.post('/api/register', {
    data: { email, password: PASSWORD, password_confirmation: PASSWORD, name: 'Рут', surname },
  });
  expect(answer.ok()).toBe(true);
  const body = (await answer.json()) as { token: string; user: { id: number } };
  return { email, token: body.token, id: body.user.id, auth: { Authorization: `Bearer ${body.token}` } };
}

/** The demo account's token (demo@example.org: email confirmed, an educator). */
export async function demoToken(request: APIRequestContext): Promise<string> {
  const login = await request.post('/api/login', { data: { email: 'demo@example.org', password: 'shalom2024' } });
  expect(login.status()).toBe(200);
  return ((await login.json()) as { token: string }).token;
}

/**
 * Stores entries (the token, …) in the site's localStorage for the pages the test opens next. They are written from
 * /robots.txt, a plain-text page of the same origin: no app page is loaded and hydrated only to reach its storage.
 */
export async function storeInBrowser(page: Page, entries: Record<string, string>) {
  await page.goto('/robots.txt');
  await page.evaluate((items) => {
    for (const [key, value] of Object.entries(items)) localStorage.setItem(key, value);
  }, entries);
}

export const profileButton = (page: Page) => page.getByRole('banner').getByRole('button', { name: /Меню профиля|Profile menu/ });

/** The token stored first (a profile page would send a visitor home), then the page. */
export async function signInBrowser(page: Page, token: string, path = '/ru') {
  await storeInBrowser(page, { token });
  await page.goto(path);
  await expect(profileButton(page)).toBeVisible();
}
