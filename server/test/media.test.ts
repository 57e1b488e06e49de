import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../src/app.ts';
import { storageFor } from '../src/lib/storage.ts';
import type { AdminUploadResponse } from '../src/contracts/admin.ts';
import { createTestApp, uploadFile, type TestContext } from './helpers.ts';
import { adminCall, createStaff, type TestUser } from './admin-helpers.ts';
import { startS3, type TestS3 } from './s3.ts';

/**
 * A reader's media, from the editor's upload to the reader's browser, on each storage the site runs on: the local
 * folder, and an S3 bucket (a real S3-protocol server, ./s3.ts).
 * An editor uploads a picture and an audio file through the console API, publishes a material with them; the
 * material's page names the picture's variants and the audio; each address it names serves the file with its type
 * and caching headers; the audio seeks (Range, 206). The answers' headers are the same whichever the storage.
 */
let s3: TestS3;
beforeAll(async () => {
  s3 = await startS3();
});
afterAll(() => s3?.close());

const upload = (app: App, editor: TestUser, kind: 'image' | 'audio', name: string, type: string, bytes: Buffer) =>
  uploadFile(app, editor.auth, kind, name, type, bytes);

/** What a reader's browser gets for one address, without what differs by nature (dates, lengths, ETag values). */
interface Served {
  status: number;
  type: string | undefined;
  cache: string | undefined;
  ranges: string | undefined;
  validators: string[];
}
/** The headers of every address the page named, by the address's shape (the storage's hash names taken out). */
const servedBy: Record<string, Record<string, Served>> = {};

const backends = [
  { name: 'a local folder', env: (): Record<string, string> => ({}) },
  // The virtual-host style differs only in the address the storage builds: storage.test.ts runs it.
  { name: 'S3', env: () => s3.env('path') },
];

