import { expect, type APIRequestContext, type Page } from '@playwright/test';

/** A fresh account for one test (so specs can run side by side without writing with the shared demo account). */
export const unique = () => `${Date.now()}${Math.floor(Math.random() * 1000)}`;

export const PASSWORD = 'Shalom2026';

export async function newReader(request: APIRequestContext, prefix = 'reader') {
  const email = `${prefix}${unique()}@example.org`;
  const answer = await request.post('/api/register', {
    data: { email, password: PASSWORD, password_confirmation: PASSWORD, name: 'Рут', surname: 'Леви' },
  });
  expect(answer.ok()).toBe(true);
  const body = (await answer.json()) as { token: string; user: { id: number } };
  return { email, token: body.token, id: body.user.id, auth: { Authorization: `Bearer ${body.token}` } };
}

export const profileButton = (page: Page) => page.getByRole('banner').getByRole('button', { name: /Меню профиля|Profile menu/ });

/** The token stored first (a profile page would send a visitor home), then the page. */
export async function signInBrowser(page: Page, token: string, path = '/ru') {
  await page.goto('/ru/about-project');
  await page.evaluate((value) => localStorage.setItem('token', value), token);
  await page.goto(path);
  await expect(profileButton(page)).toBeVisible();
}
