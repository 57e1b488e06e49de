import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { expectHydratedWithoutRefetch, expectNoHorizontalOverflow } from './visitor';

interface Place {
  slug: string;
  title: string;
  section: string;
  section_key: string;
}

/** The places the map shows: a marker each, a cluster its number (the places around Jerusalem are clustered). */
const placesShown = (page: Page) =>
  page
    .locator('.leaflet-marker-icon')
    .evaluateAll((els) => els.reduce((n, el) => n + (el.classList.contains('ds-places-cluster') ? Number(el.querySelector('[aria-hidden]')?.textContent) : 1), 0));

const places = async (request: APIRequestContext, locale: string) =>
  (await (await request.get(`/api/places?lang=${locale}`)).json()) as Place[];

test('the list of places, the section filter and a place page (ru)', async ({ page, request }) => {
  const all = await places(request, 'ru');
  await page.goto('/ru/map');
  await expect(page.getByRole('heading', { level: 1, name: 'Карта мест' })).toBeVisible();
  const cards = page.locator('main article');
  await expect(cards).toHaveCount(all.length);
  await expect(page.getByTestId('map-filter-all')).toHaveAttribute('aria-current', 'true');
  // The interactive map (Leaflet over the offline basemap): every place, by its marker or in a cluster.
  await expect(page.locator('.leaflet-container')).toBeVisible();
  await expect.poll(() => placesShown(page)).toBe(all.length);

  for (const [key, name] of [['neviim', 'Нэвиим'], ['torah', 'Тора'], ['ktuvim', 'Ктувим']] as const) {
    const inSection = all.filter((place) => place.section_key === key);
    await page.getByRole('navigation', { name: 'Раздел' }).getByRole('link', { name }).click();
    await expect(page).toHaveURL(new RegExp(`/ru/map\\?section=${key}$`));
    await expect(cards).toHaveCount(inSection.length);
    // The filter drives the map too.
    await expect.poll(() => placesShown(page)).toBe(inSection.length);
    await expect(page.getByTestId(`map-filter-${key}`)).toHaveAttribute('aria-current', 'true');
    // Every card shown belongs to the section.
    await expect(page.getByTestId('place-section')).toHaveText(inSection.map(() => name));
  }
  await page.getByTestId('map-filter-all').click();
  await expect(cards).toHaveCount(all.length);
  await expect.poll(() => placesShown(page)).toBe(all.length);

  // A marker opens the place's card on the map, with a link to its page (by keyboard: Enter on the clusters
  // that hold Jericho zooms in until it has its own marker).
  const jericho = all.find((candidate) => candidate.slug === 'jericho')!;
  const own = page.locator(`.ds-places-marker:not(.ds-places-cluster)[title="${jericho.title}"]`);
  for (let i = 0; i < 6 && (await own.count()) === 0; i++) {
    await page.locator('.ds-places-cluster').filter({ hasText: jericho.title }).focus();
    await page.keyboard.press('Enter');
    await page.waitForTimeout(500);
  }
  await own.focus();
  await page.keyboard.press('Enter');
  await expect(page.locator('.leaflet-popup')).toContainText(jericho.title);
  await expect(page.locator('.leaflet-popup a[href="/ru/map/jericho"]')).toBeVisible();

  const place = all.find((candidate) => candidate.slug === 'jericho')!;
  await cards.filter({ has: page.getByRole('heading', { name: place.title, exact: true }) }).getByRole('link').click();
  await expect(page).toHaveURL(/\/ru\/map\/jericho$/);
  await expect(page.getByRole('heading', { level: 1, name: place.title })).toBeVisible();
  await expect(page.getByTestId('place-section')).toHaveText(place.section);
  // The small map with the place's marker.
  await expect(page.getByTestId('place-map').locator('.leaflet-marker-icon')).toHaveCount(1);
  const picture = page.getByRole('button', { name: `Открыть изображение крупнее: ${place.title}` });
  await expect(picture.locator('img')).toHaveAttribute('width', '640');
  await expect(picture.locator('img')).toHaveAttribute('height', '400');
  await picture.click();
  // The popup shows the full_ picture.
  await expect(page.getByRole('dialog').locator('img')).toHaveAttribute('src', /full_jericho/);
  await page.getByRole('button', { name: 'Закрыть' }).click();
  await expect(page.getByRole('dialog')).toHaveCount(0);

  // The chapters that mention the place, labelled by the rule of spec §9, lead to the chapter.
  const chapters = page.getByTestId('place-chapters');
  await expect(chapters.getByTestId('place-chapter-label').filter({ hasText: 'Нэвиим. Йеошуа. Глава 2' })).toHaveCount(1);
  await chapters.getByRole('link', { name: 'Стены Иерихона' }).click();
  await expect(page).toHaveURL(/\/ru\/books\/chapter\/yehoshua-2$/);
});

test('the map in English, with the filter from the address', async ({ page, request }) => {
  const torah = (await places(request, 'en')).filter((place) => place.section_key === 'torah');
  await page.goto('/en/map?section=torah');
  await expect(page.getByRole('heading', { level: 1, name: 'Map of places' })).toBeVisible();
  await expect(page.locator('main article')).toHaveCount(torah.length);
  await expect(page.getByTestId('map-count')).toHaveText(`${torah.length} places`);
  await page.locator('main article').first().getByRole('link').click();
  await expect(page).toHaveURL(new RegExp(`/en/map/${torah[0].slug}$`));
  await expect(page.getByRole('heading', { level: 1, name: torah[0].title })).toBeVisible();
});

test('an unknown place is the 404 page with status 404', async ({ page }) => {
  for (const path of ['/ru/map/no-such-place', '/en/map/no-such-place']) {
    const response = await page.goto(path);
    expect(response?.status(), path).toBe(404);
    await expect(page.getByRole('heading', { name: /Ошибка 404|Error 404/ })).toBeVisible();
  }
});

test('the map pages come with their data and hydrate without a console error', async ({ page }) => {
  for (const path of ['/ru/map', '/en/map?section=ktuvim', '/ru/map/jericho', '/en/map/haran']) {
    await expectHydratedWithoutRefetch(page, path);
  }
});

test('@phone the map and a place fit a phone (ru, en)', async ({ page }) => {
  for (const path of ['/ru/map', '/en/map?section=neviim', '/ru/map/jericho', '/en/map/mount-sinai']) {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expectNoHorizontalOverflow(page, path);
  }
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('the server renders the places, the filter works as links, a place has its Place JSON-LD', async ({ page, request }) => {
    const all = await places(request, 'ru');
    await page.goto('/ru/map');
    await expect(page.locator('main article')).toHaveCount(all.length);
    // Without JavaScript the map is a list of links to the places.
    await expect(page.getByTestId('places-list').getByRole('link')).toHaveCount(all.length);
    await page.getByTestId('map-filter-ktuvim').click();
    await expect(page.locator('main article')).toHaveCount(all.filter((place) => place.section_key === 'ktuvim').length);
    await page.goto('/ru/map/jericho');
    await expect(page.getByRole('heading', { level: 1, name: 'Иерихон' })).toBeVisible();
    const jsonLd = await page.locator('script[type="application/ld+json"]').allTextContents();
    expect(jsonLd.some((text) => text.includes('"@type":"Place"') && text.includes('GeoCoordinates'))).toBe(true);
  });
});
