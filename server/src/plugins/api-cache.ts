import crypto from 'node:crypto';
import fp from 'fastify-plugin';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { PageCache } from '../lib/page-cache.ts';

/**
 * Public GET answers of the API served from memory (the rendered pages have their own cache, plugins/pages.ts;
 * both are PageCache). A cached answer is the same for everyone, so only the routes below are cached, each
 * checked to answer the same whoever asks (test: server/test/api-cache.test.ts); an answer is only stored from a
 * request without an Authorization header, so even a route that came to depend on the user could never hand
 * one user's answer to another. Answers other than 200 are not stored.
 *
 * Keys carry versions, so a change makes every older entry unreachable:
 * - `content`: app.contentVersion() — console edits, and (on PostgreSQL) those of other instances via NOTIFY.
 * - `counters`: also app.writeVersion(), moved on by any successful POST/PUT/PATCH/DELETE but the read-only
 *   POSTs below — so a like, share or comment shows in the lists, the item and its comments at once; on
 *   PostgreSQL in every instance (NOTIFY, plugins/content-version.ts). These entries live COUNTERS_MAX_AGE_MS at most.
 *
 * A hit is answered in onRequest, before the sign-in lookup and the query validation (a URL that answered 200
 * once is valid), with the ETag of the stored body, so a client that has it gets 304 (@fastify/etag).
 */

type Scope = 'content' | 'counters';

/** Public routes (Fastify's route URL) whose answer does not depend on who asks, and what their answer shows. */
export const CACHED_ROUTES: Record<string, Scope> = {
  // like_count / share_count / comments: dropped by every write
  '/api/materials': 'counters',
  '/api/materials/popular': 'counters',
  '/api/materials/:slug': 'counters',
  '/api/courses': 'counters',
  '/api/courses/:slug': 'counters',
  '/api/materials/:slug/comments': 'counters',
  '/api/courses/:slug/comments': 'counters',
  // content only: dropped by content changes
  '/api/tags': 'content',
  '/api/search': 'content',
  '/api/books': 'content',
  '/api/books/:slug': 'content',
  '/api/books/chapters/:slug': 'content',
  '/api/places': 'content',
  '/api/places/:slug': 'content',
  '/api/team': 'content',
  '/api/pages/:key': 'content',
  '/api/gallery': 'content',
  '/api/ashkenazi-table': 'content',
};

/** POST routes that only read (queries sent as bodies): they do not drop the `counters` entries. */
const READ_ONLY_POSTS = new Set(['/search-hashtags', '/search-hashtags-data', '/api/get-all-hashtags']);

export const COUNTERS_MAX_AGE_MS = 10_000;

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
type Tracked = FastifyRequest & { [KEY]?: { key: string; ttl: number; store: boolean; done?: (entry?: Entry) => void } };

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
    if (settings.maxEntries <= 0) return;

    // Requests for a key being computed wait for it instead of asking the database too (after a change, every
    // connection of a busy list would otherwise ask at once).
    const computing = new Map<string, Promise<Entry | undefined>>();

    const send = (reply: FastifyReply, entry: Entry, state: string) =>
      reply.header('content-type', entry.contentType).header('etag', entry.etag).header('x-api-cache', state).send(entry.body);

    app.addHook('onRequest', async (request: Tracked, reply) => {
      if (request.method !== 'GET') return;
      const scope = CACHED_ROUTES[request.routeOptions.url ?? ''];
      if (!scope) return;
      const version = scope === 'content' ? `${app.contentVersion()}` : `${app.contentVersion()}.${app.writeVersion()}`;
      const key = `${version}|${request.url}`;
      const cached = cache.get(key) ?? (await computing.get(key));
      if (cached) {
        stats.hits += 1;
        return send(reply, cached, 'hit');
      }
      stats.misses += 1;
      const store = !request.headers.authorization;
      const tracked: NonNullable<Tracked[typeof KEY]> = { key, ttl: scope === 'content' ? settings.maxAgeMs : COUNTERS_MAX_AGE_MS, store };
      if (store && !computing.has(key)) {
        computing.set(
          key,
          new Promise((resolve) => {
            tracked.done = (entry) => {
              tracked.done = undefined;
              computing.delete(key);
              resolve(entry);
            };
          }),
        );
      }
      request[KEY] = tracked;
      reply.header('x-api-cache', 'miss');
    });

    // The body as it will be sent (the route's serializer), before the ETag and the compression see it.
    app.addHook('preSerialization', async (request: Tracked, reply, payload) => {
      const tracked = request[KEY];
      if (!tracked?.store || reply.statusCode !== 200) return payload;
      const serialized = reply.serialize(payload);
      const body =
        typeof serialized === 'string'
          ? serialized
          : Buffer.isBuffer(serialized)
            ? serialized.toString('utf8')
            : Buffer.from(serialized).toString('utf8');
      const contentType = String(reply.getHeader('content-type') ?? 'application/json; charset=utf-8');
      const entry = { body, contentType, etag: etagOf(body) };
      cache.set(tracked.key, entry, tracked.ttl);
      tracked.done?.(entry);
      return payload;
    });

    app.addHook('onSend', async (request: Tracked, reply, payload) => {
      request[KEY]?.done?.();
      if (
        !['GET', 'HEAD', 'OPTIONS'].includes(request.method) &&
        reply.statusCode < 400 &&
        !READ_ONLY_POSTS.has(request.routeOptions.url ?? '')
      ) {
        app.dataWritten();
      }
      return payload;
    });

    // Never left waiting: a request that ended without sending (aborted) releases those behind it.
    app.addHook('onResponse', async (request: Tracked) => request[KEY]?.done?.());
    app.addHook('onRequestAbort', async (request: Tracked) => request[KEY]?.done?.());
  },
  { name: 'api-cache' },
);
