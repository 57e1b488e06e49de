import fs from 'node:fs';
import path from 'node:path';
import fp from 'fastify-plugin';
import { Type } from '@fastify/type-provider-typebox';
import type { FastifyInstance } from 'fastify';
import { paths } from '../config.ts';
import { appliedMigrations } from '../repositories/operations.ts';

/** The migrations this build knows (server/src/db/migrations, read where the checkout is; see vite.server.config.ts). */
const migrationsDir = path.join(paths.repoRoot, 'server', 'src', 'db', 'migrations');

/** A database that does not answer within this long counts as unreachable. */
const READY_TIMEOUT_MS = 2000;

const Status = Type.Object({ status: Type.String(), message: Type.Optional(Type.String()) });

function withTimeout<T>(promise: Promise<T>, ms: number): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  return Promise.race([
    promise,
    new Promise<never>((_, reject) => {
      timer = setTimeout(() => reject(new Error(`no answer within ${ms} ms`)), ms);
    }),
  ]).finally(() => clearTimeout(timer));
}

/**
 * Probes for a process manager or a load balancer, answered before anything else and logged only when they fail:
 * /healthz — the process is up and serving (liveness: restart it when this stops answering);
 * /readyz — the database answers and every migration of this build is applied (readiness: send it traffic).
 * While the server shuts down /readyz answers 503 (see server.ts), so a balancer stops sending new requests, and every
 * answer closes its connection.
 */
export const healthPlugin = fp(async (app: FastifyInstance) => {
  const expected = fs.readdirSync(migrationsDir).filter((file) => file.endsWith('.sql'));
  let shuttingDown = false;
  app.addHook('preClose', async () => {
    shuttingDown = true;
  });
  // Draining: an answer given after shutdown began closes its connection. Node closes the connections idle when the
  // server stops listening, but one busy then would stay open as keep-alive (72 s) and hold the exit back.
  app.addHook('onSend', async (_request, reply) => {
    if (shuttingDown) reply.header('Connection', 'close');
  });

  const probe = { logLevel: 'warn' as const, schema: { tags: ['operations'] } };

  app.get(
    '/healthz',
    { ...probe, schema: { ...probe.schema, summary: 'Liveness: the process is up', response: { 200: Status } } },
    async () => ({ status: 'ok' }),
  );

  app.get(
    '/readyz',
    {
      ...probe,
      schema: {
        ...probe.schema,
        summary: 'Readiness: the database answers and the migrations are applied',
        response: { 200: Status, 503: Status },
      },
    },
    async (request, reply) => {
      if (shuttingDown) return reply.status(503).send({ status: 'unavailable', message: 'Shutting down.' });
      try {
        const applied = new Set(await withTimeout(appliedMigrations(app.db, expected), READY_TIMEOUT_MS));
        if (applied.size < expected.length) {
          const pending = expected.filter((name) => !applied.has(name));
          return reply.status(503).send({ status: 'unavailable', message: `Migrations not applied: ${pending.join(', ')}.` });
        }
        return { status: 'ok' };
      } catch (error) {
        if ((error as { code?: string }).code === '42P01') {
          return reply.status(503).send({ status: 'unavailable', message: 'The database is not migrated.' });
        }
        request.log.warn({ err: error }, 'readiness: database unavailable');
        return reply.status(503).send({ status: 'unavailable', message: 'The database does not answer.' });
      }
    },
  );
});
