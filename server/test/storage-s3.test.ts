import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { buildApp, type App } from '../src/app.ts';
import { loadConfig } from '../src/config.ts';
import { createPostgresDb } from '../src/db/db.ts';
import { loggerOptions } from '../src/lib/logging.ts';
import { s3Storage, storageFor, StorageError, type MediaStorage, type S3Settings } from '../src/lib/storage.ts';
import type { AdminUploadResponse } from '../src/contracts/admin.ts';
import { createTestApp, uploadFile, type TestContext } from './helpers.ts';
import { adminCall, createStaff, type TestUser } from './admin-helpers.ts';
import { S3_BUCKET as BUCKET, startS3, type S3Addressing, type TestS3 } from './s3.ts';

/**
 * Media in S3-compatible object storage (S3_BUCKET …), against a real S3-protocol server started here (./s3.ts):
 * what only S3 does (Range, revalidation and errors passed on from the bucket), its errors, and the site on it.
 * What every storage does is server/test/storage.test.ts; the reader's walk from upload to page is media.test.ts.
 */
let s3: TestS3;
const puts = () => s3.puts;
const s3Env = (over: Record<string, string> = {}) => s3.env('path', over);
const settings = (over: Record<string, string> = {}, addressing: S3Addressing = 'path'): S3Settings => s3.settings(addressing, over);

beforeAll(async () => {
  s3 = await startS3();
});
afterAll(() => s3?.close());

const png = (width: number, height: number, r = 30) =>
  sharp({ create: { width, height, channels: 3, background: { r, g: 90, b: 160 } } }).png().toBuffer();
const text = async (stored: Awaited<ReturnType<MediaStorage['fetch']>>) => new Response(stored!.body).text();

describe.each(['path', 'virtual-host'] as const)('S3 storage, %s style', (addressing) => {
  const own = (over: Record<string, string> = {}) => settings({ S3_PREFIX: `own-${addressing}`, ...over }, addressing);

  it('passes a Range and a revalidation on, and keeps S3 errors from visitors', async () => {
    const storage = s3Storage(own());
    await storage.write('audio/voice.mp3', Buffer.from('0123456789'));
    await storage.write('uploads/y.webp', Buffer.from('webp'));
    const whole = await storage.fetch('uploads/y.webp');
    expect(whole).toMatchObject({ status: 200, headers: { 'content-type': 'image/webp', 'content-length': '4', etag: expect.any(String) } });
    await text(whole);

    const part = await storage.fetch('audio/voice.mp3', 'bytes=2-5');
    expect(part).toMatchObject({ status: 206, headers: { 'content-range': 'bytes 2-5/10', 'content-length': '4' } });
    expect(await text(part)).toBe('2345');
    // past the end: 416 without S3's XML
    expect(await storage.fetch('audio/voice.mp3', 'bytes=50-60')).toEqual({ status: 416, headers: {}, body: null });
    // the browser's copy is current: 304 without a body
    const etag = whole!.headers.etag;
    expect(await storage.fetch('uploads/y.webp', undefined, { 'if-none-match': etag })).toMatchObject({ status: 304, body: null });
    const later = new Date(Date.now() + 60_000).toUTCString();
    expect((await storage.fetch('uploads/y.webp', undefined, { 'if-modified-since': later }))?.status).toBe(304);
  });

  it('takes no misconfiguration for a missing file: a wrong secret, an unknown key id, a missing bucket throw, naming what to check', async () => {
    const cases: [S3Settings, RegExp][] = [
      [{ ...own(), accessKeyId: 'NOBODY' }, /403 InvalidAccessKeyId.* — check S3_ACCESS_KEY_ID$/],
      [own({ S3_BUCKET: 'no-such-bucket' }), /404 NoSuchBucket.* — no bucket "no-such-bucket" at http:.*: check S3_BUCKET and S3_ENDPOINT, or create the bucket$/],
    ];
    // S3rver checks no virtual-host signature (./s3.ts): a wrong secret is refused on the path-style server only.
    if (addressing === 'path') cases.push([{ ...own(), secretAccessKey: 'wrong' }, /403 SignatureDoesNotMatch.* — check S3_SECRET_ACCESS_KEY/]);
    await s3Storage(own()).write('uploads/there.webp', Buffer.from('x'));
    for (const [broken, error] of cases) {
      const storage = s3Storage(broken, { retries: 0 });
      for (const key of ['uploads/there.webp', 'uploads/not-there.webp']) {
        await expect(storage.stat(key), `${error} stat ${key}`).rejects.toThrow(error);
        await expect(storage.read(key), `${error} read ${key}`).rejects.toThrow(error);
        await expect(storage.fetch(key), `${error} fetch ${key}`).rejects.toThrow(error);
      }
      await expect(storage.write('uploads/new.webp', Buffer.from('x'))).rejects.toThrow(error);
      await expect(storage.stat('uploads/there.webp')).rejects.toMatchObject({ name: 'StorageError', transient: false });
    }
  });
});

