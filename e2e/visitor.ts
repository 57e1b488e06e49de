import { expect, type Page, type Response } from '@playwright/test';

/** Console errors and React's hydration complaints (#418/#425/#423, "did not match") of a page. */
export function watchConsole(page: Page) {
  const problems: string[] = [];
  page.on('console', (message) => {
    const text = message.text();
    if (message.type() === 'error' || /hydrat|did not match/i.test(text)) problems.push(`${message.type()}: ${text}`);
  });
  page.on('pageerror', (error) => problems.push(`pageerror: ${error.message}`));
  return problems;
}

/** The API calls a page makes after it has loaded. */
export function watchApi(page: Page) {
  const calls: string[] = [];
  page.on('request', (request) => {
    if (new URL(request.url()).pathname.startsWith('/api/')) calls.push(request.url());
  });
  return calls;
}

/** Every GET of a list endpoint (e.g. /api/courses) a page makes, with its query and the number of items answered. */
export function watchListCalls(page: Page, pathname: string) {
  const calls: { query: URLSearchParams; count: number }[] = [];
  page.on('response', async (response: Response) => {
    const url = new URL(response.url());
    if (url.pathname !== pathname || response.request().method() !== 'GET') return;
    const body = (await response.json()) as unknown[];
    calls.push({ query: url.searchParams, count: body.length });
  });
  return calls;
}

/** Nothing sticks out sideways (phones). */
export async function expectNoHorizontalOverflow(page: Page, label: string) {
  expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth), label).toBeLessThanOrEqual(0);
}

/**
 * A call about this reader rather than the page: the current user, and whether this reader (or browser) has liked
 * the material or course shown (never cached, so not part of the rendered page).
 */
export const isReadersOwnCall = (url: string) => /\/api\/user$|\/api\/(materials|courses)\/\d+\/likes$/.test(new URL(url).pathname);

/** The page's data came with the server's HTML: loaded with JavaScript, no API call but the reader's own, no console error. */
export async function expectHydratedWithoutRefetch(page: Page, path: string) {
  const problems = watchConsole(page);
  const calls = watchApi(page);
  await page.goto(path, { waitUntil: 'networkidle' });
  expect(calls.filter((url) => !isReadersOwnCall(url)), path).toEqual([]);
  expect(problems, path).toEqual([]);
}
