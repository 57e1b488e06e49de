import fs from 'node:fs';
import path from 'node:path';
import axios, { AxiosError, AxiosHeaders, type AxiosAdapter } from 'axios';
import fp from 'fastify-plugin';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { paths } from '../config.ts';
import { renderPage } from '../../../src/ssr/render.tsx';
import { renderDocument } from '../../../src/ssr/document.ts';
import { withoutAddressModals } from '../../../src/shared/canonicalUrl.ts';
import { PageCache, type CachedPage } from '../lib/page-cache.ts';
import { CACHE_TAGS_HEADER, RENDER_HEADER } from './api-cache.ts';
import { fontPreloads, pagePreloads, prepareTemplate, readManifest } from '../lib/client-manifest.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** What the page cache holds (for metrics and tests). */
    pageCache: { readonly entries: number; readonly bytes: number };
  }
}

/** Not pages: the API, media and files (anything with an extension) answer a plain 404 when not found. */
const isPagePath = (pathname: string) =>
  !pathname.startsWith('/api/') && !pathname.startsWith('/storage/') && !/\.[a-z0-9]{2,5}$/i.test(pathname);

/**
 * Every page of the site, rendered on the server (src/ssr/render.tsx) in the visitor's view: the same route
 * table and the same fetch functions as the browser, the fetches answered by this server in process
 * (app.inject, no network), the HTML cached per address (PAGE_CACHE_*) until the content or an item it shows changes.
 */
export const pagesPlugin = fp(async (app: FastifyInstance) => {
  const builtTemplate = path.join(app.config.clientDir, 'index.html');
  const hasClient = fs.existsSync(builtTemplate);
  if (!hasClient) app.log.warn('The client is not built (npm run build): pages are rendered without their scripts.');
  // Without a build (server tests) the source index.html is the template: the HTML is the same, the script is not.
  const source = fs.readFileSync(hasClient ? builtTemplate : path.join(paths.repoRoot, 'index.html'), 'utf8');
  const { template, styles, scripts } = hasClient
    ? prepareTemplate(source, app.config.clientDir)
    : { template: source, styles: '', scripts: '' };
  const manifest = hasClient ? readManifest(app.config.clientDir) : null;

  // The API in process: axios (the hooks' own fetch functions) with an adapter that asks this server directly and
  // collects the cache tags of the answers (the items the page shows), so a write to one of them drops the page.
  const inProcess =
    (tags: Set<string>): AxiosAdapter =>
    async (config) => {
      const response = await app.inject({
        method: 'GET',
        url: axios.getUri(config),
        headers: { accept: 'application/json', 'x-requested-with': 'XMLHttpRequest', [RENDER_HEADER]: '1' },
      });
      for (const tag of String(response.headers[CACHE_TAGS_HEADER] ?? '').split(' ')) if (tag) tags.add(tag);
      const result = {
        data: response.body ? JSON.parse(response.body) : null,
        status: response.statusCode,
        statusText: response.statusMessage,
        headers: new AxiosHeaders(response.headers as Record<string, string>),
        config,
        request: null,
      };
      if (response.statusCode >= 400) {
        throw new AxiosError(`Request failed with status code ${response.statusCode}`, undefined, config, null, result);
      }
      return result;
    };
  const siteConfig = {
    publicUrl: app.config.publicUrl,
    mapTileUrl: app.config.site.mapTileUrl,
    mapTileAttribution: app.config.site.mapTileAttribution,
    professionsUrl: app.config.site.professionsUrl,
    documentaryUrl: app.config.site.documentaryUrl,
    signInProviders: (['google', 'facebook'] as const).filter((provider) => app.config.oauth[provider] !== null),
  };

  const { maxEntries, maxBytes, maxAgeMs } = app.config.pageCache;
  const cache = new PageCache<CachedPage>({
    maxEntries: Math.max(1, maxEntries),
    maxBytes,
    maxAgeMs,
    sizeOf: (page) => (page.html?.byteLength ?? 0) + (page.location?.length ?? 0) + 200,
  });
  app.onItemsChanged((tags) => cache.invalidate(tags));
  app.decorate('pageCache', {
    get entries() {
      return cache.size;
    },
    get bytes() {
      return cache.totalBytes;
    },
  });
  let seenVersion = app.contentVersion();

  async function render(url: string): Promise<{ page: CachedPage; tags: Set<string> }> {
    const tags = new Set<string>();
    const client = axios.create({ baseURL: '/', adapter: inProcess(tags) });
    const result = await renderPage(new Request(`http://localhost${url}`), client, siteConfig);
    if (result.kind === 'redirect') return { page: { status: result.status, location: result.location }, tags };
    const html = renderDocument(template, {
      head: result.head,
      locale: result.locale,
      url,
      publicUrl: app.config.publicUrl,
      html: result.html,
      // In the head, in this order: fonts (asked for first), the site's CSS, this render's emotion CSS, then the
      // scripts: the entry, its imports, the page's own chunks.
      styles: [manifest ? fontPreloads(manifest, result.locale) : '', styles, result.styles].filter(Boolean).join('\n    '),
      payload: result.payload,
      preloads: [scripts, manifest ? pagePreloads(manifest, result.routeIds, result.locale) : ''].filter(Boolean).join('\n    '),
    });
    return { page: { status: result.status, html: Buffer.from(html) }, tags };
  }

  // Concurrent requests for a page that is not cached yet share one render, unless what it was rendered from
  // changed before the later request came.
  const rendering = new Map<string, { since: number; result: Promise<{ page: CachedPage; tags: Set<string> }> }>();
  async function renderOnce(key: string, url: string): Promise<CachedPage> {
    const pending = rendering.get(key);
    if (pending) {
      const joinedAt = cache.mark();
      const { page, tags } = await pending.result;
      if (!cache.changedBetween(pending.since, joinedAt, tags)) return page;
      return (await render(url)).page;
    }
    const since = cache.mark();
    const result = render(url);
    rendering.set(key, { since, result });
    try {
      const { page, tags } = await result;
      if (maxEntries > 0) cache.set(key, page, { tags, since });
      return page;
    } finally {
      rendering.delete(key);
    }
  }

  app.get('/*', { schema: { hide: true } }, async (request: FastifyRequest, reply: FastifyReply) => {
    // pin and email-pin open modals in the browser only: one render and one entry for every mailed link.
    const url = withoutAddressModals(request.url);
    if (!isPagePath(url.split('?')[0])) return reply.status(404).send({ message: 'Not found.' });
    // Pages of an older content version can never be asked for again: their memory is freed at once.
    const version = app.contentVersion();
    if (version !== seenVersion) {
      seenVersion = version;
      cache.clear();
    }
    const key = `${version}|${url}`;
    const cached = cache.get(key);
    const entry = cached ?? (await renderOnce(key, url));
    if (entry.location) return reply.redirect(entry.location, entry.status);
    return reply
      .status(entry.status)
      .header('Cache-Control', 'no-cache')
      .header('X-Render-Cache', cached ? 'hit' : 'miss')
      .type('text/html; charset=utf-8')
      .send(entry.html);
  });
});
