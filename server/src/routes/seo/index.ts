import crypto from 'node:crypto';
import { Type } from 'typebox';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { hasColumn } from './repository.ts';
import { robotsTxt, sitemapEntries, sitemapXml } from './sitemap.ts';

/** A cached document is rebuilt when the content changes (app.contentChanged()) or after this long. */
export const SEO_CACHE_MAX_AGE_MS = 5 * 60_000;

interface CachedDocument {
  version: number;
  builtAt: number;
  body: string;
  etag: string;
}

/**
 * `/sitemap.xml` (every public page in both languages, with hreflang alternates and lastmod) and `/robots.txt`
 * (naming the sitemap). Each is built once and kept in the process, keyed by `app.contentVersion()` and at most
 * five minutes old (other processes' edits), answered with an ETag (304 when the crawler has it).
 */
export const seoRoutes: FastifyPluginAsyncTypebox = async (app) => {
  // Drafts (a `published` column, migration 050 for materials) stay out of the sitemap.
  const drafts = {
    materials: await hasColumn(app.db, 'materials', 'published'),
    courses: await hasColumn(app.db, 'courses', 'published'),
  };

  function cached(build: () => Promise<string>) {
    let current: CachedDocument | null = null;
    let pending: Promise<CachedDocument> | null = null;
    return async (): Promise<CachedDocument> => {
      const version = app.contentVersion();
      if (current && current.version === version && Date.now() - current.builtAt < SEO_CACHE_MAX_AGE_MS) return current;
      pending ??= build()
        .then((body) => {
          current = {
            version,
            builtAt: Date.now(),
            body,
            etag: `"${crypto.createHash('sha1').update(body).digest('base64url').slice(0, 27)}"`,
          };
          return current;
        })
        .finally(() => {
          pending = null;
        });
      return pending;
    };
  }

  const sitemap = cached(async () => sitemapXml(await sitemapEntries(app.db, drafts), app.config.publicUrl));
  const robots = cached(async () => robotsTxt(app.config.publicUrl));

  const send = (reply: FastifyReply, type: string, doc: CachedDocument) =>
    // @fastify/etag answers 304 when If-None-Match names this ETag.
    reply.header('Cache-Control', 'public, max-age=0, must-revalidate').header('ETag', doc.etag).type(type).send(doc.body);

  app.get(
    '/sitemap.xml',
    {
      schema: {
        tags: ['seo'],
        summary: 'Every public page in both languages, with hreflang alternates and lastmod',
        response: { 200: Type.String({ description: 'application/xml' }) },
      },
    },
    async (_request: FastifyRequest, reply) => send(reply, 'application/xml; charset=utf-8', await sitemap()),
  );

  app.get(
    '/robots.txt',
    {
      schema: {
        tags: ['seo'],
        summary: 'Crawling rules, naming the sitemap',
        response: { 200: Type.String({ description: 'text/plain' }) },
      },
    },
    async (_request: FastifyRequest, reply) => send(reply, 'text/plain; charset=utf-8', await robots()),
  );
};
