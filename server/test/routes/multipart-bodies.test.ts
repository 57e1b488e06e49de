import http from 'node:http';
import type { AddressInfo } from 'node:net';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, createUser, type TestContext } from '../helpers.ts';
import { createStaff, type TestUser } from '../admin-helpers.ts';

/**
 * Multipart bodies: an ordinary call takes fields only, within BODY_LIMIT (1 MB) like JSON; files are parsed only on
 * the console's uploads, after the sign-in and role check. Proved over real HTTP: a 5 MB body is answered
 * before the client has sent it (the server did not wait to read it).
 */
let ctx: TestContext;
let origin: string;
let user: Awaited<ReturnType<typeof createUser>>;
let editor: TestUser;
let moderator: TestUser;
beforeAll(async () => {
  ctx = await createTestApp({ RATE_LIMIT_MAX: '1000' });
  await ctx.app.listen({ port: 0, host: '127.0.0.1' });
  origin = `http://127.0.0.1:${(ctx.app.server.address() as AddressInfo).port}`;
  user = await createUser(ctx.app);
  editor = await createStaff(ctx.app, 'editor');
  moderator = await createStaff(ctx.app, 'moderator');
});
afterAll(() => ctx.close());

const BOUNDARY = 'bodiesboundary';
const MB = 1024 * 1024;
const head = (fields: Record<string, string>) =>
  Object.entries(fields)
    .map(([k, v]) => `--${BOUNDARY}\r\nContent-Disposition: form-data; name="${k}"\r\n\r\n${v}\r\n`)
    .join('') + `--${BOUNDARY}\r\nContent-Disposition: form-data; name="file"; filename="big.png"\r\nContent-Type: image/png\r\n\r\n`;

/**
 * Posts a multipart body of `total` bytes (a file part of zeros), 64 KB at a time, and stops as soon as the answer
 * comes: `sent` says how much of the body the server had been given by then.
 */
function postLarge(
  url: string,
  headers: Record<string, string>,
  total: number,
  { chunked = false } = {},
): Promise<{ status: number; body: string; sent: number }> {
  return new Promise((resolve, reject) => {
    const start = Buffer.from(head({ kind: 'image' }));
    const request = http.request(`${origin}${url}`, {
      method: 'POST',
      headers: {
        'content-type': `multipart/form-data; boundary=${BOUNDARY}`,
        ...(chunked ? { 'transfer-encoding': 'chunked' } : { 'content-length': String(total) }),
        ...headers,
      },
    });
    let sent = 0;
    let answered = false;
    let wake: () => void = () => {};
    request.on('response', (response) => {
      answered = true;
      wake();
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('end', () => {
        request.destroy();
        resolve({ status: response.statusCode!, body: Buffer.concat(chunks).toString(), sent });
      });
    });
    // Writing after the server has answered and closed is expected; only an error before the answer fails.
    request.on('error', (error) => {
      if (!answered) reject(error);
    });
    void (async () => {
      const chunk = Buffer.alloc(64 * 1024);
      for (let piece = start; !answered && sent < total; piece = chunk.subarray(0, Math.min(chunk.length, total - sent))) {
        const ok = request.write(piece);
        sent += piece.length;
        // Wait for the socket (or the answer), then a moment, so that the server can answer between pieces.
        if (!ok) await new Promise<void>((r) => ((wake = r), request.once('drain', r)));
        // After the headers, up to 2 s: a server that refuses by Content-Length answers now, and a write after its
        // close could fail with EPIPE before the answer is read (on a busy machine the 2 ms pause was too short).
        const pause = piece === start ? 2000 : 2;
        await new Promise<void>((r) => {
          const timer = setTimeout(r, pause);
          wake = () => (clearTimeout(timer), r());
          if (answered) wake();
        });
      }
      if (!answered) request.end();
    })();
  });
}

describe('multipart bodies', () => {
  it('an ordinary call refuses a 5 MB multipart body with 413 before reading it, signed in or not', async () => {
    for (const headers of [{}, user.auth]) {
      const res = await postLarge('/api/user/update', headers, 5 * MB);
      expect(res.sent).toBeLessThan(MB);
      expect(res.status).toBe(413);
      expect(JSON.parse(res.body).message).toBeTruthy();
    }
  });

  it('without a Content-Length, an ordinary call stops reading at 1 MB', async () => {
    const res = await postLarge('/api/user/update', user.auth, 5 * MB, { chunked: true });
    expect(res.sent).toBeLessThan(2 * MB);
    expect(res.status).toBe(413);
  });

  it('the uploads answer 401 and 403 before reading a 5 MB body', async () => {
    const anonymous = await postLarge('/api/admin/uploads', {}, 5 * MB);
    expect(anonymous.status).toBe(401);
    expect(anonymous.sent).toBeLessThan(MB);
    const notEditor = await postLarge('/api/admin/uploads', moderator.auth, 5 * MB);
    expect(notEditor.status).toBe(403);
    expect(notEditor.sent).toBeLessThan(MB);
  });

  it('an editor still uploads a picture larger than 1 MB', async () => {
    const noise = Buffer.alloc(600 * 800 * 3);
    for (let i = 0; i < noise.length; i += 1) noise[i] = (i * 7919) % 251;
    const bytes = await sharp(noise, { raw: { width: 600, height: 800, channels: 3 } }).png({ compressionLevel: 0 }).toBuffer();
    expect(bytes.length).toBeGreaterThan(MB);
    const payload = Buffer.concat([Buffer.from(head({ kind: 'image' })), bytes, Buffer.from(`\r\n--${BOUNDARY}--\r\n`)]);
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/api/admin/uploads',
      headers: { 'content-type': `multipart/form-data; boundary=${BOUNDARY}`, ...editor.auth },
      payload,
    });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json().size).toBe(bytes.length);
  });

  it('an ordinary call reads multipart fields like a form, refuses files, and answers 400 to a broken body', async () => {
    const fields = (body: string) =>
      ctx.app.inject({
        method: 'POST',
        url: '/api/user/update',
        headers: { 'content-type': `multipart/form-data; boundary=${BOUNDARY}`, ...user.auth },
        payload: body,
      });
    const ok = await fields(`--${BOUNDARY}\r\nContent-Disposition: form-data; name="name"\r\n\r\nЭстер\r\n--${BOUNDARY}--\r\n`);
    expect(ok.statusCode, ok.body).toBe(200);
    expect((await ctx.app.inject({ url: '/api/user', headers: user.auth })).json().user.name).toBe('Эстер');

    const withFile = await fields(`${head({ name: 'Эстер' })}PNG\r\n--${BOUNDARY}--\r\n`);
    expect(withFile.statusCode).toBe(422);
    expect(withFile.json()).toEqual({
      message: 'This call takes no files: send the fields only.',
      errors: { file: ['This call takes no files: send the fields only.'] },
    });

    const broken = await fields(`--${BOUNDARY}\r\nContent-Disposition: form-data; name="name"\r\n\r\nunterminated`);
    expect(broken.statusCode).toBe(400);
    expect(broken.json().message).toMatch(/^The multipart body is malformed/);

    const proto = await fields(`--${BOUNDARY}\r\nContent-Disposition: form-data; name="__proto__"\r\n\r\n{"admin":true}\r\n--${BOUNDARY}--\r\n`);
    expect(proto.statusCode).toBeLessThan(500);
    expect(({} as Record<string, unknown>).admin).toBeUndefined();
  });
});
