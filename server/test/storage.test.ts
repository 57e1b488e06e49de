import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { diskStorage, isSafeKey, s3SettingsFromEnv, s3Storage, storageFor, type MediaStorage } from '../src/lib/storage.ts';
import { S3_BUCKET, startS3, type S3Addressing, type TestS3 } from './s3.ts';

/**
 * The media storage, one suite for each kind the site runs on: the local folder (what every instance shares as a
 * volume) and an S3 bucket on a real S3-protocol server (./s3.ts), addressed path style and virtual-host style.
 */
let s3: TestS3;
const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'storage-test-'));
beforeAll(async () => {
  s3 = await startS3();
});
afterAll(async () => {
  await s3?.close();
  fs.rmSync(dir, { recursive: true, force: true });
});

interface Backend {
  name: string;
  storage: () => MediaStorage;
  /** Where the file of a key ends up, as the backend keeps it (to check that the name is kept as it is). */
  fileOf: (key: string) => string;
}
const s3Backend = (addressing: S3Addressing): Backend => ({
  name: `S3, ${addressing} style`,
  storage: () => s3Storage(s3.settings(addressing, { S3_PREFIX: `site-${addressing}` })),
  fileOf: (key) => path.join(s3.dir, S3_BUCKET, `site-${addressing}`, `${key}._S3rver_object`),
});
const backends: Backend[] = [
  { name: 'a local folder', storage: () => diskStorage(dir), fileOf: (key) => path.join(dir, key) },
  s3Backend('path'),
  s3Backend('virtual-host'),
];
const NAMES = ['uploads/a.webp', 'covers/Обложка книги.webp', "odd/a+b (1)'!*~.jpg", 'odd/100%20 sure.png', 'odd/😀.avif'];

describe.each(backends)('media storage in $name', ({ name, storage: open, fileOf }) => {
  it('writes, stats, reads and serves files, under any name (kept as it is); a missing one is null', async () => {
    const storage = open();
    for (const key of NAMES) {
      expect(await storage.stat(key), key).toBeNull();
      expect(await storage.read(key), key).toBeNull();
      expect(await storage.fetch(key), key).toBeNull();
      await storage.write(key, Buffer.from(`bytes of ${key}`));
      expect(await storage.stat(key), key).toMatchObject({ size: Buffer.byteLength(`bytes of ${key}`), mtimeMs: expect.any(Number) });
      expect((await storage.read(key))?.toString(), key).toBe(`bytes of ${key}`);
      const served = await storage.fetch(key);
      expect(served?.status, key).toBe(200);
      expect(await new Response(served!.body).text(), key).toBe(`bytes of ${key}`);
      expect(fs.existsSync(fileOf(key)), key).toBe(true);
    }
  });

  it.runIf(name.startsWith('S3'))('addresses the bucket as configured: in the path, or in the host name', () => {
    if (name.includes('virtual-host')) expect([...s3.hosts['virtual-host']]).toEqual([expect.stringMatching(new RegExp(`^${S3_BUCKET}\\.s3\\.localhost:\\d+$`))]);
    else expect([...s3.hosts.path]).toEqual([`127.0.0.1:${s3.port}`]);
  });

  it('writeOnce writes a missing file and keeps an existing one; a write replaces; no temporary file is left', async () => {
    const storage = open();
    expect(await storage.writeOnce('once/a.webp', async () => Buffer.from('first'))).toBe(true);
    expect(await storage.writeOnce('once/a.webp', async () => Buffer.from('second'))).toBe(false);
    expect((await storage.read('once/a.webp'))?.toString()).toBe('first');
    await storage.write('once/b.webp', Buffer.from('old'));
    await storage.write('once/b.webp', Buffer.from('new'));
    expect((await storage.read('once/b.webp'))?.toString()).toBe('new');
    expect(fs.readdirSync(path.dirname(fileOf('once/a.webp'))).filter((name) => !/\._S3rver_(metadata\.json|object\.md5)$/.test(name)).sort()).toEqual(
      [path.basename(fileOf('once/a.webp')), path.basename(fileOf('once/b.webp'))],
    );
  });

  it('serves each file with the type of its name, or the one it was written with', async () => {
    const storage = open();
    await storage.write('types/voice.mp3', Buffer.from('0123456789'));
    await storage.write('types/voice.ogg', Buffer.from('OggS'));
    await storage.write('types/x.webp', Buffer.from('webp'));
    await storage.write('types/y.jpg', Buffer.from('jpeg'), 'image/jpeg');
    const typeOf = async (key: string) => {
      const served = await storage.fetch(key);
      await served?.body?.cancel();
      return [served?.headers['content-type'], served?.headers['content-length']];
    };
    expect(await typeOf('types/voice.mp3')).toEqual(['audio/mpeg', '10']);
    expect(await typeOf('types/voice.ogg')).toEqual(['audio/ogg', '4']);
    expect(await typeOf('types/x.webp')).toEqual(['image/webp', '4']);
    expect(await typeOf('types/y.jpg')).toEqual(['image/jpeg', '4']);
  });

  it('refuses keys that leave the storage', async () => {
    const storage = open();
    for (const key of ['../x.webp', 'a/../../x', '/etc/passwd', '.hidden/x', 'a//b', 'a\\b', '']) {
      expect(isSafeKey(key), key).toBe(false);
      await expect(storage.write(key, Buffer.from('x')), key).rejects.toThrow(/not a storage key/);
      await expect(storage.read(key), key).rejects.toThrow(/not a storage key/);
    }
    expect(fs.existsSync(path.join(path.dirname(dir), 'x.webp'))).toBe(false);
  });
});

describe('the storage settings', () => {
  it('are local without S3_BUCKET, and S3 with it (keys required, path style with an endpoint unless told)', () => {
    expect(s3SettingsFromEnv({})).toBeNull();
    expect(storageFor({ dataDir: dir, s3: null }).localDir).toBe(path.join(dir, 'storage'));
    expect(() => s3SettingsFromEnv({ S3_BUCKET: 'media' })).toThrow(/S3_ACCESS_KEY_ID/);
    const keys = { S3_BUCKET: 'media', S3_ACCESS_KEY_ID: 'key', S3_SECRET_ACCESS_KEY: 'secret' };
    const settings = s3SettingsFromEnv({ ...keys, S3_ENDPOINT: 'http://127.0.0.1:9000/', S3_PREFIX: 'site' });
    expect(settings).toMatchObject({ bucket: 'media', endpoint: 'http://127.0.0.1:9000', region: 'us-east-1', prefix: 'site/', pathStyle: true });
    expect(s3SettingsFromEnv({ ...keys, S3_ENDPOINT: 'https://s3.example.net', S3_FORCE_PATH_STYLE: 'false' })).toMatchObject({ pathStyle: false });
    // AWS: virtual-host style unless told otherwise; AWS_* keys and region taken too
    expect(s3SettingsFromEnv({ S3_BUCKET: 'media', AWS_ACCESS_KEY_ID: 'k', AWS_SECRET_ACCESS_KEY: 's', AWS_REGION: 'eu-west-3' })).toMatchObject({
      endpoint: undefined, region: 'eu-west-3', accessKeyId: 'k', secretAccessKey: 's', prefix: '', pathStyle: false,
    });
    const storage = storageFor({ dataDir: dir, s3: settings });
    expect(storage.kind).toBe('s3');
    expect(storage.localDir).toBeUndefined();
  });
});
