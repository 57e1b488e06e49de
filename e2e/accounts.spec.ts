import { expect, test, type Page } from '@playwright/test';
import { linkParam, startMailbox, startProvider, type Mailbox, type Provider } from './mock-services';
import { demoToken, profileButton, storeInBrowser, unique } from './readers';
import { watchConsole } from './visitor';

/**
 * The accounts' flows from the interface alone, against the real server with a real SMTP server's mailbox and a
 * local OpenID Connect provider (e2e/mock-services.ts): registration with the mailed confirmation, sign-in through
 * the modal, forgot/reset password with every §5 message, Google and Facebook sign-in, /logout.
 */
let mailbox: Mailbox;
let provider: Provider;
test.beforeAll(async () => {
  mailbox = await startMailbox();
  provider = await startProvider();
});
test.afterAll(async () => {
  await mailbox?.close();
  await provider?.stop();
});

const header = (page: Page) => page.getByRole('banner');

async function openLogin(page: Page) {
  await header(page).getByRole('button', { name: 'Войти' }).click();
  const modal = page.getByTestId('login-modal');
  await expect(modal).toBeVisible();
  return modal;
}

async function logInThroughModal(page: Page, email: string, password: string) {
  const modal = await openLogin(page);
  await modal.getByLabel('Электронная почта').fill(email);
  await modal.getByLabel('Пароль', { exact: true }).fill(password);
  await modal.getByRole('button', { name: 'Войти' }).click();
  await expect(profileButton(page)).toBeVisible();
  await expect(modal).toBeHidden();
}

async function logOutThroughMenu(page: Page) {
  await profileButton(page).click();
  await page.getByRole('menuitem', { name: 'Выйти' }).click();
  await expect(header(page).getByRole('button', { name: 'Войти' })).toBeVisible();
  expect(await page.evaluate(() => localStorage.getItem('token'))).toBeNull();
}

test('register → check-mail message → mailed link confirms → success modal → log in through the modal', async ({ page }) => {
  test.slow();
  const problems = watchConsole(page);
  const email = `reader${unique()}@example.org`;
  await page.goto('/ru/courses');

  // The modal's client checks (spec §5) before anything is sent.
  const login = await openLogin(page);
  await login.getByLabel('Электронная почта').fill('reader@example');
  await login.getByLabel('Пароль', { exact: true }).fill('short');
  await login.getByRole('button', { name: 'Войти' }).click();
  await expect(login.getByText('Неверный адрес электронной почты.')).toBeVisible();
  await expect(login.getByText('Пароль слишком короткий. Используйте не менее 8 символов.')).toBeVisible();
  // The server's answer for an unknown address, in the interface language.
  await login.getByLabel('Электронная почта').fill(email);
  await login.getByLabel('Пароль', { exact: true }).fill('Shalom2026');
  await login.getByRole('button', { name: 'Войти' }).click();
  await expect(login.getByText('Аккаунт с таким адресом электронной почты не найден.')).toBeVisible();
  await expect(login.getByRole('link', { name: 'Войти через Google' })).toHaveAttribute('href', '/google_auth');
  await expect(login.getByRole('link', { name: 'Войти через Facebook' })).toHaveAttribute('href', '/fb_auth');

  await login.getByRole('button', { name: 'Нет аккаунта? Зарегистрируйтесь' }).click();
  const register = page.getByTestId('register-modal');
  await register.getByLabel('Имя').fill('Ада');
  await register.getByLabel('Фамилия').fill('Лавлейс');
  await register.getByLabel(/^Электронная почта/).fill(email);
  await register.getByLabel(/^Пароль/).fill('shalomshalom');
  await register.getByLabel(/^Повторите пароль/).fill('other');
  await register.getByRole('button', { name: 'Зарегистрироваться' }).click();
  // §5, word for word (the ru catalogue), and the consent is required.
  await expect(register.getByText('Пароль должен состоять из латинских букв и цифр и содержать не менее 8 символов.')).toBeVisible();
  await expect(register.getByText('Введённые пароли не совпадают. Пожалуйста, введите пароль ещё раз.')).toBeVisible();
  await expect(register.getByText('Пожалуйста, примите условия использования и политику конфиденциальности.')).toBeVisible();
  await expect(register.getByRole('link', { name: 'условия использования' })).toHaveAttribute('href', '/ru/terms');
  await expect(register.getByRole('link', { name: 'политику конфиденциальности' })).toHaveAttribute('href', '/ru/politics');
  await register.getByLabel(/^Пароль/).fill('Shalom2026');
  await register.getByLabel(/^Повторите пароль/).fill('Shalom2026');
  await register.getByRole('checkbox').check();
  await register.getByRole('button', { name: 'Зарегистрироваться' }).click();

  const checkMail = page.getByTestId('check-mail-modal');
  await expect(checkMail).toContainText(`Мы отправили ссылку для подтверждения на ${email}`);
  await checkMail.getByRole('button', { name: 'Закрыть' }).last().click();
  // Registration signs the new reader in at once.
  await expect(profileButton(page)).toBeVisible();
  await logOutThroughMenu(page);

  const mail = await mailbox.waitFor(email);
  const { link, value: pin } = linkParam(mail.text, 'email-pin');
  await page.goto(link);
  const success = page.getByTestId('registration-success-modal');
  await expect(success.getByRole('heading', { name: 'Спасибо за регистрацию!' })).toBeVisible();
  // The parameter leaves the address once handled.
  await expect(page).not.toHaveURL(/email-pin/);
  await success.getByRole('button', { name: 'Закрыть' }).last().click();
  await expect(success).toBeHidden();

  // The same link again: the pin is spent. Spec §8 sent the reader to / without a word; they stay, and a message
  // says the link does not work and what to do (issue 19).
  await page.goto(`/ru/courses?email-pin=${pin}`);
  const failed = page.getByTestId('confirm-failed-modal');
  await expect(failed.getByRole('heading', { name: 'Ссылка для подтверждения не работает' })).toBeVisible();
  await expect(page).toHaveURL(/\/ru\/courses$/);
  await failed.getByRole('button', { name: 'Закрыть' }).first().click();
  await expect(failed).toBeHidden();

  await logInThroughModal(page, email, 'Shalom2026');
  await profileButton(page).click();
  await expect(page.getByRole('menu')).toContainText('Ада Лавлейс');
  await expect(page.getByRole('menu')).toContainText(email);
  await page.keyboard.press('Escape');
  const current = await page.evaluate(() =>
    fetch('/api/user', { headers: { Authorization: `Bearer ${localStorage.getItem('token')}` } }).then((r) => r.json()),
  );
  expect(current.user.email_verified).toBe(true);
  expect(problems.filter((p) => !/status of 4\d\d/.test(p))).toEqual([]);
});

