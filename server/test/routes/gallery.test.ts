import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../helpers.ts';
import type { GalleryItem } from '../../src/contracts/pages.ts';
import { paths } from '../../src/config.ts';
import { loadGallery, loadTags } from '../../src/db/seed/content.ts';
import { extraMediaJobs, runMediaJobs } from '../../src/db/seed/media.ts';
import type { ExtraContent } from '../../src/db/seed/insert-content.ts';

const ctx = useTestApp();

const galleryOnly = (): ExtraContent => ({
  courses: [], hashtags: { categories: [], materials: {}, courses: {} }, team: [], pages: [], books: [], places: [],
  gallery: loadGallery(), dishes: [],
});

describe('GET /api/gallery', () => {
  it('answers every work of the gallery in order, with HTML descriptions and both picture sizes', async () => {
    const res = await ctx.app.inject({ url: '/api/gallery?lang=ru' });
    expect(res.statusCode).toBe(200);
    const items = res.json() as GalleryItem[];
    const { rows } = await ctx.app.db.query<{ key: string; title: string; author: string | null }>(
      'select key, title, author from gallery_items order by position',
    );
    expect(rows.length).toBeGreaterThan(0);
    expect(items.map((i) => [i.key, i.title, i.author])).toEqual(rows.map((r) => [r.key, r.title, r.author]));
    for (const item of items) {
      expect(item.description).toMatch(/^<p>/);
      expect(item.image).toBe(`gallery/${item.key}.webp`);
      expect(item.image_full).toBe(`gallery/full_${item.key}.webp`);
    }
    const byDefault = await ctx.app.inject({ url: '/api/gallery' });
    expect(byDefault.json()).toEqual(items);
  });

  it('answers 404 with a message in English (a Russian-only page) and 422 for an unknown language', async () => {
    const en = await ctx.app.inject({ url: '/api/gallery?lang=en' });
    expect(en.statusCode).toBe(404);
    expect(en.json().message).toContain('Russian only');
    expect((await ctx.app.inject({ url: '/api/gallery?lang=yi' })).statusCode).toBe(422);
  });

  it('serves the generated pictures from /storage: the full_ version larger than the card', async () => {
    await runMediaJobs(extraMediaJobs(paths.storageDir(ctx.app.config), galleryOnly(), loadTags()));
    const [item] = (await ctx.app.inject({ url: '/api/gallery' })).json() as GalleryItem[];
    const card = await ctx.app.inject({ url: `/storage/${item.image}` });
    const full = await ctx.app.inject({ url: `/storage/${item.image_full}` });
    expect(card.statusCode).toBe(200);
    expect(full.statusCode).toBe(200);
    expect(card.headers['content-type']).toBe('image/webp');
    const [cardSize, fullSize] = await Promise.all([sharp(card.rawPayload).metadata(), sharp(full.rawPayload).metadata()]);
    expect(cardSize.format).toBe('webp');
    expect(fullSize.width).toBeGreaterThan(cardSize.width!);
    expect(fullSize.width! / fullSize.height!).toBeCloseTo(cardSize.width! / cardSize.height!, 2);
  });

  it('draws the same pictures every time and does not redraw existing ones', async () => {
    const [a, b] = [fs.mkdtempSync(path.join(os.tmpdir(), 'media-a-')), fs.mkdtempSync(path.join(os.tmpdir(), 'media-b-'))];
    try {
      const content = galleryOnly();
      content.gallery = content.gallery.slice(0, 2);
      await runMediaJobs(extraMediaJobs(a, content, []));
      await runMediaJobs(extraMediaJobs(b, content, []));
      const file = `gallery/${content.gallery[0].key}.webp`;
      expect(fs.readFileSync(path.join(a, file)).equals(fs.readFileSync(path.join(b, file)))).toBe(true);
      const other = `gallery/${content.gallery[1].key}.webp`;
      expect(fs.readFileSync(path.join(a, file)).equals(fs.readFileSync(path.join(a, other)))).toBe(false);
      const before = fs.statSync(path.join(a, file)).mtimeMs;
      fs.writeFileSync(path.join(a, other), 'kept');
      await runMediaJobs(extraMediaJobs(a, content, []));
      expect(fs.statSync(path.join(a, file)).mtimeMs).toBe(before);
      expect(fs.readFileSync(path.join(a, other), 'utf8')).toBe('kept');
    } finally {
      fs.rmSync(a, { recursive: true, force: true });
      fs.rmSync(b, { recursive: true, force: true });
    }
  });
});
