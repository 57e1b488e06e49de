import { expect, test } from '@playwright/test';
import { expectHydratedWithoutRefetch, expectNoHorizontalOverflow } from './visitor';

interface StaticPage {
  title: string;
  content: string;
}

const FOOTER = {
  ru: { about: 'О проекте', team: 'Команда', politics: 'Политика конфиденциальности', terms: 'Условия использования' },
  en: { about: 'About the project', team: 'Team', politics: 'Privacy policy', terms: 'Terms of use' },
} as const;
const PAGE_KEY = { about: 'about', politics: 'politics', terms: 'terms' } as const;
const PATH = { about: 'about-project', team: 'about-team', politics: 'politics', terms: 'terms' } as const;

for (const locale of ['ru', 'en'] as const) {
  test(`the footer leads to about, team, politics and terms, each with its own text (${locale})`, async ({ page, request }) => {
    await page.goto(`/${locale}`);
    for (const key of ['about', 'politics', 'terms'] as const) {
      const expected = (await (await request.get(`/api/pages/${PAGE_KEY[key]}?lang=${locale}`)).json()) as StaticPage;
      await page.getByRole('contentinfo').getByRole('link', { name: FOOTER[locale][key] }).click();
      await expect(page).toHaveURL(new RegExp(`/${locale}/${PATH[key]}$`));
      await expect(page.getByRole('heading', { level: 1, name: expected.title })).toBeVisible();
      await expect(page).toHaveTitle(new RegExp(`^${expected.title} — `));
      // The page's own text, its first paragraph.
      const firstParagraph = /<p>([^<]{20,60})/.exec(expected.content)![1];
      await expect(page.locator('main')).toContainText(firstParagraph);
    }
    await page.getByRole('contentinfo').getByRole('link', { name: FOOTER[locale].team }).click();
    await expect(page).toHaveURL(new RegExp(`/${locale}/about-team$`));
    await expect(page.getByRole('heading', { level: 1, name: locale === 'ru' ? 'Команда проекта' : 'The team' })).toBeVisible();
  });
}

test('the team: a card per member with name, role, description and avatar; the audio player plays', async ({ page, request }) => {
  const team = (await (await request.get('/api/team?lang=ru')).json()) as {
    name: string;
    role: string;
    short_description: string | null;
    audio: string | null;
  }[];
  await page.goto('/ru/about-team');
  const cards = page.locator('main article');
  await expect(cards).toHaveCount(team.length);
  for (const [index, member] of team.entries()) {
    const card = cards.nth(index);
    await expect(card.getByRole('heading', { name: member.name })).toBeVisible();
    await expect(card).toContainText(member.role);
    if (member.short_description) await expect(card).toContainText(member.short_description.slice(0, 40));
    await expect(card.getByTestId('audio-player')).toHaveCount(member.audio ? 1 : 0);
  }
  // Avatars have their size in the HTML (no layout shift).
  const avatar = cards.first().locator('img').first();
  await expect(avatar).toHaveAttribute('width', '112');
  await expect(avatar).toHaveAttribute('height', '112');

  const withAudio = team.findIndex((member) => member.audio);
  const player = cards.nth(withAudio).getByTestId('audio-player');
  await player.getByRole('button', { name: 'Воспроизвести' }).click();
  await expect(player.getByRole('button', { name: 'Пауза' })).toBeVisible();
  await expect.poll(() => player.locator('audio').evaluate((audio: HTMLAudioElement) => audio.currentTime)).toBeGreaterThan(0);
  await player.getByRole('button', { name: 'Пауза' }).click();
  await expect(player.getByRole('button', { name: 'Воспроизвести' })).toBeVisible();
});

test('the pages come with their data and hydrate without a console error', async ({ page }) => {
  for (const path of ['/ru/about-project', '/en/politics', '/ru/terms', '/en/about-team']) {
    await expectHydratedWithoutRefetch(page, path);
  }
});

test('@phone about, team, politics and terms fit a phone (ru, en)', async ({ page }) => {
  for (const locale of ['ru', 'en']) {
    for (const path of Object.values(PATH)) {
      await page.goto(`/${locale}/${path}`);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await expectNoHorizontalOverflow(page, `/${locale}/${path}`);
    }
  }
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('the server renders the pages: title, text, description and the team', async ({ page, request }) => {
    const about = (await (await request.get('/api/pages/about?lang=en')).json()) as StaticPage;
    const response = await page.goto('/en/about-project');
    expect(response?.status()).toBe(200);
    await expect(page.getByRole('heading', { level: 1, name: about.title })).toBeVisible();
    // The description is the page's own text (its first paragraph), not the site's.
    const firstWords = /<p>([^<]{20,40})/.exec(about.content)![1];
    await expect(page.locator('meta[name="description"]')).toHaveAttribute('content', new RegExp(`^${firstWords}`));
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', /\/en\/about-project$/);
    await page.goto('/ru/about-team');
    await expect(page.locator('main article').first().getByRole('heading')).toBeVisible();
  });
});