test('registration-success modal hides on route change', async ({ page, request }) => {
  const email = `hide${unique()}@example.org`;
  const answer = await request.post('/api/register', { data: { email, password: 'Shalom2026', password_confirmation: 'Shalom2026' } });
  expect(answer.ok()).toBe(true);
  const { link } = linkParam((await mailbox.waitFor(email)).text, 'email-pin');
  await page.goto(link);
  await expect(page.getByTestId('registration-success-modal')).toBeVisible();
  // A route change in the app (as Back would make): the modal hides.
  await page.evaluate(() => {
    history.pushState(null, '', '/ru/materials');
    window.dispatchEvent(new PopStateEvent('popstate'));
  });
  await expect(page.getByRole('heading', { level: 1, name: 'Материалы' })).toBeVisible();
  await expect(page.getByTestId('registration-success-modal')).toBeHidden();
});

test('forgot password → mail → ?pin → every §5 message → the new password signs in', async ({ page, request }) => {
  test.slow();
  const email = `forgot${unique()}@example.org`;
  expect((await request.post('/api/register', { data: { email, password: 'OldPass2026', password_confirmation: 'OldPass2026' } })).ok()).toBe(true);
  await mailbox.waitFor(email); // the confirmation mail
  const before = mailbox.messages.length;

  await page.goto('/ru');
  const login = await openLogin(page);
  await login.getByRole('button', { name: 'Забыли пароль?' }).click();
  const forgot = page.getByTestId('forgot-password-modal');
  await forgot.getByLabel('Электронная почта').fill(`nobody${unique()}@example.org`);
  await forgot.getByRole('button', { name: 'Отправить ссылку' }).click();
  await expect(forgot.getByText('Аккаунт с таким адресом электронной почты не найден.')).toBeVisible();
  await forgot.getByLabel('Электронная почта').fill(email);
  await forgot.getByRole('button', { name: 'Отправить ссылку' }).click();
  await expect(forgot).toContainText(`Мы отправили ссылку на ${email}`);

  const { link } = linkParam((await mailbox.waitFor(email, before)).text, 'pin');
  await page.goto(link);
  const modal = page.getByTestId('change-password-modal');
  await expect(modal.getByRole('heading', { name: 'Смена пароля' })).toBeVisible();
  await expect(page).not.toHaveURL(/pin=/);
  const password = modal.getByLabel('Новый пароль');
  const confirmation = modal.getByLabel('Повторите пароль');
  const save = modal.getByRole('button', { name: 'Сохранить' });

  await save.click();
  await expect(modal.getByText('Введите пароль.')).toBeVisible();
  await password.fill('abc1');
  await save.click();
  await expect(modal.getByText('Пароль должен быть длиннее 8 символов.')).toBeVisible();
  await password.fill('abcdefghij');
  await save.click();
  await expect(modal.getByText('Пароль должен состоять из латинских букв и цифр и содержать не менее 8 символов.')).toBeVisible();
  await password.fill('NewPass2026');
  await confirmation.fill('NewPass2027');
  await save.click();
  await expect(modal.getByText('Введённые пароли не совпадают. Пожалуйста, введите пароль ещё раз.')).toBeVisible();
  // Show/hide toggles.
  await expect(password).toHaveAttribute('type', 'password');
  await modal.getByRole('button', { name: 'Показать пароль' }).first().click();
  await expect(password).toHaveAttribute('type', 'text');
  await confirmation.fill('NewPass2026');
  await save.click();
  await expect(modal.getByText('Пароль изменён.')).toBeVisible();
  await modal.getByRole('button', { name: 'Закрыть' }).click();

  // The old password no longer works; the new one does, through the modal.
  const old = await request.post('/api/login', { data: { email, password: 'OldPass2026' } });
  expect(old.status()).toBe(422);
  await logInThroughModal(page, email, 'NewPass2026');
});

