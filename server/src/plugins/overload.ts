import fp from 'fastify-plugin';
import type { FastifyInstance, FastifyRequest } from 'fastify';

/** Seconds a refused visitor is asked to wait (Retry-After), as the server's other 503s. */
export const OVERLOAD_RETRY_AFTER_SECONDS = 5;

/** Probes a balancer or a scraper asks: answered whatever the load, so a busy instance is not taken for a dead one. */
const exempt = new Set(['/healthz', '/readyz', '/metrics']);

const counted = Symbol('overload.counted');
type Counted = FastifyRequest & { [counted]?: boolean };

/**
 * Overload protection: at most `maxInFlight` requests being worked on in this instance at once (from their
 * arrival until their answer starts to be sent: a slow reader of a long file does not hold a place). One more is
 * answered at once 503 with Retry-After instead of waiting behind the others until the visitor or the proxy gives up
 * (nginx passes it on as it is: README, deployment, says why 503 is not in its proxy_next_upstream). Measured with
 * `npm run bench:load`. 0: off.
 */
export const overloadPlugin = fp(async (app: FastifyInstance, { maxInFlight }: { maxInFlight: number }) => {
  let inFlight = 0;
  app.decorate('requestsInFlight', () => inFlight);
  if (!maxInFlight) return;

  const release = (request: Counted) => {
    if (!request[counted]) return;
    request[counted] = false;
    inFlight -= 1;
  };

  app.addHook('onRequest', (request: Counted, reply, done) => {
    // A request the server makes to itself (a page render's API calls through app.inject) is part of one counted.
    if (exempt.has(request.url.split('?')[0]) || '_lightMyRequest' in request.raw) return done();
    if (inFlight >= maxInFlight) {
      reply
        .status(503)
        .header('retry-after', String(OVERLOAD_RETRY_AFTER_SECONDS))
        .send({ message: 'The site is busy right now. Please try again in a few seconds.' });
      return;
    }
    inFlight += 1;
    request[counted] = true;
    // Whichever comes first: the answer starts (onSend), or the connection ends without one (an abort).
    reply.raw.once('close', () => release(request));
    done();
  });
  app.addHook('onSend', async (request: Counted) => {
    release(request);
  });
});

declare module 'fastify' {
  interface FastifyInstance {
    /** Requests being worked on now (overload plugin); reported at /metrics. */
    requestsInFlight: () => number;
  }
}
