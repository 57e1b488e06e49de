import { describe, expect, it } from 'vitest';
import { useTestApp } from './helpers.ts';

// One URL per page (issue 17, item 5): non-canonical page addresses answer 301 to the canonical one
// (src/app/canonicalUrl.ts, applied by server/src/plugins/canonical-urls.ts).
const SITE = 'https://site.example';
const ctx = useTestApp({ PUBLIC_URL: SITE });

const get = (url: string, method: 'GET' | 'HEAD' = 'GET') => ctx.app.inject({ method, url });

describe('non-canonical page addresses answer 301 to the canonical one', () => {
  const redirects = async (url: string, to: string, method: 'GET' | 'HEAD' = 'GET') => {
    const res = await get(url, method);
    expect(res.statusCode, `${method} ${url}`).toBe(301);
    expect(res.headers.location, url).toBe(to);
    expect(res.headers['cache-control']).toBe('public, max-age=86400');
    expect((await get(to, method)).statusCode, to).toBe(200);
  };

  it('a trailing slash', async () => {
    await redirects('/ru/', '/ru');
    await redirects('/en/materials/', '/en/materials');
    await redirects('/ru/materials/shabbat/', '/ru/materials/shabbat');
    await redirects('/ru/virtual-gallery/', '/ru/virtual-gallery', 'HEAD');
    await redirects('/ru//map/', '/ru/map');
  });

  it('an upper-case locale or section', async () => {
    await redirects('/RU/materials', '/ru/materials');
    await redirects('/En', '/en');
    await redirects('/EN/Materials/shabbat', '/en/materials/shabbat');
  });

  it('a parameter the page does not read is dropped; those it reads are kept, in a stable order', async () => {
    await redirects('/ru/materials/shabbat?utm_source=newsletter', '/ru/materials/shabbat');
    await redirects('/ru/materials?reversed=1&page=3&tags=1&sort=popular', '/ru/materials?tags=1&sort=popular&reversed=1');
    await redirects('/ru/search?foo=1&search=shabbat', '/ru/search?search=shabbat');
    await redirects('/ru/courses?sort=date', '/ru/courses');
    await redirects('/en/about-project/?search=x', '/en/about-project');
  });

  it('pin and email-pin are kept on every page (they open the account modals)', async () => {
    await redirects('/ru/materials/shabbat/?x=1&pin=abc', '/ru/materials/shabbat?pin=abc');
    await redirects('/EN?email-pin=e1&utm=1', '/en?email-pin=e1');
  });

  it('canonical addresses, the spec\'s own redirects and what is not a page are left as they were', async () => {
    for (const url of ['/ru', '/ru/materials?tags=1&sort=popular', '/ru/search?search=%D1%88%D0%B0%D0%B1%D0%B1%D0%B0%D1%82', '/ru?pin=abc']) {
      expect((await get(url)).statusCode, url).toBe(200);
    }
    // The empty path and an unknown locale still go to /ru (spec §2), as before.
    for (const url of ['/', '/xx/materials/', '/rus']) {
      const res = await get(url);
      expect(res.statusCode, url).toBe(302);
      expect(res.headers.location, url).toBe('/ru');
    }
    for (const url of ['/api/materials/?lang=ru', '/sitemap.xml?x=1', '/robots.txt', '/healthz?x=1', '/ru/favicon.ico', '/storage/no/such.jpg/']) {
      expect((await get(url)).statusCode, url).not.toBe(301);
    }
    expect((await ctx.app.inject({ method: 'POST', url: '/ru/materials/' })).statusCode).not.toBe(301);
  });
});