test('an invalid or already used reset link: the modal says so as it opens (ru, en) and offers a new link', async ({ page, request }) => {
  test.slow();
  // A link whose pin was already spent (the password was changed with it).
  const email = `usedpin${unique()}@example.org`;
  expect((await request.post('/api/register', { data: { email, password: 'OldPass2026', password_confirmation: 'OldPass2026' } })).ok()).toBe(true);
  await mailbox.waitFor(email);
  const before = mailbox.messages.length;
  expect((await request.post('/api/password/forgot', { data: { email, lang: 'ru' } })).ok()).toBe(true);
  const { link, value: pin } = linkParam((await mailbox.waitFor(email, before)).text, 'pin');
  expect((await request.post('/api/password/reset', { form: { pin, password: 'NewPass2026', password_confirmation: 'NewPass2026' } })).ok()).toBe(true);

  await page.goto(link);
  const modal = page.getByTestId('change-password-modal');
  await expect(modal.getByRole('heading', { name: 'Смена пароля' })).toBeVisible();
  await expect(page).not.toHaveURL(/pin=/);
  // Said as the modal opens (issue 19), before any new password is typed.
  await expect(modal.getByRole('alert')).toHaveText(
    'Ссылка для смены пароля недействительна: срок её действия истёк или она уже использована. Запросите новую ссылку.',
  );
  await expect(modal.getByLabel('Новый пароль')).toHaveCount(0);
  // The modal stays usable: a new link is one press away, and it is sent.
  await modal.getByRole('button', { name: 'Запросить новую ссылку' }).click();
  await expect(modal).toBeHidden();
  const forgot = page.getByTestId('forgot-password-modal');
  await forgot.getByLabel('Электронная почта').fill(email);
  await forgot.getByRole('button', { name: 'Отправить ссылку' }).click();
  await expect(forgot).toContainText(`Мы отправили ссылку на ${email}`);
  // The password changed with the spent link still holds.
  expect((await request.post('/api/login', { data: { email, password: 'NewPass2026' } })).ok()).toBe(true);

  // A made-up pin, in English.
  await page.goto(`/en/courses?pin=not-a-real-pin-${unique()}`);
  const english = page.getByTestId('change-password-modal');
  await expect(english.getByRole('alert')).toHaveText(
    'This password reset link is invalid, has expired or was already used. Please request a new one.',
  );
  await english.getByRole('button', { name: 'Request a new link' }).click();
  await expect(page.getByTestId('forgot-password-modal')).toBeVisible();
});

