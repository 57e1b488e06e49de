import fp from 'fastify-plugin';
import rateLimit from '@fastify/rate-limit';
import type { FastifyInstance } from 'fastify';
import { HttpError } from '../lib/errors.ts';

export interface RateLimitSettings {
  /** Requests allowed per client address in each window, per route. */
  max: number;
  /** Window length, milliseconds. */
  timeWindow: number;
}

/**
 * @fastify/rate-limit without a global limit: only the routes that ask for it are limited, with
 * `config: { rateLimit: app.config.rateLimits.sensitive }` (or `config: sensitiveRouteConfig(app)`). Each route
 * counts on its own, per client address. The answer is 429 `{message}` with Retry-After.
 */
export const rateLimitPlugin = fp(async (app: FastifyInstance) => {
  await app.register(rateLimit, {
    global: false,
    errorResponseBuilder: (_request, context) =>
      new HttpError(429, `Too many attempts. Please try again in ${context.after}.`),
  });
});

/** The route config of the sensitive calls (sign-in, registration, password mails, messages to the team). */
export const sensitiveRouteConfig = (app: FastifyInstance) => ({ rateLimit: { ...app.config.rateLimits.sensitive } });
