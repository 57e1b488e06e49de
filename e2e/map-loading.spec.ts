import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { watchConsole } from './visitor';

// Issue 20: Leaflet, the clusters and the basemap load after the page is usable. These tests hold the map's chunk
// on its way (a slow network, nothing replaced), use the page meanwhile, then let the chunk through.

interface Place {
  slug: string;
  title: string;
  section_key: string;
}

const places = async (request: APIRequestContext, locale: string) =>
  (await (await request.get(`/api/places?lang=${locale}`)).json()) as Place[];

/** Holds the map's chunk (LeafletMap-*.js) until `release` is called; `asked` says whether the page asked for it. */
async function holdMapChunk(page: Page) {
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  const state = { asked: 0 };
  await page.route(/\/assets\/LeafletMap-[^/]*\.js$/, async (route) => {
    state.asked += 1;
    await released;
    await route.continue();
  });
  return { release, state };
}

/** The places the map shows: a marker each, a cluster its number. */
const placesShown = (page: Page) =>
  page
    .locator('.leaflet-marker-icon')
    .evaluateAll((els) => els.reduce((n, el) => n + (el.classList.contains('ds-places-cluster') ? Number(el.querySelector('[aria-hidden]')?.textContent) : 1), 0));

test('the map page: the filter and the list work before the map has loaded, then the map comes in the same frame', async ({ page, request }) => {
  const problems = watchConsole(page);
  const all = await places(request, 'ru');
  const ktuvim = all.filter((place) => place.section_key === 'ktuvim');
  const { release, state } = await holdMapChunk(page);
  await page.goto('/ru/map');

  // Hydrated, the map on its way: the places as links in the map's frame, and a note saying so.
  const frame = page.locator('[data-map-state]');
  await expect(frame).toHaveAttribute('data-map-state', 'loading');
  await expect(frame.getByRole('status')).toHaveText('Загружаем карту…');
  await expect(frame.getByTestId('places-list').getByRole('link')).toHaveCount(all.length);
  await expect(page.locator('.leaflet-container')).toHaveCount(0);
  const before = await frame.boundingBox();

  // The section filter works in the page (no new document) and the list in the frame follows it.
  await page.evaluate(() => ((window as unknown as { sameDocument: boolean }).sameDocument = true));
  await page.getByRole('navigation', { name: 'Раздел' }).getByRole('link', { name: 'Ктувим' }).click();
  await expect(page).toHaveURL(/\/ru\/map\?section=ktuvim$/);
  await expect(page.locator('main article')).toHaveCount(ktuvim.length);
  await expect(frame.getByTestId('places-list').getByRole('link')).toHaveCount(ktuvim.length);
  expect(await page.evaluate(() => (window as unknown as { sameDocument?: boolean }).sameDocument)).toBe(true);
  await expect(frame).toHaveAttribute('data-map-state', 'loading');

  // The map comes: Leaflet with the section's places, in the frame of the same size; the list and the note go.
  await expect.poll(() => state.asked).toBeGreaterThan(0);
  release();
  await expect(frame).toHaveAttribute('data-map-state', 'ready');
  await expect(page.locator('.leaflet-container')).toBeVisible();
  await expect.poll(() => placesShown(page)).toBe(ktuvim.length);
  await expect(frame.getByRole('status')).toHaveCount(0);
  await expect(frame.getByTestId('places-list')).toHaveCount(0);
  expect(await frame.boundingBox()).toEqual(before);
  // Markers are named 44 px buttons, as before.
  const marker = page.locator('.ds-places-marker').first();
  await expect(marker).toHaveAttribute('role', 'button');
  const box = (await marker.boundingBox())!;
  expect(Math.min(box.width, box.height)).toBeGreaterThanOrEqual(44);
  expect(problems).toEqual([]);
});

test('a place from the list in the frame, opened before the map has loaded: its text and picture work, its small map comes', async ({ page, request }) => {
  const problems = watchConsole(page);
  const jericho = (await places(request, 'ru')).find((place) => place.slug === 'jericho')!;
  const { release } = await holdMapChunk(page);
  await page.goto('/ru/map');
  await expect(page.locator('[data-map-state]')).toHaveAttribute('data-map-state', 'loading');

  await page.getByTestId('places-list').getByRole('link', { name: jericho.title, exact: true }).click();
  await expect(page).toHaveURL(/\/ru\/map\/jericho$/);
  await expect(page.getByRole('heading', { level: 1, name: jericho.title })).toBeVisible();
  const placeMap = page.getByTestId('place-map');
  await expect(placeMap.locator('[data-map-state]')).toHaveAttribute('data-map-state', 'loading');
  // The picture opens larger while the map is still on its way.
  await page.getByRole('button', { name: `Открыть изображение крупнее: ${jericho.title}` }).click();
  await expect(page.getByRole('dialog').locator('img')).toHaveAttribute('src', /full_jericho/);
  await page.getByRole('button', { name: 'Закрыть' }).click();
  await expect(page.getByRole('dialog')).toHaveCount(0);

  release();
  await expect(placeMap.locator('[data-map-state]')).toHaveAttribute('data-map-state', 'ready');
  await expect(placeMap.locator('.leaflet-marker-icon')).toHaveCount(1);
  expect(problems).toEqual([]);
});

test('the map starts loading only when it comes on screen: a place page on a short phone screen, scrolled down', async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 500 });
  const asked: string[] = [];
  page.on('request', (req) => {
    if (/\/assets\/LeafletMap-[^/]*\.js$/.test(req.url())) asked.push(req.url());
  });
  await page.goto('/ru/map/mount-sinai');
  const placeMap = page.getByTestId('place-map').locator('[data-map-state]');
  await expect(placeMap).toHaveAttribute('data-map-state', 'loading');
  const top = await placeMap.evaluate((el) => el.getBoundingClientRect().top - window.innerHeight);
  expect(top, 'the map starts below the screen').toBeGreaterThan(100);
  await page.waitForTimeout(1500);
  expect(asked).toEqual([]);
  await placeMap.scrollIntoViewIfNeeded();
  await expect(placeMap).toHaveAttribute('data-map-state', 'ready');
  expect(asked).toHaveLength(1);
});
