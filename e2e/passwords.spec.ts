import { expect, test } from '@playwright/test';
import { linkParam, startMailbox, type Mailbox } from './mock-services';
import { newReader, PASSWORD, profileButton, signInBrowser, unique } from './readers';

/**
 * Passwords (issue 19, item 7): a signed-in reader changes the password in the profile (current + new, §5 rules,
 * other sessions ended); after a reset the modal says so and offers to log in; a used reset link and a used or
 * bad confirmation link say what happened and what to do, in the reader's language.
 */
let mailbox: Mailbox;
test.beforeAll(async () => {
  mailbox = await startMailbox();
});
test.afterAll(async () => {
  await mailbox?.close();
});

test('ru: the profile changes the password with the current one; the other sessions end', async ({ page, request }) => {
  const reader = await newReader(request, 'change');
  const other = (await (await request.post('/api/login', { data: { email: reader.email, password: PASSWORD } })).json()) as { token: string };
  await signInBrowser(page, reader.token, '/ru/profile/data');
  const form = page.getByRole('region', { name: 'Смена пароля' });
  const current = form.getByLabel('Текущий пароль');
  const password = form.getByLabel('Новый пароль');
  const confirmation = form.getByLabel('Повторите пароль');
  const submit = form.getByRole('button', { name: 'Сменить пароль' });

  await password.fill('short1');
  await submit.click();
  await expect(current).toHaveAccessibleDescription('Введите текущий пароль.');
  await expect(password).toHaveAccessibleDescription('Пароль должен быть длиннее 8 символов.');
  await current.fill('NotMine2026');
  await password.fill('Changed2027');
  await confirmation.fill('Changed2027');
  await submit.click();
  await expect(current).toHaveAccessibleDescription('Текущий пароль указан неверно.');
  await current.fill(PASSWORD);
  await submit.click();
  await expect(form.getByRole('status')).toHaveText('Пароль изменён. На других устройствах выполнен выход.');

  expect((await request.get('/api/user', { headers: { Authorization: `Bearer ${other.token}` } })).status()).toBe(401);
  expect((await request.get('/api/user', { headers: reader.auth })).status()).toBe(200);
  expect((await request.post('/api/login', { data: { email: reader.email, password: 'Changed2027' } })).ok()).toBe(true);
  await expect(page.getByTestId('sessions').getByRole('listitem')).toHaveCount(1);
});

test('en: the profile change shows the §5 messages in English', async ({ page, request }) => {
  const reader = await newReader(request, 'changeen');
  await signInBrowser(page, reader.token, '/en/profile/data');
  const form = page.getByRole('region', { name: 'Change password' });
  await form.getByRole('button', { name: 'Change password' }).click();
  await expect(form.getByLabel('Current password')).toHaveAccessibleDescription('Enter your current password.');
  await expect(form.getByLabel('New password')).toHaveAccessibleDescription('Enter your password.');
});

test('ru: after a reset the modal says so and offers to log in; the used link then says it is used', async ({ page, request }) => {
  const reader = await newReader(request, 'reset');
  await mailbox.waitFor(reader.email); // the confirmation mail
  const before = mailbox.messages.length;
  expect((await request.post('/api/password/forgot', { data: { email: reader.email, lang: 'ru' } })).ok()).toBe(true);
  const { link } = linkParam((await mailbox.waitFor(reader.email, before)).text, 'pin');

  await page.goto(link);
  const modal = page.getByTestId('change-password-modal');
  await modal.getByLabel('Новый пароль').fill('Reset2027x');
  await modal.getByLabel('Повторите пароль').fill('Reset2027x');
  await modal.getByRole('button', { name: 'Сохранить' }).click();
  await expect(modal.getByRole('status')).toHaveText('Пароль изменён. Войдите с новым паролем.');
  await expect(modal.getByLabel('Новый пароль')).toHaveCount(0);
  await modal.getByRole('button', { name: 'Войти', exact: true }).click();
  const login = page.getByTestId('login-modal');
  await login.getByLabel('Электронная почта').fill(reader.email);
  await login.getByLabel('Пароль', { exact: true }).fill('Reset2027x');
  await login.getByRole('button', { name: 'Войти' }).click();
  await expect(profileButton(page)).toBeVisible();

  // The same link again: the modal says at once that it is used, and offers a new one (no form to fill first).
  await page.goto(link.replace(/^https?:\/\/[^/]+/, ''));
  const again = page.getByTestId('change-password-modal');
  await expect(again.getByRole('alert')).toHaveText(
    'Ссылка для смены пароля недействительна: срок её действия истёк или она уже использована. Запросите новую ссылку.',
  );
  await expect(again.getByLabel('Новый пароль')).toHaveCount(0);
  await expect(again.getByRole('button', { name: 'Запросить новую ссылку' })).toBeVisible();
});

test('en: a bad confirmation link (signed out) says what happened and offers to log in', async ({ page }) => {
  await page.goto(`/en/courses?email-pin=not-a-real-pin-${unique()}`);
  const modal = page.getByTestId('confirm-failed-modal');
  await expect(modal.getByRole('heading', { name: 'The confirmation link does not work' })).toBeVisible();
  await expect(modal.getByRole('alert')).toHaveText('This confirmation link is invalid, has expired or was already used.');
  await expect(page).toHaveURL(/\/en\/courses$/);
  await modal.getByRole('button', { name: 'Log in' }).click();
  await expect(page.getByTestId('login-modal')).toBeVisible();
});

test('ru: a used confirmation link, signed in and unconfirmed: a new link is sent from the message; confirmed: nothing to do', async ({ page, request }) => {
  const reader = await newReader(request, 'confirm');
  const { value: pin } = linkParam((await mailbox.waitFor(reader.email)).text, 'email-pin');
  // Another link is asked, so the first one stops working.
  expect((await request.post('/api/confirm-email/resend', { headers: reader.auth })).ok()).toBe(true);
  await signInBrowser(page, reader.token, '/ru/materials');
  await page.goto(`/ru/materials?email-pin=${pin}`);
  const modal = page.getByTestId('confirm-failed-modal');
  await expect(modal.getByRole('alert')).toHaveText('Ссылка для подтверждения недействительна, устарела или уже использована.');
  await expect(modal).toContainText(`Мы можем отправить новую ссылку на ${reader.email}.`);
  const before = mailbox.messages.length;
  await modal.getByRole('button', { name: 'Отправить новую ссылку' }).click();
  await expect(modal.getByRole('status')).toHaveText(`Мы отправили новую ссылку на ${reader.email}. Откройте её в течение 48 часов.`);
  const fresh = linkParam((await mailbox.waitFor(reader.email, before)).text, 'email-pin');
  await modal.getByRole('button', { name: 'Закрыть' }).last().click();

  // The new link confirms; opened once more, it says there is nothing more to do.
  const confirmed = page.waitForResponse((r) => r.url().endsWith('/api/confirm-email') && r.request().method() === 'POST');
  await page.goto(`/ru/materials?email-pin=${fresh.value}`);
  expect((await confirmed).status()).toBe(200);
  await expect(page.getByTestId('confirm-failed-modal')).toHaveCount(0);
  await page.goto(`/ru/materials?email-pin=${fresh.value}`);
  await expect(page.getByTestId('confirm-failed-modal')).toContainText('Ваш адрес электронной почты уже подтверждён: больше ничего делать не нужно.');
});
