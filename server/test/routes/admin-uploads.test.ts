import fs from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestContext } from '../helpers.ts';
import { createStaff, lastAudit, type TestUser } from '../admin-helpers.ts';
import type { AdminUploadResponse } from '../../src/contracts/admin.ts';
import { paths } from '../../src/config.ts';
import { audioTypeOf } from '../../src/routes/admin/uploads.ts';

let ctx: TestContext;
let editor: TestUser;
let moderator: TestUser;
beforeAll(async () => {
  ctx = await createTestApp();
  editor = await createStaff(ctx.app, 'editor');
  moderator = await createStaff(ctx.app, 'moderator');
});
afterAll(() => ctx.close());

const BOUNDARY = 'adminuploadboundary';
function multipart(fields: Record<string, string>, file?: { name: string; type: string; bytes: Buffer }): Buffer {
  const parts: Buffer[] = Object.entries(fields).map(([k, v]) =>
    Buffer.from(`--${BOUNDARY}\r\nContent-Disposition: form-data; name="${k}"\r\n\r\n${v}\r\n`),
  );
  if (file) {
    parts.push(
      Buffer.from(`--${BOUNDARY}\r\nContent-Disposition: form-data; name="file"; filename="${file.name}"\r\nContent-Type: ${file.type}\r\n\r\n`),
      file.bytes,
      Buffer.from('\r\n'),
    );
  }
  parts.push(Buffer.from(`--${BOUNDARY}--\r\n`));
  return Buffer.concat(parts);
}
const upload = (user: TestUser | null, fields: Record<string, string>, file?: { name: string; type: string; bytes: Buffer }) =>
  ctx.app.inject({
    method: 'POST',
    url: '/api/admin/uploads',
    headers: { 'content-type': `multipart/form-data; boundary=${BOUNDARY}`, ...(user ? user.auth : {}) },
    payload: multipart(fields, file),
  });

const png = (width: number, height: number) =>
  sharp({ create: { width, height, channels: 3, background: { r: 30, g: 90, b: 160 } } }).png().toBuffer();

