import { expect, test, type Page } from '@playwright/test';

const current = (page: Page) => page.getByRole('dialog').locator('.yarl__slide_current');

for (const [project, tag] of [
  ['desktop', ''],
  ['phone', ' @phone'],
] as const) {
  test(`${project}: a gallery work opens full screen with its caption; arrows and swipes move through the works${tag}`, async ({ page, request }) => {
    const items = (await (await request.get('/api/gallery?lang=ru')).json()) as { title: string; image: string | null }[];
    const works = items.filter((item) => item.image);
    expect(works.length).toBeGreaterThan(1);
    await page.goto('/ru/virtual-gallery');
    await page.locator('main article').nth(0).getByRole('button').click();
    const dialog = page.getByRole('dialog');
    await expect(dialog).toBeVisible();
    // Full screen: the lightbox covers the viewport, and its picture is larger than the thumbnail was.
    const viewport = page.viewportSize()!;
    const box = (await dialog.boundingBox())!;
    expect(box.width).toBe(viewport.width);
    expect(box.height).toBe(viewport.height);
    const image = current(page).locator('img');
    await expect.poll(() => image.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth)).toBeGreaterThan(0);
    const thumb = (await page.locator('main article').nth(0).locator('img').boundingBox())!;
    expect((await image.boundingBox())!.width).toBeGreaterThan(thumb.width);
    await expect(current(page)).toHaveAttribute('aria-label', `1 из ${works.length}`);
    await expect(current(page)).toContainText(works[0].title);

    if (project === 'phone') {
      // A swipe to the left shows the next work.
      const centre = { x: viewport.width / 2, y: viewport.height / 2 };
      await page.mouse.move(centre.x + 120, centre.y);
      await page.mouse.down();
      await page.mouse.move(centre.x - 60, centre.y, { steps: 8 });
      await page.mouse.move(centre.x - 160, centre.y, { steps: 4 });
      await page.mouse.up();
    } else {
      await page.keyboard.press('ArrowRight');
    }
    await expect(current(page)).toHaveAttribute('aria-label', `2 из ${works.length}`);
    await expect(current(page)).toContainText(works[1].title);

    // Zoom: the button enlarges the picture.
    const before = (await current(page).locator('img').boundingBox())!.width;
    await dialog.getByRole('button', { name: 'Увеличить' }).click();
    await expect.poll(async () => (await current(page).locator('img').boundingBox())!.width).toBeGreaterThan(before);

    await page.keyboard.press('Escape');
    await expect(dialog).toHaveCount(0);
  });
}

test('a material page: the cover picture opens in the lightbox too', async ({ page }) => {
  await page.goto('/ru/materials/shabbat');
  const cover = page.getByRole('button', { name: /^Открыть обложку крупнее:/ });
  await expect(cover).toBeVisible();
  await cover.click();
  const dialog = page.getByRole('dialog');
  await expect(dialog).toBeVisible();
  await expect.poll(() => dialog.locator('img').evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth)).toBeGreaterThan(0);
  await page.keyboard.press('Escape');
  await expect(dialog).toHaveCount(0);
  await expect(cover).toBeFocused();
});
