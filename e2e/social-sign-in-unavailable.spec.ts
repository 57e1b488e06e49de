import { expect, test } from '@playwright/test';

/**
 * Sign-in with Google/Facebook that cannot happen (issue 19, item 4): /google_auth and /fb_auth send a provider that
 * is not configured or not reachable back to /authorize/{provider}/callback?error=temporarily_unavailable (server
 * test: server/test/oauth/oauth.test.ts); from there the reader returns to their page, where the login modal says
 * why in their language: never the raw JSON page it was. Only configured providers are offered (site config).
 */
const cases = [
  { lang: 'ru', login: 'Войти', provider: 'Facebook', path: '/fb_auth', text: 'Вход через Facebook сейчас недоступен. Войдите по электронной почте и паролю или попробуйте позже.' },
  { lang: 'en', login: 'Log in', provider: 'Google', path: '/google_auth', text: 'Sign-in with Google is not available right now. Log in with your e-mail and password, or try again later.' },
] as const;

for (const c of cases) {
  test(`${c.lang}: ${c.provider} unavailable → back on the page, the login modal says why`, async ({ page }) => {
    await page.goto(`/${c.lang}/about-team`);
    // The page names the providers the server has configured (the e2e server: both), and the modal offers them.
    const config = await page.evaluate(() => document.documentElement.innerHTML.match(/"signInProviders":\[[^\]]*\]/)?.[0]);
    expect(config).toBe('"signInProviders":["google","facebook"]');
    await page.getByRole('banner').getByRole('button', { name: c.login }).click();
    const login = page.getByTestId('login-modal');
    const button = login.getByRole('link', { name: new RegExp(c.provider) });
    await expect(button).toHaveAttribute('href', c.path);

    // Where the site's entry point sends the reader when the provider cannot be used.
    await page.goto(`/authorize/${c.provider.toLowerCase()}/callback?error=temporarily_unavailable`);
    await expect(page).toHaveURL(new RegExp(`/${c.lang}/about-team$`));
    await expect(page.getByTestId('login-modal')).toContainText(c.text);
    await expect(page.locator('body')).not.toContainText('"message"');
  });
}
