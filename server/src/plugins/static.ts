import fs from 'node:fs';
import path from 'node:path';
import fp from 'fastify-plugin';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import { paths } from '../config.ts';

const YEAR = 365 * 24 * 3600;

/**
 * Serves media under /storage/, the built client with long cache headers on its hashed assets, and
 * index.html for every other GET that is not an API call (history-mode routing).
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
  const indexFile = path.join(clientDir, 'index.html');
  const hasClient = fs.existsSync(indexFile);
  if (hasClient) {
    await app.register(fastifyStatic, {
      root: clientDir,
      prefix: '/',
      wildcard: false,
      index: false,
      setHeaders(reply, filePath) {
        // Hashed assets never change under their name; index.html must be revalidated to pick up new ones.
        const hashed = filePath.startsWith(path.join(clientDir, 'assets') + path.sep);
        const page = filePath.endsWith('.html');
        reply.header('Cache-Control', hashed ? `public, max-age=${YEAR}, immutable` : page ? 'no-cache' : 'public, max-age=300');
      },
    });
  }

  app.setNotFoundHandler((request, reply) => {
    const isPage =
      (request.method === 'GET' || request.method === 'HEAD') &&
      !request.url.startsWith('/api/') &&
      !request.url.startsWith('/storage/') &&
      !/\.[a-z0-9]{2,5}$/i.test(request.url.split('?')[0]);
    if (!isPage) return reply.status(404).send({ message: 'Not found.' });
    if (!hasClient) {
      return reply.status(503).type('text/plain').send('The client is not built: run `npm run build` (or `npm start`).');
    }
    return reply.sendFile('index.html', clientDir);
  });
});