/** A loopback port nothing listens on. */
async function closedPort() {
  const server = net.createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as net.AddressInfo;
  await new Promise((resolve) => server.close(resolve));
  return port;
}

describe('S3 storage that does not answer', () => {
  it('gives up on a server that accepts and stays silent (headers timeout), as a failure worth a retry', async () => {
    const sockets = new Set<net.Socket>();
    const silent = net.createServer((socket) => sockets.add(socket)); // accepts connections, never answers
    await new Promise<void>((resolve) => silent.listen(0, '127.0.0.1', resolve));
    const { port } = silent.address() as net.AddressInfo;
    // Each call must give up on its own; a bound far above 300 ms names the step that did not, rather than the test's timeout.
    const within = <T,>(what: string, promise: Promise<T>) =>
      Promise.race([promise, new Promise<never>((_, reject) => setTimeout(() => reject(new Error(`${what} still waiting after 5 s`)), 5000).unref())]);
    try {
      const storage = s3Storage(settings({ S3_ENDPOINT: `http://127.0.0.1:${port}` }), { retries: 0, headersTimeoutMs: 300 });
      await expect(within('stat', storage.stat('uploads/a.webp'))).rejects.toThrow(/no answer in 300 ms/);
      await expect(within('write', storage.write('uploads/a.webp', Buffer.from('x')))).rejects.toThrow(/no answer in 300 ms/);
      await expect(within('read', storage.read('uploads/a.webp'))).rejects.toMatchObject({ name: 'StorageError', transient: true });
    } finally {
      silent.close();
      for (const socket of sockets) socket.destroy();
    }
  });

  it('says so when nothing listens at the endpoint (connection refused)', async () => {
    const storage = s3Storage(settings({ S3_ENDPOINT: `http://127.0.0.1:${await closedPort()}` }), { retries: 0 });
    const error = await storage.read('uploads/a.webp').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(StorageError);
    expect(error).toMatchObject({ transient: true, message: expect.stringMatching(/^S3 GET http:\/\/127\.0\.0\.1:\d+\/media\/site\/uploads\/a\.webp: no answer \(ECONNREFUSED\)$/) });
  });
});

