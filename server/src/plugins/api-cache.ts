import crypto from 'node:crypto';
import fp from 'fastify-plugin';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { PageCache } from '../lib/page-cache.ts';
import { itemTag } from '../lib/cache-tags.ts';
import type { ItemKind } from '../lib/content-items.ts';
import { langOf } from '../lib/query.ts';
import type { Lang } from '../contracts/common.ts';

/**
 * Public GET answers kept in memory, keyed on app.contentVersion() and the parameters each route reads; only
 * 200s to requests without a token are stored. How entries are dropped: server/README.md, "Caches".
 */

/** The tags of an answer (the items it shows), from the validated request and the body about to be sent. */
type Tagger = (request: FastifyRequest, body: unknown) => string[];

const listed =
  (kind: ItemKind): Tagger =>
  (request, body) =>
    Array.isArray(body) ? body.map((item: { slug: string }) => itemTag(kind, langOf(request.query as { lang?: Lang }), item.slug)) : [];
const bySlug =
  (kind: ItemKind): Tagger =>
  (request) => [itemTag(kind, langOf(request.query as { lang?: Lang }), (request.params as { slug: string }).slug)];

/**
 * Public routes (Fastify's route URL) whose answer does not depend on who asks: null when it changes only with the
 * content, else how to tag it with the items whose counters or comments it shows.
 */
export const CACHED_ROUTES: Record<string, Tagger | null> = {
  '/api/materials': listed('material'),
  '/api/materials/popular': listed('material'),
  '/api/materials/:slug': bySlug('material'),
  '/api/courses': listed('course'),
  '/api/courses/:slug': bySlug('course'),
  '/api/materials/:slug/comments': bySlug('material'),
  '/api/courses/:slug/comments': bySlug('course'),
  '/api/tags': null,
  '/api/search': null,
  '/api/books': null,
  '/api/books/:slug': null,
  '/api/books/chapters/:slug': null,
  '/api/places': null,
  '/api/places/:slug': null,
  '/api/team': null,
  '/api/pages/:key': null,
  '/api/gallery': null,
  '/api/ashkenazi-table': null,
};

/** Sent by the page renderer's in-process requests: the answer names its tags in CACHE_TAGS_HEADER. */
export const RENDER_HEADER = 'x-page-render';
export const CACHE_TAGS_HEADER = 'x-cache-tags';

export const COUNTERS_MAX_AGE_MS = 10_000;

/**
 * The part of a URL that decides a cached route's answer: its path and the query parameters its schema declares,
 * sorted. Unknown parameters are dropped by validation anyway (removeAdditional), so they must not make new entries.
 */
export function cacheKeyOf(url: string, declared: readonly string[] | null): string {
  const at = url.indexOf('?');
  if (at < 0) return url;
  const query = new URLSearchParams(url.slice(at + 1));
  const kept = [...query].filter(([name]) => declared === null || declared.includes(name));
  kept.sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
  const search = new URLSearchParams(kept).toString();
  return search ? `${url.slice(0, at)}?${search}` : url.slice(0, at);
}

export interface ApiCacheSettings {
  /** 0: no cache. */
  maxEntries: number;
  maxAgeMs: number;
  maxBytes: number;
}

interface Entry {
  body: string;
  contentType: string;
  etag: string;
  tags: string[];
}

declare module 'fastify' {
  interface FastifyInstance {
    /** The API answer cache: hits, misses and entries (for metrics and tests). */
    apiCache: { hits: number; misses: number; readonly entries: number; readonly bytes: number; clear: () => void };
  }
}

/** The ETag @fastify/etag gives a body (its default: sha1, base64), so a stored answer keeps the tag it was sent with. */
const etagOf = (body: string) => `"${crypto.createHash('sha1').update(body).digest('base64')}"`;

const KEY = Symbol('apiCacheKey');
type Tracked = FastifyRequest & {
  [KEY]?: { key: string; ttl: number; store: boolean; since: number; done?: (entry?: Entry) => void };
};

/** The query parameters a route declares (its schema's querystring), null when it has no schema for them. */
function declaredQuery(request: FastifyRequest): string[] | null {
  const schema = request.routeOptions.schema?.querystring as { properties?: Record<string, unknown> } | undefined;
  return schema?.properties ? Object.keys(schema.properties) : null;
}

