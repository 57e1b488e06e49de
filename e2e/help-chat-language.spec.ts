import { expect, test } from '@playwright/test';
import { newReader, signInBrowser } from './readers';

/**
 * The help chat in the reader's language (issue 19, item 6): the team's welcome was stored in the language of the
 * first visit, so a reader who opened the chat in Russian was greeted in Russian on /en/profile/help.
 */
test('the welcome follows the interface language: ru first, then en, then ru again', async ({ page, request }) => {
  const reader = await newReader(request, 'chat');
  await signInBrowser(page, reader.token, '/ru/profile/help');
  await expect(page.getByText('Здравствуйте! Это чат с командой сайта.', { exact: false })).toBeVisible();

  await page.goto('/en/profile/help');
  await expect(page.getByText('Hello! This is your chat with the site team.', { exact: false })).toBeVisible();
  await expect(page.getByText('Здравствуйте!', { exact: false })).toHaveCount(0);
  // The rest of the chat speaks English too.
  await expect(page.getByRole('button', { name: 'Send' })).toBeVisible();

  await page.goto('/ru/profile/help');
  await expect(page.getByText('Здравствуйте! Это чат с командой сайта.', { exact: false })).toBeVisible();
});
