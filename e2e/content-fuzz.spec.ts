import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { demoToken, storeInBrowser } from './readers';
import { watchApi, watchConsole } from './visitor';

/**
 * The browser's side of the content fuzz (server/test/content-fuzz.test.ts renders every field × string on the
 * server): a few hostile strings in a real Chromium. The page they reach is whole, hydrates without a console or
 * page error, keeps working afterwards, and shows the text exactly as it was written.
 */

/** Replacement patterns (`$\``, `$'`, `$&` copied the document into itself, 6c8e720), a script end, U+2028, emoji. */
const HOSTILE = "$`$'$& </script>\u2028 🕎 👩‍👩‍👧‍👦";

async function signIn(page: Page, request: APIRequestContext) {
  const token = await demoToken(request);
  await storeInBrowser(page, { token });
  return token;
}

/** The served HTML is one document whose data block has no `<` (so no `</script>`) and parses. */
function expectOneDocument(html: string) {
  for (const part of ['<html', '</html>', '<head>', 'id="ssr-data"', '<div id="root">']) {
    expect(html.split(part).length - 1, part).toBe(1);
  }
  const data = /<script type="application\/json" id="ssr-data">([^<]*)<\/script>/.exec(html)?.[1];
  expect(data).toBeDefined();
  return JSON.parse(data!) as unknown;
}

test('a comment of replacement patterns, </script>, U+2028 and emoji: its page is whole, hydrates, works and shows it exactly', async ({
  page,
  request,
}) => {
  const token = await signIn(page, request);
  // Posted before the page is first opened, so the server renders the page with it.
  const posted = await request.post('/api/materials/klezmer/', {
    data: { content: HOSTILE, lang: 'ru' },
    headers: { authorization: `Bearer ${token}` },
  });
  expect(posted.status()).toBe(200);
  const stored = ((await posted.json()) as { comment: { content: string } }).comment.content;
  // Stored as written, less the line separator (comments drop invisible control characters).
  expect(stored).toBe(HOSTILE.replace('\u2028', ''));

  const problems = watchConsole(page);
  const response = await page.goto('/ru/materials/klezmer', { waitUntil: 'networkidle' });
  expect(response?.status()).toBe(200);
  expect(JSON.stringify(expectOneDocument(await response!.text()))).toContain(JSON.stringify(stored));
  const comment = page.getByTestId('comment').first();
  await expect(comment).toBeVisible();
  expect(await comment.evaluate((element) => element.textContent)).toContain(stored);

  // Hydrated and working: the like button counts, the comment form sends the same text again.
  const like = page.getByTestId('like-button');
  const before = Number(await like.textContent());
  const liked = page.waitForResponse((r) => /\/api\/materials\/\d+\/increase-likes$/.test(r.url()));
  await like.click();
  expect((await liked).status()).toBe(200);
  await expect(like).toHaveText(String(before + 1));

  await page.getByRole('textbox').last().fill(HOSTILE);
  const sent = page.waitForResponse((r) => r.url().endsWith('/api/materials/klezmer/') && r.request().method() === 'POST');
  await page.getByRole('button', { name: 'Отправить' }).click();
  expect((await sent).status()).toBe(200);
  await expect(page.getByRole('textbox').last()).toHaveValue('');
  await expect(page.getByTestId('comment')).toHaveCount(2);
  for (const item of await page.getByTestId('comment').all()) {
    expect(await item.evaluate((element) => element.textContent)).toContain(stored);
  }
  expect(problems).toEqual([]);
});

test("a search for $`$': the page is whole, hydrates, shows the query and searches again", async ({ page }) => {
  const problems = watchConsole(page);
  const calls = watchApi(page);
  const response = await page.goto(`/ru/search?search=${encodeURIComponent("$`$'")}`, { waitUntil: 'networkidle' });
  expect(response?.status()).toBe(200);
  expectOneDocument(await response!.text());
  // The browser found its first data in the page under the key it computes: nothing was asked again.
  expect(calls).toEqual([]);
  const field = page.getByRole('main').getByRole('searchbox');
  await expect(field).toHaveValue("$`$'");
  await field.fill('шаббат');
  await field.press('Enter');
  await expect(page).toHaveURL(/\/ru\/search\?search=%D1%88%D0%B0%D0%B1%D0%B1%D0%B0%D1%82$/);
  await expect(page.getByRole('link', { name: /Шаббат/ }).first()).toBeVisible();
  expect(problems).toEqual([]);
});

test('the materials list with a hostile tags parameter: one document, hydrated, a filter responds', async ({ page }) => {
  const problems = watchConsole(page);
  const calls = watchApi(page);
  const response = await page.goto(`/ru/materials?tags=${encodeURIComponent("$`</script><img src=x onerror=alert(1)>")}`, {
    waitUntil: 'networkidle',
  });
  expect(response?.status()).toBe(200);
  expectOneDocument(await response!.text());
  expect(calls).toEqual([]);
  page.on('dialog', (dialog) => problems.push(`dialog: ${dialog.message()}`));
  await expect(page.getByTestId('material-card').first()).toBeVisible();
  await page.getByRole('button', { name: 'Фильтр по тегам' }).click();
  await page.getByRole('button', { name: 'Праздники', exact: true }).click();
  await expect(page).toHaveURL(/tags=\d+/);
  // The list is reloaded for the tag: every card (once the old ones are gone) carries it.
  const cards = page.getByTestId('material-card');
  await expect(cards.filter({ hasNot: page.getByText('Праздники', { exact: true }) })).toHaveCount(0);
  await expect(cards.first()).toBeVisible();
  expect(problems).toEqual([]);
});
