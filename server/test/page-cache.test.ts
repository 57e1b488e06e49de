import { describe, expect, it } from 'vitest';
import { PageCache } from '../src/lib/page-cache.ts';
import { pagePreloads, prepareTemplate, type Manifest } from '../src/lib/client-manifest.ts';

describe('the rendered-page cache', () => {
  it('keeps at most maxEntries, dropping the least recently used', () => {
    const cache = new PageCache({ maxEntries: 2, maxAgeMs: 1000 });
    cache.set('a', { status: 200, html: 'a' });
    cache.set('b', { status: 200, html: 'b' });
    expect(cache.get('a')?.html).toBe('a'); // a is now the most recently used
    cache.set('c', { status: 200, html: 'c' });
    expect(cache.get('b')).toBeUndefined();
    expect(cache.get('a')?.html).toBe('a');
    expect(cache.size).toBe(2);
  });

  it('forgets a page after maxAgeMs', () => {
    let now = 0;
    const cache = new PageCache({ maxEntries: 10, maxAgeMs: 1000, now: () => now });
    cache.set('a', { status: 200, html: 'a' });
    now = 999;
    expect(cache.get('a')).toBeDefined();
    now = 2001;
    expect(cache.get('a')).toBeUndefined();
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