export const apiCachePlugin = fp(
  async (app: FastifyInstance, settings: ApiCacheSettings) => {
    const cache = new PageCache<Entry>({
      maxEntries: Math.max(1, settings.maxEntries),
      maxAgeMs: settings.maxAgeMs,
      maxBytes: settings.maxBytes,
      sizeOf: (entry) => entry.body.length * 2 + 200,
    });
    const stats = {
      hits: 0,
      misses: 0,
      get entries() {
        return cache.size;
      },
      get bytes() {
        return cache.totalBytes;
      },
      clear: () => cache.clear(),
    };
    app.decorate('apiCache', stats);
    const enabled = settings.maxEntries > 0;

    // Requests for a key being computed wait for it instead of asking the database too (after a change, every
    // connection of a busy list would otherwise ask at once).
    const computing = new Map<string, { since: number; entry: Promise<Entry | undefined> }>();

    const send = (request: FastifyRequest, reply: FastifyReply, entry: Entry, state: string) => {
      if (request.headers[RENDER_HEADER]) reply.header(CACHE_TAGS_HEADER, entry.tags.join(' '));
      return reply.header('content-type', entry.contentType).header('etag', entry.etag).header('x-api-cache', state).send(entry.body);
    };

    let seenVersion = app.contentVersion();
    if (enabled) {
      app.onItemsChanged((tags) => cache.invalidate(tags));
      app.addHook('onRequest', async (request: Tracked, reply) => {
        if (request.method !== 'GET') return;
        const route = request.routeOptions.url ?? '';
        if (!(route in CACHED_ROUTES)) return;
        // Entries of an older content version can never be asked for again: their memory is freed at once.
        const version = app.contentVersion();
        if (version !== seenVersion) {
          seenVersion = version;
          cache.clear();
        }
        const key = `${version}|${cacheKeyOf(request.url, declaredQuery(request))}`;
        let cached = cache.get(key);
        const pending = cached ? undefined : computing.get(key);
        if (pending) {
          const joinedAt = cache.mark();
          const entry = await pending.entry;
          // Computed from data read before a write this request came after: not an answer for it.
          if (entry && !cache.changedBetween(pending.since, joinedAt, entry.tags)) cached = entry;
        }
        if (cached) {
          stats.hits += 1;
          return send(request, reply, cached, 'hit');
        }
        stats.misses += 1;
        const store = !request.headers.authorization;
        const tracked: NonNullable<Tracked[typeof KEY]> = {
          key,
          ttl: CACHED_ROUTES[route] ? COUNTERS_MAX_AGE_MS : settings.maxAgeMs,
          store,
          since: cache.mark(),
        };
        if (store && !computing.has(key)) {
          const entry = new Promise<Entry | undefined>((resolve) => {
            tracked.done = (result) => {
              tracked.done = undefined;
              computing.delete(key);
              resolve(result);
            };
          });
          computing.set(key, { since: tracked.since, entry });
        }
        request[KEY] = tracked;
        reply.header('x-api-cache', 'miss');
      });
    }

    // The body as it will be sent (the route's serializer), before the ETag and the compression see it; its tags
    // for the page renderer, also with the cache off (the page cache needs them).
    app.addHook('preSerialization', async (request: Tracked, reply, payload) => {
      if (reply.statusCode !== 200) return payload;
      const tracked = request[KEY];
      const tagger = CACHED_ROUTES[request.routeOptions.url ?? ''];
      if (!tracked?.store && !request.headers[RENDER_HEADER]) return payload;
      const tags = tagger ? tagger(request, payload) : [];
      if (request.headers[RENDER_HEADER]) reply.header(CACHE_TAGS_HEADER, tags.join(' '));
      if (!tracked?.store) return payload;
      const serialized = reply.serialize(payload);
      const body =
        typeof serialized === 'string'
          ? serialized
          : Buffer.isBuffer(serialized)
            ? serialized.toString('utf8')
            : Buffer.from(serialized).toString('utf8');
      const contentType = String(reply.getHeader('content-type') ?? 'application/json; charset=utf-8');
      const entry = { body, contentType, etag: etagOf(body), tags };
      cache.set(tracked.key, entry, { maxAgeMs: tracked.ttl, tags, since: tracked.since });
      tracked.done?.(entry);
      return payload;
    });

    if (enabled) {
      // Never left waiting: a request that ended without storing (an error, aborted) releases those behind it.
      app.addHook('onSend', async (request: Tracked, _reply, payload) => {
        request[KEY]?.done?.();
        return payload;
      });
      app.addHook('onResponse', async (request: Tracked) => request[KEY]?.done?.());
      app.addHook('onRequestAbort', async (request: Tracked) => request[KEY]?.done?.());
    }
  },
  { name: 'api-cache' },
);
