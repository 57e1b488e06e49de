import fp from 'fastify-plugin';
import type { FastifyInstance } from 'fastify';

/**
 * Every answer names its request (X-Request-Id): the id on each log line of that request (lib/logging.ts), taken
 * from the reverse proxy's X-Request-Id when it sends one, so a proxy's log, this server's log and a visitor's
 * report point at the same request.
 */
export const requestIdPlugin = fp(async (app: FastifyInstance) => {
  app.addHook('onRequest', async (request, reply) => {
    reply.header('X-Request-Id', request.id);
  });
});
