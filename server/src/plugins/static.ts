import fs from 'node:fs';
import path from 'node:path';
import fp from 'fastify-plugin';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import { paths } from '../config.ts';

const YEAR = 365 * 24 * 3600;

/**
 * Serves media under /storage/ and the built client's files: hashed assets cached for a year, in their brotli or
 * gzip version made at build time when the browser takes it. Pages are rendered by the pages plugin.
 */
export const staticPlugin = fp(async (app: FastifyInstance) => {
  const storageDir = paths.storageDir(app.config);
  fs.mkdirSync(storageDir, { recursive: true });
  await app.register(fastifyStatic, {
    root: storageDir,
    prefix: '/storage/',
    decorateReply: false,
    maxAge: '1d',
    index: false,
  });

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
