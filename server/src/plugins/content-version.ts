import fp from 'fastify-plugin';
import type { FastifyInstance } from 'fastify';

/**
 * The version of the published content, kept in this process. Anything that changes what a visitor sees on a
 * page (an edit in the console, a hidden comment, a new material) calls `app.contentChanged()`; caches built
 * from content (rendered pages, the sitemap) key on `app.contentVersion()` and so drop themselves.
 * With several processes behind one database, each process's caches also expire by age (see their TTLs).
 */
declare module 'fastify' {
  interface FastifyInstance {
    contentVersion: () => number;
    contentChanged: () => void;
  }
}

export const contentVersionPlugin = fp(async (app: FastifyInstance) => {
  let version = 1;
  app.decorate('contentVersion', () => version);
  app.decorate('contentChanged', () => {
    version += 1;
  });
});
