import zlib from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../helpers.ts';

const ctx = useTestApp();

/** The search's answer as sent for `encoding`: its headers and its body. */
const searchAs = (encoding: string) =>
  ctx.app.inject({ url: '/api/search', query: { lang: 'ru', query: 'шаббат', limit: '20' }, headers: { 'accept-encoding': encoding } });

describe('GET /api/search compression', () => {
  it('compresses with brotli 3 and gzip 5 (cheaper than the site\'s 4 and 6), the same JSON decompressed', async () => {
    const plain = await searchAs('identity');
    expect(plain.statusCode).toBe(200);
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.rawPayload.length).toBeGreaterThan(1024);

    const br = await searchAs('br');
    expect(br.headers['content-encoding']).toBe('br');
    expect(zlib.brotliDecompressSync(br.rawPayload).toString()).toBe(plain.body);
    const brotli = (quality: number) => zlib.brotliCompressSync(plain.rawPayload, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: quality } });
    expect(brotli(3)).not.toEqual(brotli(4));
    expect(br.rawPayload).toEqual(brotli(3));

    const gzip = await searchAs('gzip');
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(zlib.gunzipSync(gzip.rawPayload).toString()).toBe(plain.body);
    expect(zlib.gzipSync(plain.rawPayload, { level: 5 })).not.toEqual(zlib.gzipSync(plain.rawPayload, { level: 6 }));
    expect(gzip.rawPayload).toEqual(zlib.gzipSync(plain.rawPayload, { level: 5 }));
    // The ETag is of the content, whatever the encoding (etag before compression, app.ts).
    expect(br.headers.etag).toBe(plain.headers.etag);
    expect(gzip.headers.etag).toBe(plain.headers.etag);
  });

  it('leaves the other answers at the site\'s settings (brotli 4)', async () => {
    const plain = await ctx.app.inject({ url: '/api/materials', query: { lang: 'ru', per_page: '20' } });
    const br = await ctx.app.inject({ url: '/api/materials', query: { lang: 'ru', per_page: '20' }, headers: { 'accept-encoding': 'br' } });
    expect(plain.rawPayload.length).toBeGreaterThan(1024);
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.rawPayload).toEqual(zlib.brotliCompressSync(plain.rawPayload, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 4 } }));
  });
});
