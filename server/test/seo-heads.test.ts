import fs from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { useTestApp } from './helpers.ts';
import { paths } from '../src/config.ts';

// What search engines and share previews read in the server's HTML (issue 19): structured data on the home and
// list pages, descriptions within what a result shows, and share pictures whose name says their type.
const ctx = useTestApp({ PUBLIC_URL: 'https://site.example' });

const page = async (url: string) => {
  const res = await ctx.app.inject({ url });
  expect(res.statusCode, url).toBe(200);
  return res.body.slice(0, res.body.indexOf('</head>'));
};
const meta = (html: string, attribute: 'name' | 'property', key: string) =>
  new RegExp(`<meta ${attribute}="${key}" content="([^"]*)"`).exec(html)?.[1];
const jsonLd = (html: string) =>
  [...html.matchAll(/<script type="application\/ld\+json">(.*?)<\/script>/g)].map((m) => JSON.parse(m[1]) as Record<string, unknown>);
interface WebSiteLd {
  url: string;
  potentialAction: { '@type': string; target: { urlTemplate: string }; 'query-input': string };
}
interface CollectionLd {
  url: string;
  mainEntity: { '@type': string; itemListElement: { position: number; name: string; url: string }[] };
}
const unescape = (text: string) => text.replace(/&quot;/g, '"').replace(/&lt;/g, '<').replace(/&gt;/g, '>').replace(/&amp;/g, '&');

describe('structured data, descriptions and share pictures', () => {
  it('the home page is a WebSite whose search box a search engine can use', async () => {
    for (const locale of ['ru', 'en']) {
      const site = jsonLd(await page(`/${locale}`)).find((item) => item['@type'] === 'WebSite') as unknown as WebSiteLd | undefined;
      expect(site, locale).toBeDefined();
      expect(site!.url).toBe(`https://site.example/${locale}`);
      expect(site!.potentialAction['@type']).toBe('SearchAction');
      expect(site!.potentialAction.target.urlTemplate).toBe(`https://site.example/${locale}/search?search={search_term_string}`);
      expect(site!.potentialAction['query-input']).toBe('required name=search_term_string');
    }
  });

  it('the materials and courses lists are a CollectionPage with an ItemList of their cards', async () => {
    for (const url of ['/ru/materials', '/en/courses']) {
      const collection = jsonLd(await page(url)).find((item) => item['@type'] === 'CollectionPage') as unknown as CollectionLd | undefined;
      expect(collection, url).toBeDefined();
      expect(collection!.url).toBe(`https://site.example${url}`);
      const items = collection!.mainEntity.itemListElement;
      expect(collection!.mainEntity['@type']).toBe('ItemList');
      expect(items.length, url).toBeGreaterThan(3);
      items.forEach((item, index) => {
        expect(item.position).toBe(index + 1);
        expect(item.name.length).toBeGreaterThan(0);
        expect(item.url).toMatch(new RegExp(`^https://site\\.example${url}/[a-z0-9-]+$`));
      });
    }
  });

  it('no title is over 70 characters, no description over 170; a long one is cut at a word, with an ellipsis', async () => {
    const sitemap = (await ctx.app.inject({ url: '/sitemap.xml' })).body;
    const urls = [...sitemap.matchAll(/<loc>https:\/\/site\.example([^<]+)<\/loc>/g)]
      .map((m) => m[1])
      .filter((url) => /\/(materials|courses)\//.test(url));
    expect(urls.length).toBeGreaterThan(40);
    let cut = 0;
    for (const url of urls) {
      const top = await page(url);
      const title = unescape(/<title>([^<]*)<\/title>/.exec(top)![1]);
      expect(title.length, `${url} title: ${title}`).toBeLessThanOrEqual(70);
      for (const key of ['description', 'og:description', 'twitter:description']) {
        const content = unescape(meta(top, key === 'description' ? 'name' : 'property', key) ?? meta(top, 'name', key) ?? '');
        expect(content.length, `${url} ${key}`).toBeGreaterThan(0);
        expect(content.length, `${url} ${key}: ${content}`).toBeLessThanOrEqual(170);
        if (key === 'description' && content.endsWith('…')) {
          cut += 1;
          expect(content, url).toMatch(/[\p{L}\p{N}»")]…$/u);
        }
      }
    }
    // The demo content has long introductions (32 pages were over 170 before).
    expect(cut).toBeGreaterThan(0);
  }, 180_000);

  it('a share picture is named .jpg and served as JPEG; the address pages gave before still answers', async () => {
    const image = meta(await page('/ru/materials/shabbat'), 'property', 'og:image')!;
    expect(image).toMatch(/^https:\/\/site\.example\/img\/og\/covers\/materials\/shabbat\.[a-z]+\.jpg$/);
    const dir = path.join(paths.storageDir(ctx.app.config), 'covers/seo-test');
    fs.mkdirSync(dir, { recursive: true });
    await sharp({ create: { width: 400, height: 300, channels: 3, background: '#1F4E79' } }).png().toFile(path.join(dir, 'pic.png'));
    const res = await ctx.app.inject({ url: '/img/og/covers/seo-test/pic.png.jpg' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('image/jpeg');
    expect((await sharp(res.rawPayload).metadata()).format).toBe('jpeg');
    const before = await ctx.app.inject({ url: '/img/og/covers/seo-test/pic.png' });
    expect(before.statusCode).toBe(200);
    expect(before.headers['content-type']).toBe('image/jpeg');
    expect(before.headers.etag).toBe(res.headers.etag);
  });
});
