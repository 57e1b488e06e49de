import Fastify, { type FastifyServerOptions } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import compress from '@fastify/compress';
import etag from '@fastify/etag';
import type { AppConfig } from './config.ts';
import type { Db } from './db/db.ts';
import { errorsPlugin, frameworkErrors } from './plugins/errors.ts';
import { securityHeadersPlugin } from './plugins/security-headers.ts';
import { bodiesPlugin, BODY_LIMIT } from './plugins/bodies.ts';
import { contentVersionPlugin } from './plugins/content-version.ts';
import { coercionGapsPlugin } from './plugins/coercion-gaps.ts';
import { swaggerPlugin } from './plugins/swagger.ts';
import { requestIdPlugin } from './plugins/request-id.ts';
import { healthPlugin } from './plugins/health.ts';
import { overloadPlugin } from './plugins/overload.ts';
import { metricsPlugin } from './plugins/metrics.ts';
import { COMPRESSION } from './lib/compression.ts';
import { requestIdOptions } from './lib/logging.ts';
import { authPlugin } from './plugins/auth.ts';
import { apiCachePlugin } from './plugins/api-cache.ts';
import { staticPlugin } from './plugins/static.ts';
import { adminConsolePlugin } from './plugins/admin-console.ts';
import { canonicalUrlsPlugin } from './plugins/canonical-urls.ts';
import { pagesPlugin } from './plugins/pages.ts';
import { mailPlugin } from './plugins/mail.ts';
import { rateLimitPlugin } from './plugins/rate-limit.ts';
import { schemaController } from './lib/schema-compilers.ts';
import { socialAuthRoutes } from './routes/auth/social.ts';
import { apiRoutes, rootRoutes } from './routes/index.ts';
import { imageRoutes } from './routes/images/index.ts';
import { seoRoutes } from './routes/seo/index.ts';

declare module 'fastify' {
  interface FastifyInstance {
    config: AppConfig;
    db: Db;
  }
}

export interface BuildAppOptions {
  config: AppConfig;
  db: Db;
  logger?: FastifyServerOptions['logger'];
}

/** Builds the whole server: plugins in order (external, then ours), then the routes. Does not listen. */
export async function buildApp({ config, db, logger = false }: BuildAppOptions) {
  const app = Fastify({
    logger,
    // Request ids: the proxy's X-Request-Id or a random UUID, on every log line and answer (lib/logging.ts).
    ...requestIdOptions,
    trustProxy: config.trustProxy,
    bodyLimit: BODY_LIMIT,
    // A badly percent-encoded path (400) or an over-long path parameter (414), answered as {message}.
    frameworkErrors,
    // Schema failures reach the error handler, which answers 422 with every field's message.
    ajv: { customOptions: { allErrors: true, coerceTypes: 'array', removeAdditional: true } },
    schemaController,
  }).withTypeProvider<TypeBoxTypeProvider>();

  app.decorate('config', config);
  app.decorate('db', db);

  await app.register(errorsPlugin);
  // First of the hooks: a request over the limit is refused (503, Retry-After) before any work is done for it.
  await app.register(overloadPlugin, { maxInFlight: config.maxRequestsInFlight });
  await app.register(contentVersionPlugin);
  await app.register(securityHeadersPlugin);
  // ETag on every answer (pages and API), so a repeated request gets 304; registered before compression, so the
  // tag is of the content, not of one encoding of it. Then brotli or gzip on the fly for what is not
  // pre-compressed (pages, JSON); the built assets are compressed at build time (@fastify/static preCompressed).
  // Answers up to 64 KB are compressed in one call: the plugin's default on 2 cores (8 KB) sent a common word's
  // 25 KB search answer through a zlib stream, 1.5 ms of the event loop against 0.25 ms in one call.
  await app.register(etag);
  await app.register(compress, { global: true, ...COMPRESSION });
  // The spec sends several calls as forms: JSON, urlencoded and multipart bodies are all accepted.
  await app.register(bodiesPlugin);
  // After the body parsers: it checks multipart bodies too, which are read in a preValidation hook.
  await app.register(coercionGapsPlugin);
  await app.register(swaggerPlugin);
  // After swagger (so they are documented), before the routes they measure: X-Request-Id, /metrics, /healthz, /readyz.
  await app.register(requestIdPlugin);
  await app.register(metricsPlugin);
  await app.register(healthPlugin);
  // Public API answers from memory, before the sign-in lookup (a hit needs no database at all).
  await app.register(apiCachePlugin, config.apiCache);
  await app.register(authPlugin);
  await app.register(rateLimitPlugin);
  await app.register(mailPlugin);
  await app.register(apiRoutes, { prefix: '/api' });
  // /google_auth and /fb_auth have no /api prefix (spec); their callback is /api/authorize/{provider}/callback.
  await app.register(socialAuthRoutes);
  // /search-hashtags and /search-hashtags-data have no /api prefix either (spec §7).
  await app.register(rootRoutes);
  // /img/...: responsive variants and share pictures made from /storage/ (routes/images).
  await app.register(imageRoutes);
  // /sitemap.xml and /robots.txt (routes/seo), before the pages' catch-all.
  await app.register(seoRoutes);
  // The editorial console's page (dist/admin.html) for /admin and /admin/*, before the static files and pages.
  await app.register(adminConsolePlugin);
  await app.register(staticPlugin);
  // Non-canonical page addresses answer 301 before any page is rendered or cached (plugins/canonical-urls.ts).
  await app.register(canonicalUrlsPlugin);
  await app.register(pagesPlugin);
  return app;
}

export type App = Awaited<ReturnType<typeof buildApp>>;
