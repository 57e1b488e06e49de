import { expect, test, type APIRequestContext } from '@playwright/test';
import { newReader, PASSWORD, signInBrowser } from './readers';

/**
 * The hashtags landing for an approved educator (issue 19, item 3): card_access 1 goes straight into the tool on the
 * Russian site; the English landing says the tool is in Russian only and offers it to an educator instead of
 * asking them to apply. Access is granted as the site team does, through the console's API.
 */
async function educator(request: APIRequestContext) {
  const reader = await newReader(request, 'educator');
  const admin = (await (await request.post('/api/login', { data: { email: 'team@e2e.test', password: 'TeamAnswers2026' } })).json()) as { token: string };
  const granted = await request.put(`/api/admin/users/${reader.id}`, {
    headers: { Authorization: `Bearer ${admin.token}` },
    data: { card_access: 1 },
  });
  expect(granted.ok()).toBe(true);
  return reader;
}

test('ru: an approved educator on /ru/hashtags-landing goes straight into the tool', async ({ page, request }) => {
  const reader = await educator(request);
  await signInBrowser(page, reader.token, '/ru/hashtags-landing');
  await expect(page).toHaveURL(/\/ru\/da-for-educators$/);
  await expect(page.getByRole('button', { name: 'Поиск материалов' })).toBeVisible();
  await expect(page.getByText('Заполнить анкету')).toHaveCount(0);
});

test('en: the landing says the tool is Russian-only; an approved educator is offered the tool, not the questionnaire', async ({ page, request }) => {
  await page.goto('/en/hashtags-landing');
  await expect(page.getByTestId('russian-only')).toHaveText(
    'The tool is in Russian only: its hashtags and the materials it finds are those of the Russian site.',
  );
  await expect(page.getByRole('button', { name: 'Register' })).toBeVisible();

  const reader = await educator(request);
  await signInBrowser(page, reader.token, '/en/hashtags-landing');
  const open = page.getByRole('link', { name: 'Open the tool (in Russian)' });
  await expect(open).toHaveAttribute('href', '/ru/da-for-educators');
  await expect(page.getByRole('link', { name: 'Fill in the questionnaire' })).toHaveCount(0);
  await expect(page.getByTestId('russian-only')).toBeVisible();
  await open.click();
  await expect(page).toHaveURL(/\/ru\/da-for-educators$/);
  await expect(page.getByRole('button', { name: 'Поиск материалов' })).toBeVisible();
});

test('ru: a reader without access is still invited to the questionnaire', async ({ page, request }) => {
  const reader = await newReader(request, 'noaccess');
  await signInBrowser(page, reader.token, '/ru/hashtags-landing');
  await expect(page.getByRole('link', { name: 'Заполнить анкету' })).toHaveAttribute('href', '/ru/profile/questionary');
  await expect(page).toHaveURL(/\/ru\/hashtags-landing$/);
  await expect(page.getByTestId('russian-only')).toHaveCount(0);
});

test('ru, signed out: "sign in" links to the tool, opens the login modal, and an approved educator lands in the tool', async ({ page, request }) => {
  const reader = await educator(request);
  await page.goto('/ru/hashtags-landing');
  const signIn = page.getByRole('main').getByRole('link', { name: 'У меня есть аккаунт: войти' });
  await expect(signIn).toHaveAttribute('href', '/ru/da-for-educators');
  // Before hydration the link is followed (the tool's page, which offers sign-in too): click once React handles it.
  await signIn.evaluate((link) =>
    new Promise<void>((resolve) => {
      const handled = () => Object.entries(link).some(([key, props]) => key.startsWith('__reactProps') && typeof props?.onClick === 'function');
      const wait = () => (handled() ? resolve() : setTimeout(wait, 50));
      wait();
    }),
  );
  await signIn.click();
  const modal = page.getByTestId('login-modal');
  await expect(modal).toBeVisible();
  await expect(page).toHaveURL(/\/ru\/hashtags-landing$/);
  await modal.getByLabel('Электронная почта').fill(reader.email);
  await modal.getByLabel('Пароль', { exact: true }).fill(PASSWORD);
  await modal.getByRole('button', { name: 'Войти' }).click();
  await expect(page).toHaveURL(/\/ru\/da-for-educators$/);
  await expect(page.getByRole('button', { name: 'Поиск материалов' })).toBeVisible();
});
