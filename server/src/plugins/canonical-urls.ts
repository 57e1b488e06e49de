import fp from 'fastify-plugin';
import type { FastifyInstance } from 'fastify';
import { canonicalPageUrl } from '../../../src/shared/canonicalUrl.ts';

/**
 * One address per page: a page asked for under another form of its address (a trailing slash, `/RU/…`, a query
 * parameter the page does not read) answers 301 to the canonical one (src/app/canonicalUrl.ts), so search engines
 * see no duplicates and the page cache keys only canonical addresses. Anything that is not a page is left alone.
 */
export const canonicalUrlsPlugin = fp(async (app: FastifyInstance) => {
  app.addHook('onRequest', async (request, reply) => {
    if (request.method !== 'GET' && request.method !== 'HEAD') return;
    const canonical = canonicalPageUrl(request.url);
    // A day, not forever (a 301's default): a parameter a page starts reading later must not stay dropped.
    if (canonical !== request.url) return reply.header('Cache-Control', 'public, max-age=86400').redirect(canonical, 301);
  });
});