test('English: the login modal and the §5 messages in the interface language', async ({ page }) => {
  await page.goto('/en');
  await page.getByRole('banner').getByRole('button', { name: 'Log in' }).click();
  const modal = page.getByTestId('login-modal');
  await modal.getByRole('textbox', { name: 'E-mail' }).fill(`nobody${unique()}@example.org`);
  await modal.getByLabel('Password', { exact: true }).fill('Shalom2026');
  await modal.getByRole('button', { name: 'Log in' }).click();
  await expect(modal.getByText('No account found with that email address.')).toBeVisible();
});

test('Google sign-in through the local OpenID Connect provider: from the button to the signed-in header, back where the reader was', async ({
  page,
}) => {
  const email = `google${unique()}@example.org`;
  provider.identity = { sub: `g-${unique()}`, email, email_verified: true, given_name: 'Гугл', family_name: 'Читатель' };
  provider.refuse = null;
  await page.goto('/ru/courses');
  const login = await openLogin(page);
  await login.getByRole('link', { name: 'Войти через Google' }).click();
  await expect(page).toHaveURL(/\/ru\/courses$/);
  await expect(profileButton(page)).toBeVisible();
  await profileButton(page).click();
  await expect(page.getByRole('menu')).toContainText('Гугл Читатель');
});

test('Facebook sign-in refused at the provider: back where the reader was, the login modal says why', async ({ page }) => {
  provider.identity = { sub: `f-${unique()}`, email: `fb${unique()}@example.org`, email_verified: true };
  provider.refuse = 'access_denied';
  await page.goto('/ru/materials');
  const login = await openLogin(page);
  await login.getByRole('link', { name: 'Войти через Facebook' }).click();
  await expect(page).toHaveURL(/\/ru\/materials$/);
  await expect(page.getByTestId('login-modal')).toContainText('Вы отказались от входа через Facebook.');
  expect(await page.evaluate(() => localStorage.getItem('token'))).toBeNull();
  provider.refuse = null;
});

test('/logout signs out (POST /api/logout, token removed) and goes to /; a profile page sends a visitor to the home page', async ({
  page,
  request,
}) => {
  const token = await demoToken(request);
  await storeInBrowser(page, { token });
  const logout = page.waitForRequest((r) => r.url().endsWith('/api/logout') && r.method() === 'POST');
  await page.goto('/logout');
  expect((await logout).headers().authorization).toBe(`Bearer ${token}`);
  await expect(page).toHaveURL(/\/ru$/);
  expect(await page.evaluate(() => localStorage.getItem('token'))).toBeNull();
  expect((await request.get('/api/user', { headers: { Authorization: `Bearer ${token}` } })).status()).toBe(401);

  // The server renders the profile as a neutral skeleton (noindex); the visitor is then sent home.
  const html = await (await request.get('/ru/profile/favorites')).text();
  expect(html).toContain('noindex');
  expect(html).toContain('profile-skeleton');
  await page.goto('/ru/profile/favorites');
  await expect(page).toHaveURL(/\/ru$/);
});

test('the test-admin marker adds the userdata header to the current-user call (spec §6)', async ({ page, request }) => {
  const token = await demoToken(request);
  await storeInBrowser(page, { token, is_test_admin: '1', is_test_admin_md5: 'abc' });
  const call = page.waitForRequest((r) => new URL(r.url()).pathname === '/api/user');
  await page.goto('/ru');
  const userdata = JSON.parse((await call).headers().userdata ?? '{}');
  expect(userdata).toEqual({ is_test_admin: '1', is_test_admin_md5: 'abc', token });
  await expect(profileButton(page)).toBeVisible();
});

test('phone: the login modal fits the screen @phone', async ({ page }) => {
  await page.goto('/ru');
  await page.getByRole('banner').getByRole('button', { name: 'Войти' }).click();
  await expect(page.getByTestId('login-modal')).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBeLessThanOrEqual(0);
  // The cookie notice (not yet accepted) stays below the dialog: the modal's lower buttons take the tap.
  await expect(page.locator('section[aria-label="Файлы cookie"]')).toBeVisible();
  await page.getByTestId('login-modal').getByRole('button', { name: 'Нет аккаунта? Зарегистрируйтесь' }).click();
  await expect(page.getByTestId('register-modal')).toBeVisible();
});
