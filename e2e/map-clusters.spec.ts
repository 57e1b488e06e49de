import { expect, test, type Page } from '@playwright/test';

/** The markers and clusters the map shows, with their names and sizes. */
const markers = (page: Page) =>
  page.locator('.leaflet-marker-icon').evaluateAll((els) =>
    els.map((el) => {
      const box = el.getBoundingClientRect();
      const hidden = el.querySelector('.ds-visually-hidden')?.textContent ?? '';
      return { cluster: el.classList.contains('ds-places-cluster'), role: el.getAttribute('role'), name: hidden, width: box.width, height: box.height, count: Number(el.querySelector('[aria-hidden]')?.textContent) };
    }),
  );

for (const [project, tag] of [
  ['desktop', ''],
  ['phone', ' @phone'],
] as const) {
  test(`${project}: the places around Jerusalem are clustered, every marker is a named 44 px button${tag}`, async ({ page, request }) => {
    const places = (await (await request.get('/api/places?lang=ru')).json()) as { title: string }[];
    await page.goto('/ru/map');
    await expect(page.locator('.leaflet-marker-icon').first()).toBeVisible();
    const shown = await markers(page);
    // Every place is shown once: as a marker or inside a cluster's number.
    expect(shown.reduce((n, m) => n + (m.cluster ? m.count : 1), 0)).toBe(places.length);
    const clusters = shown.filter((m) => m.cluster);
    expect(clusters.length).toBeGreaterThan(0);
    expect(Math.max(...clusters.map((c) => c.count))).toBeGreaterThan(3);
    expect(shown.length).toBeLessThan(places.length);
    for (const m of shown) {
      expect(m.role).toBe('button');
      expect(m.name.trim()).not.toBe('');
      expect(Math.min(m.width, m.height)).toBeGreaterThanOrEqual(44);
    }
    // A cluster is named by its places.
    const jerusalem = page.getByRole('button', { name: /Иерусалим/ }).and(page.locator('.ds-places-cluster'));
    await expect(jerusalem).toHaveCount(1);
  });
}

test('a cluster tapped or pressed with Enter zooms in until its places part, then a place opens its card', async ({ page }) => {
  await page.goto('/ru/map');
  const cluster = page.locator('.ds-places-cluster').filter({ hasText: 'Иерихон' });
  await expect(cluster).toHaveCount(1);
  const before = (await markers(page)).length;
  await cluster.focus();
  await page.keyboard.press('Enter');
  await expect.poll(async () => (await markers(page)).length).toBeGreaterThan(before);
  // Clusters are opened until Jericho has its own marker.
  for (let i = 0; i < 6; i++) {
    const own = page.locator('.ds-places-marker:not(.ds-places-cluster)[title="Иерихон"]');
    if (await own.count()) {
      await own.click();
      break;
    }
    await page.locator('.ds-places-cluster').filter({ hasText: 'Иерихон' }).click();
    await page.waitForTimeout(400);
  }
  await expect(page.getByTestId('place-popup').getByRole('heading', { name: 'Иерихон' })).toBeVisible();
});

test('a place page: the map region is named after the place, no two regions share a name (axe landmark-unique)', async ({ page }) => {
  await page.goto('/ru/map/jericho');
  await expect(page.getByTestId('place-map').locator('.leaflet-marker-icon')).toHaveCount(1);
  const names = await page.locator('[role="region"], section[aria-label], section[aria-labelledby]').evaluateAll((els) =>
    els.map((el) => el.getAttribute('aria-label') ?? document.getElementById(el.getAttribute('aria-labelledby') ?? '')?.textContent ?? ''),
  );
  expect(names).toContain('Карта: Иерихон');
  expect(new Set(names).size).toBe(names.length);
});

test('the server-rendered places list: its section dots carry no `color` attribute (invalid on span: 92 Nu checker errors)', async ({ request }) => {
  const html = await (await request.get('/ru/map')).text();
  expect(html).toContain('data-testid="places-list"');
  expect(html).not.toMatch(/<span[^>]* color="/);
});
