import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { diskStorage, isSafeKey, s3SettingsFromEnv, storageFor } from '../src/lib/storage.ts';

/** The media storage: the local folder kind (what every instance shares as a volume) and the S3 settings. */
describe('media storage', () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'storage-test-'));
  afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

  it('writes, reads, stats and serves a file; writeOnce keeps the first; leaves no temporary file', async () => {
    const storage = diskStorage(dir);
    expect(await storage.stat('uploads/a.webp')).toBeNull();
    expect(await storage.read('uploads/a.webp')).toBeNull();
    expect(await storage.writeOnce('uploads/a.webp', async () => Buffer.from('first'))).toBe(true);
    expect(await storage.writeOnce('uploads/a.webp', async () => Buffer.from('second'))).toBe(false);
    expect((await storage.read('uploads/a.webp'))?.toString()).toBe('first');
    expect((await storage.stat('uploads/a.webp'))?.size).toBe(5);
    expect(fs.readdirSync(path.join(dir, 'uploads'))).toEqual(['a.webp']);
    const served = await storage.fetch('uploads/a.webp');
    expect(served?.headers['content-type']).toBe('image/webp');
    expect(await new Response(served!.body).text()).toBe('first');
    expect(await storage.fetch('uploads/missing.webp')).toBeNull();
  });

  it('refuses keys that leave the storage', async () => {
    for (const key of ['../x.webp', 'a/../../x', '/etc/passwd', '.hidden/x', 'a//b', 'a\\b', '']) {
      expect(isSafeKey(key), key).toBe(false);
    }
    await expect(diskStorage(dir).write('../escape.txt', Buffer.from('x'))).rejects.toThrow(/not a storage key/);
    expect(fs.existsSync(path.join(path.dirname(dir), 'escape.txt'))).toBe(false);
  });

  it('is local without S3_BUCKET, and S3 with it (keys required, path style with an endpoint)', () => {
    expect(s3SettingsFromEnv({})).toBeNull();
    expect(storageFor({ dataDir: dir, s3: null }).localDir).toBe(path.join(dir, 'storage'));
    expect(() => s3SettingsFromEnv({ S3_BUCKET: 'media' })).toThrow(/S3_ACCESS_KEY_ID/);
    const settings = s3SettingsFromEnv({
      S3_BUCKET: 'media',
      S3_ENDPOINT: 'http://127.0.0.1:9000/',
      S3_ACCESS_KEY_ID: 'key',
      S3_SECRET_ACCESS_KEY: 'secret',
      S3_PREFIX: 'site',
    });
    expect(settings).toMatchObject({ bucket: 'media', endpoint: 'http://127.0.0.1:9000', region: 'us-east-1', prefix: 'site/', pathStyle: true });
    const storage = storageFor({ dataDir: dir, s3: settings });
    expect(storage.kind).toBe('s3');
    expect(storage.localDir).toBeUndefined();
  });
});
