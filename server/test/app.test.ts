import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, injectBody, type TestContext } from './helpers.ts';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(() => ctx.close());

describe('the server', () => {
  it('answers unknown API paths with a JSON 404', async () => {
    const res = await ctx.app.inject({ url: '/api/nothing-here' });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ message: 'Not found.' });
  });

  it('serves an OpenAPI document listing every route with a response schema', async () => {
    const res = await ctx.app.inject({ url: '/api/docs/json' });
    expect(res.statusCode).toBe(200);
    const doc = res.json() as { paths: Record<string, Record<string, { responses: Record<string, unknown> }>> };
    expect(Object.keys(doc.paths)).toEqual(expect.arrayContaining(['/api/materials', '/api/materials/{slug}', '/api/tags', '/api/user']));
    for (const [path, methods] of Object.entries(doc.paths)) {
      for (const [method, op] of Object.entries(methods)) {
        expect(op.responses?.['200'] ?? op.responses?.['201'] ?? op.responses?.['204'] ?? op.responses?.['302'], `${method} ${path}`).toBeDefined();
      }
    }
  });

  it('sets security headers on API answers, pages and errors alike', async () => {
    for (const url of ['/api/tags', '/ru', '/api/materials/no-such-material?lang=ru']) {
      const res = await ctx.app.inject({ url });
      expect(res.headers['x-content-type-options'], url).toBe('nosniff');
      expect(res.headers['strict-transport-security'], url).toBe('max-age=31536000; includeSubDomains');
      expect(res.headers['referrer-policy'], url).toBe('no-referrer');
      const csp = String(res.headers['content-security-policy']);
      expect(csp, url).toContain("default-src 'self'");
      expect(csp, url).toContain("frame-ancestors 'none'");
      expect(csp, url).toContain("style-src 'self' 'unsafe-inline'");
      expect(csp, url).not.toContain('upgrade-insecure-requests');
      expect(res.headers['cross-origin-embedder-policy'], url).toBeUndefined();
      // Powerful features denied; only the clipboard write of "copy link", for the site itself.
      const policy = String(res.headers['permissions-policy']);
      for (const feature of ['camera', 'microphone', 'geolocation', 'payment', 'usb', 'fullscreen', 'browsing-topics', 'interest-cohort']) {
        expect(policy, `${url} ${feature}`).toMatch(new RegExp(`(^|, )${feature}=\\(\\)(,|$)`));
      }
      expect(policy, url).toContain('clipboard-write=(self)');
    }
  });

  it("lets the page load map tiles from MAP_TILE_URL's origin, and from no other", async () => {
    const withTiles = await createTestApp({ MAP_TILE_URL: 'https://{s}.tiles.example.org/{z}/{x}/{y}.png' });
    try {
      const csp = String((await withTiles.app.inject({ url: '/api/tags' })).headers['content-security-policy']);
      // Leaflet spreads {s} over a, b and c: all of them.
      expect(csp).toContain("img-src 'self' data: blob: https://*.tiles.example.org;");
    } finally {
      await withTiles.close();
    }
    const csp = String((await ctx.app.inject({ url: '/api/tags' })).headers['content-security-policy']);
    expect(csp).toContain("img-src 'self' data: blob:;");
  });

  it('answers malformed JSON with 400 and a message, not 500', async () => {
    const res = await injectBody(ctx.app, 'POST', '/api/materials', 'application/json', '{"a":');
    expect(res.statusCode).toBeGreaterThanOrEqual(400);
    expect(res.statusCode).toBeLessThan(500);
    expect(res.json().message).toBeTruthy();
  });
});
