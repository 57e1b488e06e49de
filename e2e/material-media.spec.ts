import { expect, test, type Locator, type Page } from '@playwright/test';
import sharp from 'sharp';
import { expectNoHorizontalOverflow } from './visitor';

/**
 * A material's media in a real Chromium against the real server: the audio player's speed and resume (issue 8,
 * 'Resume reading') and the image popup of the material's text (spec §2: the full_ file, the original as fallback).
 */

/** The player once its recording's length is known (the slider turns on); locators, so they hold after a reload. */
async function readyPlayer(page: Page): Promise<{ player: Locator; slider: Locator }> {
  const player = page.getByTestId('audio-player');
  const slider = player.getByRole('slider');
  await expect(slider).toBeEnabled();
  return { player, slider };
}

// Playing takes real seconds, and a reload after each step: three times the default timeout.
test.beforeEach(() => test.slow());

const currentTime = (player: Locator) => player.locator('audio').evaluate((audio: HTMLAudioElement) => audio.currentTime);
const playbackRate = (player: Locator) => player.locator('audio').evaluate((audio: HTMLAudioElement) => audio.playbackRate);

test('audio: the speed is chosen from its menu; after a reload the player resumes where it stopped, at that speed', async ({ page }) => {
  await page.goto('/ru/materials/shabbat');
  const { player, slider } = await readyPlayer(page);
  await expect(player.locator('audio')).toHaveAttribute('src', '/storage/audio/shabbat.ru.ogg');

  await player.getByRole('button', { name: 'Скорость воспроизведения: 1×' }).click();
  const menu = page.getByRole('menu', { name: 'Скорость воспроизведения' });
  await expect(menu.getByRole('menuitemradio')).toHaveText(['0,75×', '1×', '1,25×', '1,5×', '2×']);
  await menu.getByRole('menuitemradio', { name: '1,5×' }).click();
  await expect(menu).toBeHidden();
  await expect(player.getByRole('button', { name: 'Скорость воспроизведения: 1,5×' })).toBeFocused();
  expect(await playbackRate(player)).toBe(1.5);

  await player.getByRole('button', { name: 'Воспроизвести' }).click();
  await expect.poll(() => currentTime(player), { timeout: 10_000 }).toBeGreaterThan(3);
  await player.getByRole('button', { name: 'Пауза' }).click();
  await expect(player.getByRole('button', { name: 'Воспроизвести' })).toBeVisible();
  const stoppedAt = await currentTime(player);

  await page.reload();
  await readyPlayer(page); // the same locators, on the reloaded page
  await expect.poll(() => currentTime(player)).toBeGreaterThan(stoppedAt - 0.5);
  expect(await currentTime(player)).toBeLessThan(stoppedAt + 0.5);
  expect(Math.abs(Number(await slider.getAttribute('aria-valuenow')) - stoppedAt)).toBeLessThan(0.5);
  await expect(player).toContainText(`0:0${Math.floor(stoppedAt)} /`);
  await expect(player.getByRole('button', { name: 'Скорость воспроизведения: 1,5×' })).toBeVisible();
  expect(await playbackRate(player)).toBe(1.5);

  // The position belongs to that recording: the English material's own recording starts at the beginning.
  await page.goto('/en/materials/shabbat');
  const english = await readyPlayer(page);
  await expect(english.player.locator('audio')).toHaveAttribute('src', '/storage/audio/shabbat.en.ogg');
  await expect(english.slider).toHaveAttribute('aria-valuenow', '0');
  await expect(english.player.getByRole('button', { name: 'Playback speed: 1.5×' })).toBeVisible();
});

