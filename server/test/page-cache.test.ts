import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { PageCache } from '../src/lib/page-cache.ts';
import { pagePreloads, prepareTemplate, type Manifest } from '../src/lib/client-manifest.ts';

describe('the rendered-page cache', () => {
  it('keeps at most maxEntries, dropping the least recently used', () => {
    const cache = new PageCache<string>({ maxEntries: 2, maxAgeMs: 1000 });
    cache.set('a', 'a');
    cache.set('b', 'b');
    expect(cache.get('a')).toBe('a'); // a is now the most recently used
    cache.set('c', 'c');
    expect(cache.get('b')).toBeUndefined();
    expect(cache.get('a')).toBe('a');
    expect(cache.size).toBe(2);
  });

  it('forgets a page after maxAgeMs', () => {
    let now = 0;
    const cache = new PageCache<string>({ maxEntries: 10, maxAgeMs: 1000, now: () => now });
    cache.set('a', 'a');
    now = 999;
    expect(cache.get('a')).toBeDefined();
    now = 2001;
    expect(cache.get('a')).toBeUndefined();
  });

  it('keeps its entries under maxBytes and refuses one larger than that', () => {
    const cache = new PageCache<string>({ maxEntries: 100, maxAgeMs: 1000, maxBytes: 10, sizeOf: (value) => value.length });
    cache.set('a', 'aaaa');
    cache.set('b', 'bbbb');
    cache.set('c', 'cccc');
    expect(cache.get('a')).toBeUndefined();
    expect(cache.totalBytes).toBe(8);
    expect(cache.set('d', 'd'.repeat(11))).toBe(false);
    expect(cache.get('b')).toBe('bbbb');
  });

  it('drops exactly the entries tagged with what changed', () => {
    const cache = new PageCache<string>({ maxEntries: 10, maxAgeMs: 1000 });
    cache.set('/ru/materials/a', 'page a', { tags: ['material:ru:a'] });
    cache.set('/ru/materials', 'list', { tags: ['material:ru:a', 'material:ru:b'] });
    cache.set('/ru/materials/b', 'page b', { tags: ['material:ru:b'] });
    cache.set('/ru/about', 'about');
    expect(cache.invalidate(['material:ru:a'])).toBe(2);
    expect(cache.get('/ru/materials/a')).toBeUndefined();
    expect(cache.get('/ru/materials')).toBeUndefined();
    expect(cache.get('/ru/materials/b')).toBe('page b');
    expect(cache.get('/ru/about')).toBe('about');
  });

  it('does not store what was computed from data a later write changed', () => {
    const cache = new PageCache<string>({ maxEntries: 10, maxAgeMs: 1000 });
    const since = cache.mark();
    cache.invalidate(['material:ru:a']);
    expect(cache.set('/ru/materials/a', 'stale', { tags: ['material:ru:a'], since })).toBe(false);
    expect(cache.set('/ru/materials/b', 'fresh', { tags: ['material:ru:b'], since })).toBe(true);
    expect(cache.changedBetween(since, cache.mark(), ['material:ru:a'])).toBe(true);
    expect(cache.changedBetween(since, since, ['material:ru:a'])).toBe(false);
    cache.clear();
    expect(cache.set('/ru/materials/b', 'fresh', { tags: ['material:ru:b'], since })).toBe(false);
  });

  it('property: after any sequence of writes, renders and reads, a hit equals what a fresh render gives', () => {
    // A model of the site: items with a counter; pages rendered from some of them. Renders may start before a
    // write and finish after it (the interleaving a busy server has).
    const items = ['a', 'b', 'c', 'd'];
    const pages: Record<string, string[]> = { p1: ['a'], p2: ['a', 'b'], p3: ['c'], p4: [], p5: ['b', 'c', 'd'] };
    const step = fc.oneof(
      fc.record({ kind: fc.constant('write' as const), item: fc.constantFrom(...items) }),
      fc.record({ kind: fc.constant('start' as const), page: fc.constantFrom(...Object.keys(pages)) }),
      fc.record({ kind: fc.constant('finish' as const), index: fc.nat() }),
      fc.record({ kind: fc.constant('read' as const), page: fc.constantFrom(...Object.keys(pages)) }),
    );
    fc.assert(
      fc.property(fc.array(step, { maxLength: 60 }), fc.integer({ min: 1, max: 4 }), (steps, maxEntries) => {
        const counters: Record<string, number> = Object.fromEntries(items.map((item) => [item, 0]));
        const renderNow = (page: string) => pages[page].map((item) => `${item}=${counters[item]}`).join(',');
        const cache = new PageCache<string>({ maxEntries, maxAgeMs: 60_000 });
        const inFlight: { page: string; html: string; since: number }[] = [];
        for (const s of steps) {
          if (s.kind === 'write') {
            counters[s.item] += 1;
            cache.invalidate([`item:${s.item}`]);
          } else if (s.kind === 'start') {
            inFlight.push({ page: s.page, since: cache.mark(), html: renderNow(s.page) });
          } else if (s.kind === 'finish' && inFlight.length > 0) {
            const [done] = inFlight.splice(s.index % inFlight.length, 1);
            cache.set(done.page, done.html, { tags: pages[done.page].map((item) => `item:${item}`), since: done.since });
          } else if (s.kind === 'read') {
            const hit = cache.get(s.page);
            if (hit !== undefined && hit !== renderNow(s.page)) return false;
          }
        }
        return true;
      }),
      { numRuns: 2000, seed: 20261125 },
    );
  });
});