describe('the site with S3_BUCKET: uploads, /storage/ and /img/ from the bucket', () => {
  let ctx: TestContext;
  let editor: TestUser;
  let storage: MediaStorage;
  beforeAll(async () => {
    ctx = await createTestApp(s3Env());
    editor = await createStaff(ctx.app, 'editor');
    storage = storageFor(ctx.app.config);
  });
  afterAll(() => ctx?.close());

  const upload = (app: App, kind: 'image' | 'audio', name: string, type: string, bytes: Buffer) =>
    uploadFile(app, editor.auth, kind, name, type, bytes);

  it('stores an upload and every variant in the bucket (none on the local disk), each written once', async () => {
    expect(storage.kind).toBe('s3');
    const before = puts().length;
    const res = await upload(ctx.app, 'image', 'photo.png', 'image/png', await png(2000, 1500));
    expect(res.statusCode).toBe(201);
    const body = res.json() as AdminUploadResponse;
    expect(body.path).toMatch(/^uploads\/[0-9a-f]{32}\.webp$/);
    const sizes: Record<string, [number, number, string]> = {
      master: [1200, 900, 'webp'],
      full: [2000, 1500, 'webp'],
      preview: [310, 350, 'webp'],
      thumbnail: [178, 201, 'webp'],
      banner: [1440, 810, 'webp'],
      og: [1200, 630, 'jpeg'],
    };
    for (const [name, [width, height, format]] of Object.entries(sizes)) {
      const bytes = await storage.read(body.variants[name]);
      expect(bytes, name).not.toBeNull();
      const meta = await sharp(bytes!).metadata();
      expect([name, meta.width, meta.height, meta.format]).toEqual([name, width, height, format]);
    }
    expect(puts().slice(before).sort()).toEqual(Object.values(body.variants).map((key) => `${BUCKET}/site/${key}`).sort());
    expect(fs.existsSync(path.join(ctx.app.config.dataDir, 'storage', 'uploads'))).toBe(false);

    // The same picture again: the same names, nothing written. A new picture (the product's way to replace one:
    // names are content hashes, nothing is overwritten or deleted) gets names of its own; the old stays served.
    const again = await upload(ctx.app, 'image', 'same.png', 'image/png', await png(2000, 1500));
    expect((again.json() as AdminUploadResponse).path).toBe(body.path);
    const other = (await upload(ctx.app, 'image', 'new.png', 'image/png', await png(800, 600, 200))).json() as AdminUploadResponse;
    expect(other.path).not.toBe(body.path);
    expect(puts().length - before).toBe(12);
    for (const key of [body.variants.preview, other.variants.preview]) {
      expect((await ctx.app.inject({ url: `/storage/${key}` })).statusCode).toBe(200);
    }
  });

  it('serves /storage/ from the bucket: type, length, revalidation (304), Range (206), 404', async () => {
    const body = (await upload(ctx.app, 'image', 'p.png', 'image/png', await png(640, 480, 90))).json() as AdminUploadResponse;
    const res = await ctx.app.inject({ url: `/storage/${body.variants.preview}` });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('image/webp');
    expect(res.headers['cache-control']).toBe('public, max-age=86400');
    expect(res.rawPayload.equals((await storage.read(body.variants.preview))!)).toBe(true);
    expect(Number(res.headers['content-length'])).toBe(res.rawPayload.length);
    const etag = String(res.headers.etag);
    const revalidated = await ctx.app.inject({ url: `/storage/${body.variants.preview}`, headers: { 'if-none-match': etag } });
    expect(revalidated.statusCode).toBe(304);
    expect(revalidated.rawPayload.length).toBe(0);
    const og = await ctx.app.inject({ url: `/storage/${body.variants.og}` });
    expect(og.headers['content-type']).toBe('image/jpeg');

    // audio: kept as uploaded, its type from its first bytes, seekable
    const ogg = Buffer.concat([Buffer.from('OggS'), Buffer.alloc(5000, 7)]);
    const audio = (await upload(ctx.app, 'audio', 'voice.ogg', 'audio/ogg', ogg)).json() as AdminUploadResponse;
    const full = await ctx.app.inject({ url: `/storage/${audio.path}` });
    expect(full.headers['content-type']).toBe('audio/ogg');
    expect(full.rawPayload.equals(ogg)).toBe(true);
    const part = await ctx.app.inject({ url: `/storage/${audio.path}`, headers: { range: 'bytes=4-9' } });
    expect(part.statusCode).toBe(206);
    expect(part.headers['content-range']).toBe('bytes 4-9/5004');
    expect(part.rawPayload.equals(ogg.subarray(4, 10))).toBe(true);
    const past = await ctx.app.inject({ url: `/storage/${audio.path}`, headers: { range: 'bytes=9000-9100' } });
    expect(past.statusCode).toBe(416);
    expect(past.body).not.toMatch(/xml|S3|Error/i);

    expect((await ctx.app.inject({ url: '/storage/uploads/missing.webp' })).statusCode).toBe(404);
    expect((await ctx.app.inject({ url: '/storage/uploads/.hidden.webp' })).statusCode).toBe(404);
  });

  it('makes /img/ variants from the bucket (304 when current, 404 when missing), non-ASCII names too', async () => {
    const body = (await upload(ctx.app, 'image', 'v.png', 'image/png', await png(1600, 1000, 120))).json() as AdminUploadResponse;
    const res = await ctx.app.inject({ url: `/img/480/webp/${body.path}` });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('image/webp');
    expect(await sharp(res.rawPayload).metadata()).toMatchObject({ width: 480, format: 'webp' });
    const cached = await ctx.app.inject({ url: `/img/480/webp/${body.path}`, headers: { 'if-none-match': String(res.headers.etag) } });
    expect(cached.statusCode).toBe(304);
    const og = await ctx.app.inject({ url: `/img/og/${body.path}` });
    expect(og.statusCode).toBe(200);
    expect(await sharp(og.rawPayload).metadata()).toMatchObject({ width: 1200, height: 630, format: 'jpeg' });

    // a picture placed under a Cyrillic name with a space (demo content and editors' files may have any name)
    const key = 'covers/Обложка книги.png';
    await storage.write(key, await png(900, 600, 10));
    const encoded = key.split('/').map(encodeURIComponent).join('/');
    const variant = await ctx.app.inject({ url: `/img/360/avif/${encoded}` });
    expect(variant.statusCode).toBe(200);
    expect(await sharp(variant.rawPayload).metadata()).toMatchObject({ width: 360, format: 'heif' });
    const original = await ctx.app.inject({ url: `/storage/${encoded}` });
    expect(original.statusCode).toBe(200);
    expect(original.headers['content-type']).toBe('image/png');

    expect((await ctx.app.inject({ url: '/img/480/webp/uploads/missing.webp' })).statusCode).toBe(404);
    expect((await ctx.app.inject({ url: `/img/480/webp/${encodeURIComponent('covers/Нет такой.png')}` })).statusCode).toBe(404);
  });

  it('two instances on one database: one uploads and publishes, the other serves it from the bucket', async () => {
    const db = ctx.app.db;
    // The second instance: its own DATA_DIR (no shared disk), its own connections on PostgreSQL.
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'site-test-b-'));
    const dbB = db.kind === 'postgres' ? createPostgresDb(db.connectionString!) : db;
    const config = loadConfig({ DATA_DIR: dataDir, CLIENT_DIR: path.join(dataDir, 'no-client'), API_CACHE_ENTRIES: '0', ...s3Env() });
    const b = await buildApp({ config, db: dbB });
    await b.ready();
    try {
      const picture = (await upload(ctx.app, 'image', 'shared.png', 'image/png', await png(1500, 900, 160))).json() as AdminUploadResponse;
      const slug = `s3-shared-${Date.now()}`;
      const created = await adminCall(ctx.app, editor, 'POST', 'materials', {
        lang: 'ru', slug, title: 'Общая картинка', description: 'Обложка из хранилища', time: 3, tags: [1], hashtags: [],
        published: true, preview: picture.variants.preview, image: picture.variants.banner,
        chapters: [{ title: 'Глава', content: '<p>Текст</p>' }],
      });
      expect(created.statusCode, created.body).toBe(201);

      const material = await b.inject({ url: `/api/materials/${slug}?lang=ru` });
      expect(material.statusCode).toBe(200);
      expect(JSON.stringify(material.json())).toContain(picture.variants.banner);
      const served = await b.inject({ url: `/storage/${picture.variants.banner}` });
      expect(served.statusCode).toBe(200);
      expect(served.rawPayload.equals((await storage.read(picture.variants.banner))!)).toBe(true);
      const variant = await b.inject({ url: `/img/800/webp/${picture.variants.banner}` });
      expect(variant.statusCode).toBe(200);
      expect(await sharp(variant.rawPayload).metadata()).toMatchObject({ width: 800, format: 'webp' });
      expect(fs.existsSync(path.join(dataDir, 'storage', 'uploads'))).toBe(false);
    } finally {
      await b.close();
      if (dbB !== db) await dbB.close();
      fs.rmSync(dataDir, { recursive: true, force: true });
    }
  });

  // The documented errors (README, Configuration): a refusal is the configuration's fault, 500; no answer may pass,
  // 503 with Retry-After. Either way the visitor gets a short JSON message and the log one line saying what to check.
  it.each([
    { name: 'a wrong secret key', env: () => ({ S3_SECRET_ACCESS_KEY: 'wrong' }), status: 500, logged: /SignatureDoesNotMatch .*— check S3_SECRET_ACCESS_KEY/ },
    {
      name: 'a missing bucket',
      env: () => ({ S3_BUCKET: 'no-such-bucket' }),
      status: 500,
      logged: /NoSuchBucket .*— no bucket "no-such-bucket" at http:\/\/127\.0\.0\.1:\d+: check S3_BUCKET and S3_ENDPOINT/,
    },
    { name: 'nothing listening at the endpoint', env: async () => ({ S3_ENDPOINT: `http://127.0.0.1:${await closedPort()}` }), status: 503, logged: /no answer \(ECONNREFUSED\)/ },
  ])('with $name: /storage/, /img/ and uploads answer $status with a message, and the log says what to check', async ({ env, status, logged }) => {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'site-test-c-'));
    const config = loadConfig({ DATA_DIR: dataDir, CLIENT_DIR: path.join(dataDir, 'no-client'), API_CACHE_ENTRIES: '0', ...s3Env(await env()) });
    const lines: string[] = [];
    const broken = await buildApp({ config, db: ctx.app.db, logger: loggerOptions('info', { write: (line) => lines.push(line) }) });
    const message = status === 503
      ? 'The media storage is temporarily unavailable. Please try again in a few seconds.'
      : 'The media storage refused the request.';
    try {
      await broken.ready();
      await vi.waitFor(() => expect(lines.join('')).toContain('media storage check at start failed'), { timeout: 10_000 });
      for (const res of [
        await broken.inject({ url: '/storage/uploads/anything.webp' }),
        await broken.inject({ url: '/img/480/webp/uploads/anything.webp' }),
        // the upload fails as the server's fault, not as a damaged picture (422)
        await upload(broken, 'image', 'x.png', 'image/png', await png(50, 50)),
      ]) {
        expect([res.statusCode, res.json()], res.body).toEqual([status, { message }]);
        expect(res.headers['retry-after']).toBe(status === 503 ? '5' : undefined);
      }
      const errors = lines.map((line) => JSON.parse(line) as { level: number; msg: string }).filter((entry) => entry.level >= 50);
      // one line at start, one for each request
      expect(errors.map((entry) => entry.msg.replace(/: S3 .*/, ''))).toEqual([
        'media storage check at start failed',
        ...Array(3).fill('media storage failed'),
      ]);
      for (const entry of errors) expect(entry.msg).toMatch(/: S3 (GET|HEAD|PUT) /);
      for (const entry of errors) expect(entry.msg).toMatch(logged);
    } finally {
      await broken.close();
      fs.rmSync(dataDir, { recursive: true, force: true });
    }
  });
});
