import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import type { RouteObject } from 'react-router-dom';
import { canonicalPageUrl, LOCALE_PAGES, withoutAddressModals } from '../shared/canonicalUrl';
import { paths } from '../shared/paths';
import { routes } from './router';

/** Every path pattern under /:locale in the route table (pathless groups walked through, the catch-all left out). */
function localePatterns(children: RouteObject[], prefix = ''): string[] {
  return children.flatMap((route) => {
    const own = route.index ? prefix : route.path ? (prefix ? `${prefix}/${route.path}` : route.path) : prefix;
    if (route.path === '*') return [];
    return [...(route.index || route.path ? [own] : []), ...localePatterns(route.children ?? [], own)];
  });
}

describe('canonicalPageUrl', () => {
  it('knows every page of the route table', () => {
    const locale = routes.find((route) => route.path === '/:locale')!;
    expect(new Set(localePatterns(locale.children!))).toEqual(new Set(Object.keys(LOCALE_PAGES)));
  });

  it('leaves canonical page addresses as they are', () => {
    for (const url of [
      '/ru',
      '/en/materials',
      '/ru/materials?tags=1,5&sort=popular&reversed=1',
      '/ru/materials?tags=1%2C5',
      '/ru/materials/shabbat',
      '/ru/materials/Shabbat-Mixed',
      '/en/search?search=a%20b',
      '/en/search?search=a+b',
      '/ru/search?search=%D1%88%D0%B0%D0%B1%D0%B1%D0%B0%D1%82',
      '/ru/tag-search?tags=3',
      '/ru/hashtags-search-result?tags=6,2',
      '/ru/map?section=torah',
      '/ru/profile/courses?tab=history&sort=date',
      '/ru?pin=abc',
      '/en/courses/x?email-pin=1',
      '/ru/materials?tags=2&pin=p&email-pin=e',
      '/logout',
      '/ru/no-such-page',
    ]) {
      expect(canonicalPageUrl(url), url).toBe(url);
    }
  });

  it('drops a trailing slash and empty segments', () => {
    expect(canonicalPageUrl('/ru/')).toBe('/ru');
    expect(canonicalPageUrl('/en/materials/')).toBe('/en/materials');
    expect(canonicalPageUrl('/en/materials/shabbat/?pin=1')).toBe('/en/materials/shabbat?pin=1');
    expect(canonicalPageUrl('/ru//map///')).toBe('/ru/map');
    expect(canonicalPageUrl('//ru/materials')).toBe('/ru/materials');
    expect(canonicalPageUrl('/logout/')).toBe('/logout');
  });

  it('writes the locale and the static segments in lower case, not the slugs', () => {
    expect(canonicalPageUrl('/RU/materials')).toBe('/ru/materials');
    expect(canonicalPageUrl('/En')).toBe('/en');
    expect(canonicalPageUrl('/ru/Materials/Shabbat')).toBe('/ru/materials/Shabbat');
    expect(canonicalPageUrl('/EN/BOOKS/Chapter/Bereshit-1/')).toBe('/en/books/chapter/Bereshit-1');
    expect(canonicalPageUrl('/RU/No-Such-Page')).toBe('/ru/No-Such-Page');
  });

  it('keeps only the parameters the page reads, in a stable order, and pin and email-pin everywhere', () => {
    expect(canonicalPageUrl('/ru/materials/shabbat?utm_source=x')).toBe('/ru/materials/shabbat');
    expect(canonicalPageUrl('/ru/materials?reversed=1&x=1&tags=5&sort=popular')).toBe('/ru/materials?tags=5&sort=popular&reversed=1');
    expect(canonicalPageUrl('/ru/search?page=2&search=shabbat')).toBe('/ru/search?search=shabbat');
    expect(canonicalPageUrl('/ru/about-project?search=x&pin=abc')).toBe('/ru/about-project?pin=abc');
    expect(canonicalPageUrl('/en?email-pin=e&pin=p&foo=1')).toBe('/en?pin=p&email-pin=e');
    expect(canonicalPageUrl('/ru/map?section=torah&tags=1')).toBe('/ru/map?section=torah');
    expect(canonicalPageUrl('/ru/materials?')).toBe('/ru/materials');
    expect(canonicalPageUrl('/ru/materials/?tags=1#top')).toBe('/ru/materials?tags=1#top');
  });

  it('drops values that change nothing and normalises the ones it reads', () => {
    expect(canonicalPageUrl('/ru/materials?sort=date&reversed=0')).toBe('/ru/materials');
    expect(canonicalPageUrl('/ru/materials?tags=5,x,5,-1')).toBe('/ru/materials?tags=5');
    expect(canonicalPageUrl('/ru/materials?tags=&sort=popular')).toBe('/ru/materials?sort=popular');
    expect(canonicalPageUrl('/ru/search?search=')).toBe('/ru/search');
    expect(canonicalPageUrl('/ru/search?search=+shabbat+')).toBe('/ru/search?search=shabbat');
    expect(canonicalPageUrl('/ru/search?search=a&search=b')).toBe('/ru/search?search=a');
    expect(canonicalPageUrl('/ru/map?section=nowhere')).toBe('/ru/map');
    // pin is kept as it is, even empty: the modal opens for any pin (AccountModals)
    expect(canonicalPageUrl('/ru?pin=')).toBe('/ru?pin=');
    expect(canonicalPageUrl('/ru?pin')).toBe('/ru?pin');
  });

  it('leaves alone what is not a page', () => {
    for (const url of [
      '/',
      '/api/materials/',
      '/storage/covers/a.jpg',
      '/img/og/covers/x.webp',
      '/admin/',
      '/sitemap.xml',
      '/robots.txt',
      '/healthz/',
      '/readyz',
      '/metrics',
      '/google_auth?x=1',
      '/fb_auth/',
      '/authorize/google/callback?code=1&state=2',
      '/search-hashtags-data/',
      '/ru/favicon.ico',
      '/xx/materials/',
      '/rus/',
    ]) {
      expect(canonicalPageUrl(url), url).toBe(url);
    }
  });

  it('never answers an address that leaves the site', () => {
    for (const url of ['//evil.example/', '///evil.example', '/\\evil.example/', '//ru//evil.example/']) {
      // An address left as it is gets no redirect; a redirect always stays under a locale or /logout.
      const canonical = canonicalPageUrl(url);
      if (canonical !== url) expect(canonical, url).toMatch(/^\/(ru|en|logout)(\/|\?|#|$)/);
    }
  });

  it('is idempotent, and its answer is its own canonical form', () => {
    const segment = fc.constantFrom('ru', 'RU', 'en', 'En', 'materials', 'Courses', 'search', 'map', 'shabbat', '', 'x.png', 'profile', 'courses');
    const key = fc.constantFrom('tags', 'sort', 'reversed', 'search', 'section', 'pin', 'email-pin', 'tab', 'utm', 'x');
    const value = fc.oneof(fc.string(), fc.constantFrom('1,5', 'popular', '1', 'torah', '', '%2C', '%', '+a+', '$`'));
    const url = fc
      .tuple(fc.array(segment, { maxLength: 5 }), fc.boolean(), fc.array(fc.tuple(key, value), { maxLength: 5 }), fc.boolean())
      .map(([segments, slash, query, question]) => {
        const search = query.map(([k, v]) => `${k}=${v.replace(/[&#]/g, '')}`).join('&');
        return `/${segments.join('/')}${slash ? '/' : ''}${search || question ? `?${search}` : ''}`;
      });
    fc.assert(
      fc.property(url, (address) => {
        const once = canonicalPageUrl(address);
        expect(canonicalPageUrl(once)).toBe(once);
      }),
      { numRuns: 2000 },
    );
  });

  it('the addresses the site builds are canonical', () => {
    for (const url of [
      paths.home('en'),
      paths.materials('ru'),
      paths.material('en', 'shabbat'),
      paths.search('ru', 'шаббат и песах'),
      paths.tagSearch('ru', [1, 5]),
      paths.hashtagsResult('ru', [6]),
      paths.map('ru', 'torah'),
      paths.place('ru', 'sinai'),
      paths.profile('ru', 'courses'),
      paths.daForEducators(),
      paths.bookChapter('en', 'bereshit-1'),
      paths.bookArticle('ru', 'shabbat'),
      paths.logout(),
    ]) {
      expect(canonicalPageUrl(url), url).toBe(url);
    }
  });
});

describe('withoutAddressModals', () => {
  it('drops pin and email-pin, keeps every other parameter, its encoding and the fragment', () => {
    expect(withoutAddressModals('/ru?pin=abc')).toBe('/ru');
    expect(withoutAddressModals('/ru/materials?tags=1,5&pin=a&email-pin=b&sort=popular#top')).toBe('/ru/materials?tags=1,5&sort=popular#top');
    expect(withoutAddressModals('/ru/search?search=a+b&%70in=x')).toBe('/ru/search?search=a+b');
    expect(withoutAddressModals('/ru/search?search=pin&toString=1')).toBe('/ru/search?search=pin&toString=1');
    expect(withoutAddressModals('/en/materials')).toBe('/en/materials');
  });
});
