import fs from 'node:fs';
import path from 'node:path';
import fp from 'fastify-plugin';
import type { FastifyInstance, FastifyReply } from 'fastify';

/**
 * The editorial console (react-admin, its own Vite entry): GET /admin and /admin/* answer the built dist/admin.html;
 * the console's router takes it from there. 503 while the client is not built.
 */
export const adminConsolePlugin = fp(async (app: FastifyInstance) => {
  const file = path.join(app.config.clientDir, 'admin.html');

  const send = async (reply: FastifyReply) => {
    let html: string;
    try {
      html = await fs.promises.readFile(file, 'utf8');
    } catch {
      return reply
        .status(503)
        .type('text/plain; charset=utf-8')
        .send('The editorial console is not built yet: run `npm run build` (dist/admin.html is missing).');
    }
    return reply
      .header('Cache-Control', 'no-cache')
      .header('X-Robots-Tag', 'noindex, nofollow')
      .type('text/html; charset=utf-8')
      .send(html);
  };

  app.get('/admin', { schema: { hide: true } }, (_request, reply) => send(reply));
  app.get('/admin/*', { schema: { hide: true } }, (_request, reply) => send(reply));
});