describe('the build manifest', () => {
  const manifest: Manifest = {
    'index.html': { file: 'assets/index.js', src: 'index.html', isEntry: true, imports: ['_react.js'] },
    '_react.js': { file: 'assets/react.js' },
    '_shared.js': { file: 'assets/shared.js', imports: ['_react.js'] },
    'src/pages/MaterialPage.tsx': { file: 'assets/MaterialPage.js', imports: ['_shared.js', 'index.html'], css: ['assets/m.css'] },
    'precompiled-messages:locales/ru.json.js': { file: 'assets/ru.js' },
  };

  it('preloads the page chunks and the locale messages that the entry does not already load, once the entry asks', () => {
    const links = pagePreloads(manifest, ['0', 'pages/MaterialPage'], 'ru');
    const deferred = /<template id="app-preloads">(.*)<\/template>/.exec(links)?.[1] ?? '';
    expect(deferred).toContain('<link rel="modulepreload" crossorigin href="/assets/MaterialPage.js" />');
    expect(deferred).toContain('href="/assets/shared.js"');
    expect(deferred).toContain('href="/assets/ru.js"');
    // The route's CSS styles the page: linked at once, outside the template.
    expect(links.replace(deferred, '')).toContain('<link rel="stylesheet" crossorigin href="/assets/m.css" />');
    expect(links).not.toContain('react.js');
    expect(links).not.toContain('index.js');
  });

  it('takes the stylesheet and the scripts out of the built template', async () => {
    const fs = await import('node:fs');
    const os = await import('node:os');
    const path = await import('node:path');
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'template-'));
    fs.mkdirSync(path.join(dir, 'assets'));
    fs.writeFileSync(path.join(dir, 'assets', 'i.css'), 'body{margin:0}\n');
    const built =
      '<head><!--app-head--><title>x</title>\n    <script type="module" crossorigin src="/assets/index.js"></script>\n' +
      '    <link rel="modulepreload" crossorigin href="/assets/react.js">\n    <link rel="stylesheet" crossorigin href="/assets/i.css">\n</head>';
    const { template, styles, scripts } = prepareTemplate(built, dir);
    expect(template).toBe('<head><!--app-head--><title>x</title>\n</head>');
    expect(styles).toBe('<style>body{margin:0}</style>');
    expect(scripts).toBe(
      '<script type="module" crossorigin src="/assets/index.js"></script>\n    <link rel="modulepreload" crossorigin href="/assets/react.js">',
    );
    fs.rmSync(dir, { recursive: true });
  });
});