describe('admin: uploads', () => {
  it('re-encodes a real PNG into every variant, named by content hash, served under /storage/', async () => {
    const bytes = await png(2000, 1500);
    const res = await upload(editor, { kind: 'image' }, { name: 'photo.png', type: 'image/png', bytes });
    expect(res.statusCode).toBe(201);
    const body = res.json() as AdminUploadResponse;
    expect(body.path).toMatch(/^uploads\/[0-9a-f]{32}\.webp$/);
    expect(body.content_type).toBe('image/png');
    expect(body.variants.full).toBe(body.path.replace('uploads/', 'uploads/full_'));
    const storage = paths.storageDir(ctx.app.config);
    const sizes: Record<string, [number, number]> = {
      master: [1200, 900],
      preview: [310, 350],
      thumbnail: [178, 201],
      banner: [1440, 810],
      og: [1200, 630],
      full: [2000, 1500],
    };
    for (const [name, [width, height]] of Object.entries(sizes)) {
      const meta = await sharp(path.join(storage, body.variants[name])).metadata();
      expect([name, meta.width, meta.height, meta.format]).toEqual([name, width, height, name === 'og' ? 'jpeg' : 'webp']);
    }
    const served = await ctx.app.inject({ url: `/storage/${body.variants.preview}` });
    expect(served.statusCode).toBe(200);
    // the same file again: the same names
    const again = await upload(editor, { kind: 'image' }, { name: 'other-name.png', type: 'image/png', bytes });
    expect((again.json() as AdminUploadResponse).path).toBe(body.path);
    expect(await lastAudit(ctx.app, 'uploads', body.path)).toMatchObject({ action: 'upload', user_id: editor.id });
  });

  it('keeps an accepted audio file as uploaded', async () => {
    const bytes = Buffer.concat([Buffer.from('OggS'), Buffer.alloc(200, 1)]);
    const res = await upload(editor, { kind: 'audio' }, { name: 'voice.ogg', type: 'audio/ogg', bytes });
    expect(res.statusCode).toBe(201);
    const body = res.json() as AdminUploadResponse;
    expect(body.path).toMatch(/^uploads\/[0-9a-f]{32}\.ogg$/);
    expect(body.variants).toEqual({ audio: body.path });
    expect(fs.readFileSync(path.join(paths.storageDir(ctx.app.config), body.path)).equals(bytes)).toBe(true);
  });

  it('recognises audio by its first bytes', () => {
    expect(audioTypeOf(Buffer.concat([Buffer.from('ID3'), Buffer.alloc(20)]))?.ext).toBe('mp3');
    expect(audioTypeOf(Buffer.from([0xff, 0xfb, 0x90, 0x64, 0, 0, 0, 0, 0, 0, 0, 0]))?.ext).toBe('mp3');
    expect(audioTypeOf(Buffer.concat([Buffer.from([0, 0, 0, 0x20]), Buffer.from('ftypM4A '), Buffer.alloc(8)]))?.ext).toBe('m4a');
    expect(audioTypeOf(Buffer.from('<html><body>hello</body></html>'))).toBeNull();
  });

  it('answers 415 for a fake file renamed .png, an SVG, and a picture sent as audio', async () => {
    const fake = await upload(editor, { kind: 'image' }, { name: 'evil.png', type: 'image/png', bytes: Buffer.from('#!/bin/sh\necho not an image\n'.repeat(5)) });
    expect(fake.statusCode).toBe(415);
    expect(fake.json().message).toMatch(/not an image/);
    const svg = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><script>alert(1)</script></svg>');
    expect((await upload(editor, { kind: 'image' }, { name: 'x.png', type: 'image/png', bytes: svg })).statusCode).toBe(415);
    const picture = await upload(editor, { kind: 'audio' }, { name: 'x.mp3', type: 'audio/mpeg', bytes: await png(20, 20) });
    expect(picture.statusCode).toBe(415);
  });

  it('answers 413 for a file over the limit', async () => {
    const big = Buffer.concat([await png(10, 10), Buffer.alloc(10 * 1024 * 1024 + 10, 0)]);
    const image = await upload(editor, { kind: 'image' }, { name: 'big.png', type: 'image/png', bytes: big });
    expect(image.statusCode).toBe(413);
    expect(image.json().message).toMatch(/10 MB/);
    const huge = Buffer.concat([Buffer.from('OggS'), Buffer.alloc(30 * 1024 * 1024 + 10, 0)]);
    const audio = await upload(editor, { kind: 'audio' }, { name: 'big.ogg', type: 'audio/ogg', bytes: huge });
    expect(audio.statusCode).toBe(413);
    expect(audio.json().message).toMatch(/30 MB/);
  });

  it('answers 422 without a file, with a bad kind, and for a truncated image', async () => {
    expect((await upload(editor, { kind: 'image' })).statusCode).toBe(422);
    const bytes = await png(40, 40);
    expect((await upload(editor, { kind: 'video' }, { name: 'a.png', type: 'image/png', bytes })).statusCode).toBe(422);
    const truncated = await upload(editor, { kind: 'image' }, { name: 'cut.png', type: 'image/png', bytes: bytes.subarray(0, 60) });
    expect([415, 422]).toContain(truncated.statusCode);
    expect(truncated.json().message).toBeTruthy();
  });

  it('answers 401 without a token and 403 for a moderator', async () => {
    const bytes = await png(20, 20);
    const anonymous = await upload(null, { kind: 'image' }, { name: 'a.png', type: 'image/png', bytes });
    expect(anonymous.statusCode).toBe(401);
    expect(anonymous.json()).toEqual({ message: 'Unauthenticated.' });
    expect((await upload(moderator, { kind: 'image' }, { name: 'a.png', type: 'image/png', bytes })).statusCode).toBe(403);
  });
});
