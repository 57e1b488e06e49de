import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { profileButton, storeInBrowser, unique } from './readers';
import { expectNoHorizontalOverflow, watchConsole } from './visitor';

/**
 * Da For Educators (ru only) against the real server: an educator (demo@example.org has card_access 1) gets the
 * hashtag form and the results, saves a selection and shares it read-only; a signed-in non-educator and a visitor
 * get the landing; the contact form hides its button after sending.
 */
async function signIn(page: Page, request: APIRequestContext, email: string, password: string, path: string) {
  const { token } = (await (await request.post('/api/login', { data: { email, password } })).json()) as { token: string };
  await storeInBrowser(page, { token });
  await page.goto(path);
  await expect(profileButton(page)).toBeVisible();
  return token;
}

test('an educator: hint, input with suggestions, table, search → results of every chosen hashtag, selection shared', async ({
  page,
  request,
  browser,
}) => {
  test.slow();
  const problems = watchConsole(page);
  await signIn(page, request, 'demo@example.org', 'shalom2024', '/ru/da-for-educators');
  await expect(page.getByRole('heading', { level: 1, name: 'Da For Educators: материалы по хештегам' })).toBeVisible();

  // The hint can be dismissed and stays dismissed.
  await expect(page.getByText('Выберите 2–3 хэштега', { exact: false })).toBeVisible();
  await page.getByRole('button', { name: 'Скрыть подсказку' }).click();
  await expect(page.getByText('Выберите 2–3 хэштега', { exact: false })).toBeHidden();
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: 'Da For Educators: материалы по хештегам' })).toBeVisible();
  await expect(page.getByText('Выберите 2–3 хэштега', { exact: false })).toBeHidden();

  // Suggestions as one types (POST /search-hashtags); a click in the table toggles a tag.
  const input = page.getByRole('combobox', { name: 'Хэштеги' });
  await input.fill('сем');
  await page.getByRole('option', { name: '#для всей семьи' }).click();
  await expect(page.getByRole('button', { name: 'Убрать #для всей семьи' })).toBeVisible();
  await page.getByRole('button', { name: '#дом и семья', exact: true }).click();
  await expect(page.getByRole('button', { name: 'Убрать #дом и семья' })).toBeVisible();
  await page.getByRole('button', { name: '#дом и семья', exact: true }).click();
  await expect(page.getByRole('button', { name: 'Убрать #дом и семья' })).toBeHidden();

  await page.getByRole('button', { name: 'Поиск материалов' }).click();
  await expect(page).toHaveURL(/\/ru\/hashtags-search-result\?tags=6$/);
  await expect(page.getByTestId('hashtag-results-count')).toHaveText(/Найдено \d+ результат/);
  const calls = await page.evaluate(async () => {
    const r = await fetch('/search-hashtags-data', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${localStorage.getItem('token')}` },
      body: JSON.stringify({ lang: 'ru', htid: [6] }),
    });
    return (await r.json()) as { items: { hashtags: { id: number }[] }[] }[];
  });
  // Every result carries every chosen hashtag (spec §5).
  for (const group of calls) for (const item of group.items) expect(item.hashtags.map((t) => t.id)).toContain(6);

  // Save the search as a selection, then share it read-only.
  const name = `Семейный урок ${unique()}`;
  await page.getByRole('button', { name: 'Сохранить подборку' }).click();
  await page.getByRole('dialog').getByLabel('Название подборки').fill(name);
  await page.getByRole('dialog').getByRole('button', { name: 'Сохранить' }).click();
  await expect(page.getByText(`Сохранено как «${name}».`)).toBeVisible();

  // Clearing the tags shows the prompt (spec §2, word for word).
  await page.getByRole('button', { name: 'Очистить' }).click();
  await expect(page).toHaveURL(/hashtags-search-result$/);
  await expect(page.getByText('Выберите теги для отображения подходящих материалов')).toBeVisible();

  await page.goto('/ru/da-for-educators');
  const selection = page.getByTestId('selection').filter({ hasText: name });
  await selection.getByRole('button', { name: 'Поделиться ссылкой для просмотра' }).click();
  const link = await selection.getByTestId('share-link').getByRole('link').getAttribute('href');
  expect(link).toMatch(/^\/ru\/selections\/[\w-]+$/);

  // A student opens the link without an account: a clean, printable list.
  const student = await browser.newPage();
  await student.goto(link!);
  await expect(student.getByRole('heading', { level: 1, name: `Подборка «${name}»` })).toBeVisible();
  await expect(student.getByText('Хештеги: #для всей семьи')).toBeVisible();
  await expect(student.getByTestId('clean-results').getByRole('link').first()).toBeVisible();
  await expect(student.getByRole('button', { name: 'Распечатать' })).toBeVisible();
  await student.close();

  // Stop sharing: the link is gone.
  await selection.getByRole('button', { name: 'Закрыть доступ по ссылке' }).click();
  // The click's request may still be on its way: wait for the link to stop answering.
  await expect.poll(async () => (await request.get(`/api/selections/shared/${link!.split('/').pop()}`)).status()).toBe(404);
  await selection.getByRole('button', { name: 'Удалить' }).click();
  await expect(selection).toHaveCount(0);

  // Contact us: the send button hides after sending.
  await page.getByLabel('Ваше сообщение').fill('Добавьте, пожалуйста, материалы о Пуриме для младших классов.');
  await page.getByTestId('contact-block').getByRole('button', { name: 'Отправить' }).click();
  await expect(page.getByText('Спасибо! Сообщение отправлено.')).toBeVisible();
  await expect(page.getByTestId('contact-block').getByRole('button', { name: 'Отправить' })).toHaveCount(0);
  expect(problems.filter((p) => !/status of 4\d\d/.test(p))).toEqual([]);
});

test('a signed-in reader without access and a visitor see the landing; results show it too, with the contact block', async ({
  page,
  request,
}) => {
  const email = `teacher${unique()}@example.org`;
  expect((await request.post('/api/register', { data: { email, password: 'Shalom2026', password_confirmation: 'Shalom2026' } })).ok()).toBe(true);

  // A visitor: the server renders the landing; 'register' opens the registration modal.
  const html = await (await request.get('/ru/da-for-educators')).text();
  expect(html).toContain('Da For Educators');
  await page.goto('/ru/da-for-educators');
  await expect(page.getByText('Чтобы получить доступ, зарегистрируйтесь на сайте и заполните анкету в профиле.')).toBeVisible();
  await page.getByRole('button', { name: 'Зарегистрироваться' }).click();
  await expect(page.getByTestId('register-modal')).toBeVisible();
  await page.keyboard.press('Escape');

  await signIn(page, request, email, 'Shalom2026', '/ru/da-for-educators');
  await expect(page.getByText('Чтобы получить доступ, заполните анкету в профиле', { exact: false })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Заполнить анкету' })).toHaveAttribute('href', '/ru/profile/questionary');
  await expect(page.getByRole('button', { name: 'Поиск материалов' })).toHaveCount(0);

  await page.goto('/ru/hashtags-search-result?tags=6');
  await expect(page.getByText('Результаты поиска открыты педагогам', { exact: false })).toBeVisible();
  await expect(page.getByTestId('contact-block')).toBeVisible();

  // Russian only: under /en the tool is the 404 page.
  const en = await request.get('/en/da-for-educators');
  expect(en.status()).toBe(404);
});

test('phone: the educator form and results fit the screen @phone', async ({ page, request }) => {
  await signIn(page, request, 'demo@example.org', 'shalom2024', '/ru/da-for-educators');
  await expect(page.getByRole('button', { name: 'Поиск материалов' })).toBeVisible();
  await expectNoHorizontalOverflow(page, 'da-for-educators');
  await page.goto('/ru/hashtags-search-result?tags=6');
  await expect(page.getByTestId('hashtag-results-count')).toBeVisible();
  await page.getByRole('button', { name: 'Выбрать хештеги' }).click();
  await expect(page.getByRole('button', { name: 'Закрыть хэштеги' })).toBeVisible();
  await page.getByRole('button', { name: 'Закрыть хэштеги' }).click();
  await expectNoHorizontalOverflow(page, 'hashtags-search-result');
});