describe.each(backends)('media on $name', ({ name, env }) => {
  let ctx: TestContext;
  let editor: TestUser;
  beforeAll(async () => {
    ctx = await createTestApp(env());
    editor = await createStaff(ctx.app, 'editor');
  });
  afterAll(() => ctx?.close());

  it('upload → variants stored → the page names them → each served with its type and caching → the audio seeks', async () => {
    const app = ctx.app;
    const picture = await sharp({ create: { width: 1800, height: 1200, channels: 3, background: { r: 140, g: 60, b: 30 } } }).png().toBuffer();
    const image = await upload(app, editor, 'image', 'Менора.png', 'image/png', picture);
    expect(image.statusCode, image.body).toBe(201);
    const { variants } = image.json() as AdminUploadResponse;
    // a recognisable audio file: an Ogg page header, then counting bytes (a Range must return exactly these)
    const sound = Buffer.concat([Buffer.from('OggS'), Buffer.from(Array.from({ length: 40_000 }, (_, i) => i % 251))]);
    const audio = await upload(app, editor, 'audio', 'Голос.ogg', 'audio/ogg', sound);
    expect(audio.statusCode, audio.body).toBe(201);
    const audioKey = (audio.json() as AdminUploadResponse).path;

    // every variant is in the storage the site is configured with
    const storage = storageFor(app.config);
    expect(storage.kind).toBe(name.startsWith('S3') ? 's3' : 'local');
    for (const key of [...Object.values(variants), audioKey]) expect(await storage.stat(key), key).not.toBeNull();

    const slug = `media-walk-${Date.now()}`;
    const created = await adminCall(app, editor, 'POST', 'materials', {
      lang: 'ru', slug, title: 'Ханука в картинках', description: 'Картинка и голос', time: 4, tags: [1], hashtags: [],
      published: true, preview: variants.preview, image: variants.banner, audio: audioKey,
      chapters: [{ title: 'Свечи', content: '<p>Восемь дней.</p>' }],
    });
    expect(created.statusCode, created.body).toBe(201);

    const page = await app.inject({ url: `/ru/materials/${slug}` });
    expect(page.statusCode).toBe(200);
    const named = [...new Set([...page.body.matchAll(/(?:\/(?:storage|img)\/[^"'\s,)]*uploads\/[0-9a-f]{32}[^"'\s,)]*)/g)].map((m) => m[0]))];
    // the banner (its responsive variants and the share picture) and the audio
    expect(named.some((url) => url.startsWith('/img/') && url.includes(variants.banner)), named.join('\n')).toBe(true);
    expect(named, named.join('\n')).toContain(`/storage/${audioKey}`);
    expect(named.some((url) => url.startsWith('/img/og/')), named.join('\n')).toBe(true);

    // One address of each kind: the smallest width of each format of /img/ (an AVIF encode of 1440 px costs
    // seconds of CPU, and every width is made by the same code), the og picture, each /storage/ original.
    const kinds = new Map<string, string>();
    const widthOf = (url: string) => Number(url.split('/')[2]) || 0;
    for (const url of named) {
      const kind = url.startsWith('/img/og/') ? 'og' : url.startsWith('/img/') ? `img ${url.split('/')[3]}` : url;
      const chosen = kinds.get(kind);
      if (!chosen || widthOf(url) < widthOf(chosen)) kinds.set(kind, url);
    }
    const served: Record<string, Served> = {};
    for (const url of kinds.values()) {
      const res = await app.inject({ url });
      expect(res.statusCode, url).toBe(200);
      const type = res.headers['content-type'] as string;
      if (url.startsWith('/img/og/')) expect(type, url).toBe('image/jpeg');
      else if (url.startsWith('/img/')) expect(type, url).toBe(`image/${url.split('/')[3]}`);
      else expect(type, url).toBe(url.endsWith('.ogg') ? 'audio/ogg' : `image/${url.split('.').at(-1)}`);
      if (type.startsWith('image/')) expect((await sharp(res.rawPayload).metadata()).width, url).toBeGreaterThan(0);
      else expect(res.rawPayload.equals(sound), url).toBe(true);
      expect(Number(res.headers['content-length']), url).toBe(res.rawPayload.length);
      // revalidation: the browser's copy is current
      const again = await app.inject({ url, headers: { 'if-none-match': String(res.headers.etag) } });
      expect(again.statusCode, url).toBe(304);
      served[url.replace(/[0-9a-f]{32}/g, '<hash>')] = {
        status: res.statusCode,
        type,
        cache: res.headers['cache-control'] as string | undefined,
        ranges: res.headers['accept-ranges'] as string | undefined,
        validators: ['etag', 'last-modified'].filter((header) => res.headers[header]),
      };
    }

    // the audio seeks: a Range answers 206 with exactly those bytes
    const part = await app.inject({ url: `/storage/${audioKey}`, headers: { range: 'bytes=1000-1999' } });
    expect(part.statusCode).toBe(206);
    expect(part.headers['content-range']).toBe(`bytes 1000-1999/${sound.length}`);
    expect(part.headers['content-type']).toBe('audio/ogg');
    expect(part.rawPayload.equals(sound.subarray(1000, 2000))).toBe(true);
    // what a browser sends when the reader jumps ahead: from a byte to the end (S3rver has no suffix ranges, bytes=-N)
    const tail = await app.inject({ url: `/storage/${audioKey}`, headers: { range: 'bytes=39000-' } });
    expect(tail.statusCode).toBe(206);
    expect(tail.headers['content-range']).toBe(`bytes 39000-${sound.length - 1}/${sound.length}`);
    expect(tail.rawPayload.equals(sound.subarray(39000))).toBe(true);
    served['range'] = { status: part.statusCode, type: part.headers['content-type'] as string, cache: part.headers['cache-control'] as string, ranges: part.headers['accept-ranges'] as string | undefined, validators: [] };
    servedBy[name] = served;
  }, 60_000);
});

describe('media served to readers', () => {
  it('carries the same type, caching and validator headers from a local folder and from S3', () => {
    const [local, ...others] = backends.map((backend) => servedBy[backend.name]);
    expect(local, 'the local walk ran').toBeDefined();
    // the original files a day (not content-addressed everywhere: demo media keep their names), variants a year
    expect(Object.entries(local).find(([url]) => url.startsWith('/storage/'))?.[1].cache).toBe('public, max-age=86400');
    expect(Object.entries(local).find(([url]) => url.startsWith('/img/'))?.[1].cache).toBe('public, max-age=31536000, immutable');
    for (const [index, other] of others.entries()) expect(other, backends[index + 1].name).toEqual(local);
  });
});
