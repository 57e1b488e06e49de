import crypto from 'node:crypto';
import fp from 'fastify-plugin';
import { Type } from '@fastify/type-provider-typebox';
import { performance } from 'node:perf_hooks';
import { Counter, Gauge, Histogram, Registry, collectDefaultMetrics } from 'prom-client';
import type { FastifyInstance } from 'fastify';
import type { Db, Queryable } from '../db/db.ts';
import { HttpError } from '../lib/errors.ts';
import { ErrorResponse } from '../contracts/common.ts';

const SECONDS_BUCKETS = [0.001, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10];

/** The kind of statement, as a label with few values: select, insert, update, delete, with, other. */
function operationOf(sql: string): string {
  const word = /^\s*([a-z]+)/i.exec(sql)?.[1]?.toLowerCase();
  return word && ['select', 'insert', 'update', 'delete', 'with'].includes(word) ? word : 'other';
}

function sameSecret(given: string, expected: string): boolean {
  const digest = (value: string) => crypto.createHash('sha256').update(value).digest();
  return crypto.timingSafeEqual(digest(given), digest(expected));
}

/**
 * Prometheus metrics at /metrics for METRICS_TOKEN holders only (404 without the setting: a site does not publish
 * its internals by default); the metrics are listed in server/README.md. One registry per app (tests build many).
 */
export const metricsPlugin = fp(async (app: FastifyInstance) => {
  const register = new Registry();
  collectDefaultMetrics({ register });
  const registers = [register];

  const secondsHistogram = <L extends string>(name: string, help: string, labelNames: readonly L[]) =>
    new Histogram<L>({ name, help, labelNames, buckets: SECONDS_BUCKETS, registers });
  const requestDuration = secondsHistogram('http_request_duration_seconds', 'Time to answer a request, by route pattern', [
    'method',
    'route',
    'status_code',
  ]);
  const pageCache = new Counter({
    name: 'page_cache_lookups_total',
    help: 'Rendered pages answered from the page cache (hit) or rendered for the request (miss)',
    labelNames: ['result'] as const,
    registers,
  });
  // Read at scrape time: the caches' plugins are registered after this one.
  const caches = () => ({ pages: app.hasDecorator('pageCache') ? app.pageCache : null, api: app.hasDecorator('apiCache') ? app.apiCache : null });
  for (const [name, help, field] of [
    ['cache_bytes', 'Bytes held by the page cache and the API answer cache', 'bytes'],
    ['cache_entries', 'Entries of the page cache and the API answer cache', 'entries'],
  ] as const) {
    new Gauge({
      name,
      help,
      labelNames: ['cache'] as const,
      registers,
      collect() {
        for (const [cacheName, cache] of Object.entries(caches())) if (cache) this.set({ cache: cacheName }, cache[field]);
      },
    });
  }
  const queryDuration = secondsHistogram('db_query_duration_seconds', 'Time of a database query, by kind of statement', ['operation']);
  const queryErrors = new Counter({
    name: 'db_query_errors_total',
    help: 'Database queries that failed',
    labelNames: ['operation'] as const,
    registers,
  });
  instrumentDb(app.db, queryDuration, queryErrors);

  const pool = app.db.pool;
  if (pool) {
    new Gauge({
      name: 'db_pool_connections',
      help: 'Connections of the PostgreSQL pool: total, idle, and requests waiting for one',
      labelNames: ['state'] as const,
      registers,
      collect() {
        this.set({ state: 'total' }, pool.totalCount);
        this.set({ state: 'idle' }, pool.idleCount);
        this.set({ state: 'waiting' }, pool.waitingCount);
      },
    });
  }
  const threadLoad = app.db.threadLoad;
  if (threadLoad) {
    let last = threadLoad().utilization;
    new Gauge({
      name: 'db_thread_busy_ratio',
      help: "Share of the time PGlite's thread was busy since the last scrape",
      registers,
      collect() {
        const now = threadLoad().utilization;
        this.set(performance.eventLoopUtilization(now, last).utilization);
        last = now;
      },
    });
    new Gauge({
      name: 'db_queries_pending',
      help: "Statements sent to PGlite's thread and not answered yet",
      registers,
      collect() {
        this.set(threadLoad().pending);
      },
    });
  }
  new Gauge({
    name: 'http_requests_in_flight',
    help: 'Requests being worked on now: the count the overload limit (MAX_REQUESTS_IN_FLIGHT) holds',
    registers,
    collect() {
      this.set(app.hasDecorator('requestsInFlight') ? app.requestsInFlight() : 0);
    },
  });
  new Gauge({
    name: 'db_info',
    help: 'The database in use (1 for the kind in use)',
    labelNames: ['kind'] as const,
    registers,
  }).set({ kind: app.db.kind }, 1);

  app.addHook('onResponse', async (request, reply) => {
    // The route's pattern, not its address: a bounded set of labels. Unmatched addresses share one label.
    const route = request.routeOptions.url ?? 'unmatched';
    requestDuration.observe(
      { method: request.method, route, status_code: String(reply.statusCode) },
      reply.elapsedTime / 1000,
    );
    const cache = reply.getHeader('x-render-cache');
    if (cache === 'hit' || cache === 'miss') pageCache.inc({ result: cache });
  });

  app.get(
    '/metrics',
    {
      logLevel: 'warn',
      schema: {
        tags: ['operations'],
        summary: 'Prometheus metrics (with METRICS_TOKEN as a bearer token)',
        security: [{ bearer: [] }],
        response: {
          200: { description: 'Prometheus text format', content: { 'text/plain': { schema: Type.String() } } },
          401: ErrorResponse,
          404: ErrorResponse,
        },
      },
    },
    async (request, reply) => {
      const token = app.config.metricsToken;
      if (!token) throw new HttpError(404, 'Metrics are off: set METRICS_TOKEN to publish them.');
      const given = /^Bearer (.+)$/i.exec(request.headers.authorization ?? '')?.[1] ?? '';
      if (!sameSecret(given, token)) throw new HttpError(401, 'Unauthenticated.');
      return reply.type(register.contentType).send(await register.metrics());
    },
  );
});

/** Times every query of the database and of its transactions (in place: app.db stays the same object). */
function instrumentDb(db: Db, duration: Histogram<'operation'>, errors: Counter<'operation'>) {
  const timed = (target: Queryable): Queryable['query'] => {
    const query = target.query.bind(target);
    return (async (sql: string, params?: unknown[]) => {
      const operation = operationOf(sql);
      const stop = duration.startTimer({ operation });
      try {
        return await query(sql, params);
      } catch (error) {
        errors.inc({ operation });
        throw error;
      } finally {
        stop();
      }
    }) as Queryable['query'];
  };
  db.query = timed(db);
  const transaction = db.transaction.bind(db);
  db.transaction = (fn) => transaction((tx) => fn({ ...tx, query: timed(tx) }));
}
