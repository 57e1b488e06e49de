import fs from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestContext } from '../helpers.ts';
import { paths } from '../../src/config.ts';
import { coverSvg } from '../../src/lib/covers.ts';

let ctx: TestContext;
let storageDir: string;
beforeAll(async () => {
  ctx = await createTestApp();
  storageDir = paths.storageDir(ctx.app.config);
  fs.mkdirSync(path.join(storageDir, 'covers/test'), { recursive: true });
  await sharp(Buffer.from(coverSvg('images-test', ['#1F3A5F', '#4D7EA8'], 1000, 600)))
    .webp()
    .toFile(path.join(storageDir, 'covers/test/wide.webp'));
  await sharp(Buffer.from(coverSvg('images-test-2', ['#2E4A3F', '#6C8A5B'], 400, 800)))
    .png()
    .toFile(path.join(storageDir, 'covers/test/tall.png'));
  fs.writeFileSync(path.join(storageDir, 'covers/test/broken.webp'), 'not a picture');
  fs.writeFileSync(path.join(storageDir, 'covers/test/notes.txt'), 'text');
  fs.mkdirSync(path.join(storageDir, '.private'), { recursive: true });
  fs.copyFileSync(path.join(storageDir, 'covers/test/wide.webp'), path.join(storageDir, '.private/x.webp'));
  // a picture beside storage, which no address may reach
  fs.copyFileSync(path.join(storageDir, 'covers/test/wide.webp'), path.join(ctx.app.config.dataDir, 'secret.webp'));
});
afterAll(() => ctx.close());

const get = (url: string, headers: Record<string, string> = {}) => ctx.app.inject({ url, headers });

describe('GET /img/{width}/{format}/{path}', () => {
  it('resizes to the width asked, as WebP, cached for a year with an ETag, and kept on disk', async () => {
    const res = await get('/img/310/webp/covers/test/wide.webp');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('image/webp');
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(res.headers.etag).toMatch(/^"[^"]+"$/);
    const meta = await sharp(res.rawPayload).metadata();
    expect([meta.format, meta.width, meta.height]).toEqual(['webp', 310, 186]);
    const cached = fs.readdirSync(path.join(ctx.app.config.dataDir, 'image-variants/310/covers/test'));
    expect(cached.some((f) => f.startsWith('wide.webp.') && f.endsWith('.webp'))).toBe(true);
    const again = await get('/img/310/webp/covers/test/wide.webp');
    expect(again.headers.etag).toBe(res.headers.etag);
    expect(again.rawPayload.equals(res.rawPayload)).toBe(true);
  });

  it('encodes AVIF and never enlarges: beyond the original it answers the original width', async () => {
    const res = await get('/img/1920/avif/covers/test/wide.webp');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('image/avif');
    const meta = await sharp(res.rawPayload).metadata();
    expect(meta.format).toBe('heif');
    expect([meta.width, meta.height]).toEqual([1000, 600]);
    const png = await sharp((await get('/img/640/webp/covers/test/tall.png')).rawPayload).metadata();
    expect([png.width, png.height]).toEqual([400, 800]);
  });

  it('answers 304 to a browser that has it', async () => {
    const first = await get('/img/480/webp/covers/test/wide.webp');
    const second = await get('/img/480/webp/covers/test/wide.webp', { 'if-none-match': first.headers.etag as string });
    expect(second.statusCode).toBe(304);
    expect(second.body).toBe('');
    // another width or format is another picture
    const other = await get('/img/480/avif/covers/test/wide.webp', { 'if-none-match': first.headers.etag as string });
    expect(other.statusCode).toBe(200);
  });

  it('answers 422 for a width or format not in the list', async () => {
    const width = await get('/img/311/webp/covers/test/wide.webp');
    expect(width.statusCode).toBe(422);
    expect(width.json().errors.width[0]).toMatch(/one of 178, 310/);
    expect((await get('/img/abc/webp/covers/test/wide.webp')).statusCode).toBe(422);
    const format = await get('/img/310/gif/covers/test/wide.webp');
    expect(format.statusCode).toBe(422);
    expect(format.json().errors.format).toBeDefined();
  });

  it('answers 404 for a missing picture and 422 for what is not a picture', async () => {
    const missing = await get('/img/310/webp/covers/test/none.webp');
    expect(missing.statusCode).toBe(404);
    expect(missing.json().message).toBe('Image not found.');
    expect((await get('/img/310/webp/covers/test/notes.txt')).statusCode).toBe(422);
    const broken = await get('/img/310/webp/covers/test/broken.webp');
    expect(broken.statusCode).toBe(422);
    expect(broken.json().errors.path[0]).toMatch(/not a picture/);
  });

  it('refuses paths that leave storage or enter hidden folders', async () => {
    // Dot segments (plain or %2e) are resolved by the URL parser before routing: they never reach a picture.
    for (const url of [
      '/img/310/webp/../secret.webp',
      '/img/310/webp/covers/../../secret.webp',
      '/img/og/../secret.webp',
      '/img/310/webp/%2e%2e/secret.webp',
      '/img/310/webp/covers/%2E%2E/%2E%2E/secret.webp',
    ]) {
      const res = await get(url);
      expect([404, 422], url).toContain(res.statusCode);
      expect(res.headers['content-type'], url).toMatch(/json/);
    }
    // Encoded ones reach the route and are refused there.
    for (const url of [
      '/img/310/webp/covers%2f..%2f..%2fsecret.webp',
      '/img/og/covers%2F..%2F..%2Fsecret.webp',
      '/img/310/webp/.private/x.webp',
      '/img/310/webp/covers//test/wide.webp',
      '/img/310/webp/covers%5C..%5C..%5Csecret.webp',
    ]) {
      const res = await get(url);
      expect(res.statusCode, url).toBe(422);
      expect(res.json().errors.path, url).toBeDefined();
    }
  });
});

describe('GET /img/og/{path}', () => {
  it('answers a 1200×630 JPEG of a picture, cached like the variants', async () => {
    const res = await get('/img/og/covers/test/tall.png');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('image/jpeg');
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    const meta = await sharp(res.rawPayload).metadata();
    expect([meta.format, meta.width, meta.height]).toEqual(['jpeg', 1200, 630]);
    const cached = await get('/img/og/covers/test/tall.png', { 'if-none-match': res.headers.etag as string });
    expect(cached.statusCode).toBe(304);
    expect((await get('/img/og/covers/test/none.webp')).statusCode).toBe(404);
  });

  it("answers the site's own share picture", async () => {
    const res = await get('/img/og/site.jpg');
    expect(res.statusCode).toBe(200);
    const meta = await sharp(res.rawPayload).metadata();
    expect([meta.format, meta.width, meta.height]).toEqual(['jpeg', 1200, 630]);
    expect((await get('/img/og/site.jpg', { 'if-none-match': res.headers.etag as string })).statusCode).toBe(304);
  });
});
