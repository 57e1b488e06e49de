import fs from 'node:fs';
import path from 'node:path';
import { Readable } from 'node:stream';
import type { ReadableStream as NodeReadableStream } from 'node:stream/web';
import fp from 'fastify-plugin';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import { isSafeKey, storageFor } from '../lib/storage.ts';

const YEAR = 365 * 24 * 3600;

/**
 * Serves media under /storage/ and the built client's files: hashed assets cached for a year, in their brotli or
 * gzip version made at build time when the browser takes it. Pages are rendered by the pages plugin.
 */
export const staticPlugin = fp(async (app: FastifyInstance) => {
  const storage = storageFor(app.config);
  if (storage.localDir) {
    fs.mkdirSync(storage.localDir, { recursive: true });
    await app.register(fastifyStatic, {
      root: storage.localDir,
      prefix: '/storage/',
      decorateReply: false,
      maxAge: '1d',
      index: false,
    });
  } else {
    // A misconfigured bucket shows in the log at start, not only at the first picture a reader asks for. A missing
    // key is the expected answer; the start goes on either way (the service may come back).
    app.addHook('onReady', async () => {
      storage.stat('storage-check').catch((error: Error) => app.log.error({ err: error }, `media storage check at start failed: ${error.message}`));
    });
    // Object storage: the file streamed from the bucket, a Range request (audio seeking) and the browser's
    // revalidation (If-None-Match, If-Modified-Since: 304 without a body) passed on.
    app.get('/storage/*', { schema: { hide: true } }, async (request, reply) => {
      const key = (request.params as { '*': string })['*'];
      if (!isSafeKey(key)) return reply.status(404).send({ message: 'Not found.' });
      const header = (name: string) => {
        const value = request.headers[name];
        return typeof value === 'string' ? value : undefined;
      };
      const stored = await storage.fetch(key, header('range'), {
        'if-none-match': header('if-none-match'),
        'if-modified-since': header('if-modified-since'),
      });
      if (!stored) return reply.status(404).send({ message: 'Not found.' });
      reply.status(stored.status).headers(stored.headers).header('Cache-Control', 'public, max-age=86400');
      return reply.send(stored.body ? Readable.fromWeb(stored.body as NodeReadableStream) : '');
    });
  }

  const clientDir = app.config.clientDir;
  if (fs.existsSync(clientDir)) {
    await app.register(fastifyStatic, {
      root: clientDir,
      prefix: '/',
      wildcard: false,
      index: false,
      preCompressed: true,
      // The page template and the manifest are the server's, not the browser's.
      allowedPath: (pathName) => pathName !== '/index.html' && !pathName.startsWith('/.vite/'),
      setHeaders(reply, filePath) {
        // Hashed assets never change under their name; index.html must be revalidated to pick up new ones.
        const hashed = filePath.startsWith(path.join(clientDir, 'assets') + path.sep);
        const page = filePath.endsWith('.html');
        reply.header('Cache-Control', hashed ? `public, max-age=${YEAR}, immutable` : page ? 'no-cache' : 'public, max-age=300');
      },
    });
  }

  app.setNotFoundHandler((_request, reply) => reply.status(404).send({ message: 'Not found.' }));
});
