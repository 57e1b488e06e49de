import { beforeAll, describe, expect, it } from 'vitest';
import { loadCatalogue } from '../i18n';
import { documentHead, renderDocument } from './document';
import { serializePayload } from '../app/payload';

beforeAll(async () => {
  await loadCatalogue('ru');
  await loadCatalogue('en');
});

const base = { locale: 'en' as const, url: '/en/materials/shabbat?x=1', publicUrl: 'https://site.example' };

describe('the document head', () => {
  it('gives a page without a head of its own the site title and description, canonical without the query', () => {
    const html = documentHead({ ...base, head: null });
    expect(html).toContain('<title>Jewish Culture</title>');
    expect(html).toContain('<link rel="canonical" href="https://site.example/en/materials/shabbat" />');
    expect(html).toContain('<meta property="og:image" content="https://site.example/img/og/site.jpg" />');
  });

  it('escapes text and points hreflang at the translation the page names', () => {
    const html = documentHead({
      ...base,
      head: {
        title: 'A "quoted" <title>',
        documentTitle: 'A "quoted" <title> — Jewish Culture',
        alternates: { ru: '/ru/materials/shabbat-ru' },
      },
    });
    expect(html).toContain('<title>A "quoted" &lt;title&gt; — Jewish Culture</title>');
    expect(html).toContain('<meta property="og:title" content="A &quot;quoted&quot; &lt;title&gt;" />');
    expect(html).toContain('<link rel="alternate" hreflang="ru" href="https://site.example/ru/materials/shabbat-ru" />');
    expect(html).toContain('<link rel="alternate" hreflang="x-default" href="https://site.example/ru/materials/shabbat-ru" />');
    expect(html).toContain('<meta property="og:locale:alternate" content="ru_RU" />');
  });

  it('leaves out the hreflang of a language the page does not exist in', () => {
    const html = documentHead({ ...base, head: { title: 'Only English', documentTitle: 'x', alternates: { ru: null } } });
    expect(html).not.toContain('hreflang="ru"');
    expect(html).toContain('<link rel="alternate" hreflang="x-default" href="https://site.example/en/materials/shabbat" />');
    expect(html).not.toContain('og:locale:alternate');
  });

  it('points canonical, hreflang and og:url at the canonical address a page names (a material under /books/articles)', () => {
    const html = documentHead({
      ...base,
      url: '/en/books/articles/shabbat',
      head: { title: 'Shabbat', documentTitle: 'x', canonical: '/en/materials/shabbat' },
    });
    expect(html).toContain('<link rel="canonical" href="https://site.example/en/materials/shabbat" />');
    expect(html).toContain('<link rel="alternate" hreflang="en" href="https://site.example/en/materials/shabbat" />');
    expect(html).toContain('<link rel="alternate" hreflang="ru" href="https://site.example/ru/materials/shabbat" />');
    expect(html).toContain('<meta property="og:url" content="https://site.example/en/materials/shabbat" />');
    expect(html).not.toContain('books/articles');
  });

  it('marks a 404 page noindex, without canonical or share tags', () => {
    const html = documentHead({ ...base, head: { title: 'Error 404', documentTitle: 'Error 404', status: 404 } });
    expect(html).toContain('<meta name="robots" content="noindex" />');
    expect(html).not.toContain('canonical');
    expect(html).not.toContain('og:');
  });

  it('preloads the LCP image with high priority and keeps JSON-LD from closing its element', () => {
    const html = documentHead({
      ...base,
      head: {
        title: 't',
        documentTitle: 't',
        lcpImage: { src: '/a.webp', srcSet: '/a-1.webp 1x', sizes: '100vw' },
        jsonLd: [{ '@type': 'Article', headline: '</script><script>alert(1)</script>' }],
      },
    });
    expect(html).toContain('<link rel="preload" as="image" fetchpriority="high" href="/a.webp" imagesrcset="/a-1.webp 1x" imagesizes="100vw" />');
    expect(html).not.toContain('</script><script>');
    expect(html).toContain('\\u003c/script>');
  });
});

describe('the document', () => {
  it('puts the head, the app and its data into the template', () => {
    const template = '<html lang="ru"><head><!--app-head--><title>x</title></head><body><div id="root"><!--app-html--></div></body></html>';
    const html = renderDocument(template, {
      ...base,
      head: null,
      html: '<main>hello</main>',
      styles: '<style>a{}</style>',
      preloads: '<script type="module" src="/e.js"></script>',
      payload: { fallback: { k: '</script>' }, router: {}, config: { publicUrl: '', mapTileUrl: null, mapTileAttribution: null, professionsUrl: null, documentaryUrl: null, signInProviders: [] } },
    });
    expect(html).toContain('<html lang="en"');
    expect(html).toContain('<div id="root"><main>hello</main></div>');
    expect(html.indexOf('<style>a{}</style>')).toBeLessThan(html.indexOf('<script type="module"'));
    expect(html).not.toContain('<title>x</title>');
    expect(html).toContain(serializePayload({ fallback: { k: '</script>' }, router: {}, config: { publicUrl: '', mapTileUrl: null, mapTileAttribution: null, professionsUrl: null, documentaryUrl: null, signInProviders: [] } }));
    expect(html).not.toContain('"</script>"');
  });

  it('takes every text as it is: replacement patterns in the head, the HTML or the data are not expanded', () => {
    const template = '<html lang="ru"><head><!--app-head--><title>x</title></head><body><div id="root"><!--app-html--></div></body></html>';
    const hostile = "$` $' $& $$ $1 $<x> </body>";
    const config = { publicUrl: '', mapTileUrl: null, mapTileAttribution: null, professionsUrl: null, documentaryUrl: null, signInProviders: [] };
    const html = renderDocument(template, {
      ...base,
      head: { title: hostile, documentTitle: hostile },
      html: `<p>${hostile.replace('</body>', '')}</p>`,
      styles: '',
      preloads: '',
      payload: { fallback: { k: hostile }, router: {}, config },
    });
    expect(html.match(/<html /g)).toHaveLength(1);
    expect(html.match(/<\/body>/g)).toHaveLength(1);
    expect(html).toContain("<p>$` $' $& $$ $1 $<x> </p>");
    expect(html).toContain("<title>$` $' $&amp; $$ $1 $&lt;x&gt; &lt;/body&gt;</title>");
    expect(html).toContain(serializePayload({ fallback: { k: hostile }, router: {}, config }));
    expect(html.endsWith('</body></html>')).toBe(true);
  });
});