test('audio: a recording listened to the end is forgotten, the next visit starts from the beginning', async ({ page }) => {
  await page.goto('/ru/materials/hanukkah');
  const { player, slider } = await readyPlayer(page);
  await slider.focus();
  for (let i = 0; i < 4; i += 1) await page.keyboard.press('ArrowRight');
  await expect.poll(() => currentTime(player)).toBe(4);
  await page.reload();
  await readyPlayer(page);
  await expect.poll(() => currentTime(player)).toBe(4);

  // Played out at double speed.
  await player.getByRole('button', { name: /^Скорость воспроизведения/ }).click();
  await page.getByRole('menuitemradio', { name: '2×' }).click();

  await player.getByRole('button', { name: 'Воспроизвести' }).click();
  await expect.poll(() => player.locator('audio').evaluate((audio: HTMLAudioElement) => audio.ended), { timeout: 10_000 }).toBe(true);
  await page.reload();
  await readyPlayer(page);
  await page.waitForTimeout(300);
  expect(await currentTime(player)).toBe(0);
  await expect(slider).toHaveAttribute('aria-valuenow', '0');
});

test('audio on a phone: the player with its speed button fits 375 px @phone', async ({ page }) => {
  await page.goto('/ru/materials/shabbat');
  const { player } = await readyPlayer(page);
  await expect(player.getByRole('button', { name: /^Скорость воспроизведения/ })).toBeInViewport();
  await expectNoHorizontalOverflow(page, '/ru/materials/shabbat');
});

test('image popup: clicking an image of the text opens its full_ file, or the original when there is none', async ({ page, request }) => {
  // The demo texts have no pictures: the editorial API publishes a material with two, as the site team would.
  const login = await request.post('/api/login', { data: { email: 'team@e2e.test', password: 'TeamAnswers2026' } });
  expect(login.ok(), await login.text()).toBe(true);
  const headers = { Authorization: `Bearer ${((await login.json()) as { token: string }).token}` };
  const picture = await sharp({ create: { width: 1800, height: 1200, channels: 3, background: '#2E6F95' } }).png().toBuffer();
  const upload = await request.post('/api/admin/uploads', {
    headers,
    multipart: { kind: 'image', file: { name: 'menorah.png', mimeType: 'image/png', buffer: picture } },
  });
  expect(upload.status(), await upload.text()).toBe(201);
  const { variants } = (await upload.json()) as { variants: { master: string; full: string } };
  expect(variants.full).toMatch(/(^|\/)full_[^/]+$/);
  // A course card's picture has no full_ copy.
  const courses = (await (await request.get('/api/courses?lang=ru')).json()) as { preview: string | null }[];
  const withoutFull = courses.find((course) => course.preview)!.preview!;
  expect((await request.get(`/storage/${withoutFull.replace(/([^/]+)$/, 'full_$1')}`)).status()).toBe(404);

  const slug = `image-popup-${Date.now().toString(36)}`;
  const created = await request.post('/api/admin/materials', {
    headers,
    data: {
      lang: 'ru',
      slug,
      title: 'Материал с картинками',
      time: 3,
      published: true,
      chapters: [
        {
          title: 'Глава с картинками',
          content:
            `<p>Первая картинка:</p><p><img src="/storage/${variants.master}" alt="Менора"></p>` +
            `<p>Вторая картинка:</p><p><img src="/storage/${withoutFull}" alt="Обложка курса"></p>`,
        },
      ],
    },
  });
  expect(created.status(), await created.text()).toBe(201);

  await page.goto(`/ru/materials/${slug}`);
  const article = page.locator('main article');
  const dialog = page.getByRole('dialog');
  const popupImage = dialog.locator('img');

  // With a full_ file: the popup shows it, loaded.
  await article.getByRole('img', { name: 'Менора' }).click();
  await expect(dialog).toBeVisible();
  await expect(popupImage).toHaveAttribute('src', `/storage/${variants.full}`);
  await expect(popupImage).toHaveAttribute('data-stage', 'full');
  await expect.poll(() => popupImage.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth)).toBeGreaterThan(1200);
  await dialog.getByRole('button', { name: 'Закрыть' }).click();
  await expect(dialog).toBeHidden();

  // Without one: the full_ file fails (404) and the original is shown instead.
  const missing = page.waitForResponse((response) => response.url().includes('/full_') && response.status() === 404);
  await article.getByRole('img', { name: 'Обложка курса' }).click();
  await missing;
  await expect(popupImage).toHaveAttribute('src', `/storage/${withoutFull}`);
  await expect(popupImage).toHaveAttribute('data-stage', 'original');
  await expect.poll(() => popupImage.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth)).toBeGreaterThan(0);
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
});
