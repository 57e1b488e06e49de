import fp from 'fastify-plugin';
import rateLimit, { normalizeIP } from '@fastify/rate-limit';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { LimitedCall, LimitWindow } from '../config.ts';
import { HttpError } from '../lib/errors.ts';
import { databaseRateLimitStore, deleteExpiredLimits, loginThrottle, type LoginThrottle } from '../lib/rate-limit-store.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** The growing delay after failed sign-ins of one account (routes/auth). */
    loginThrottle: LoginThrottle;
  }
}

/** How often expired counters are deleted. */
const SWEEP_MS = 10 * 60_000;

/** '42 seconds', '1 minute', '3 hours': the wait in the words of the messages, rounded up. */
export function formatWait(seconds: number): string {
  const s = Math.max(1, Math.ceil(seconds));
  const [n, unit] =
    s < 60 ? [s, 'second'] : s < 3600 ? [Math.ceil(s / 60), 'minute'] : s < 86_400 ? [Math.ceil(s / 3600), 'hour'] : [Math.ceil(s / 86_400), 'day'];
  return `${n} ${unit}${n === 1 ? '' : 's'}`;
}

/**
 * 429 with Retry-After (seconds) and the API's error shape: `{message}`, the wait in words at its end. The
 * interface shows its own words built from Retry-After (src/lib/tooMany.ts).
 */
export function tooManyRequests(reply: FastifyReply, waitMs: number, lead: string): HttpError {
  const seconds = Math.max(1, Math.ceil(waitMs / 1000));
  reply.header('retry-after', seconds);
  return new HttpError(429, `${lead} Please try again in ${formatWait(seconds)}.`);
}

/** The first sentence of each call's 429 message. */
const LEADS: Record<LimitedCall, string> = {
  comment: 'You are posting comments too often.',
  chat: 'You are sending messages too often.',
  like: 'Too many likes.',
  share: 'Too many shares.',
  contact: 'Too many messages to the site team.',
  register: 'Too many attempts.',
  login: 'Too many attempts.',
  forgot: 'Too many attempts.',
  reset: 'Too many attempts.',
  confirm: 'Too many attempts.',
};

export const LOGIN_DELAY_LEAD = 'Too many failed sign-in attempts for this account.';

/**
 * @fastify/rate-limit, its counters in the database: `abuseLimits(app, call, accountOf)` for the windows per account
 * and address of config.rateLimits.calls, `sensitiveRouteConfig(app)` for a route's per-address limit; 429 either way.
 */
export const rateLimitPlugin = fp(async (app: FastifyInstance) => {
  await app.register(rateLimit, {
    global: false,
    store: databaseRateLimitStore(app.db),
    errorResponseBuilder: (_request, context) =>
      new HttpError(429, `Too many attempts. Please try again in ${formatWait(context.ttl / 1000)}.`),
  });
  app.decorate('loginThrottle', loginThrottle(app.db, app.config.rateLimits.loginDelay));

  const sweep = setInterval(() => {
    deleteExpiredLimits(app.db).catch((error: unknown) => app.log.warn({ err: error }, 'expired rate limits not deleted'));
  }, SWEEP_MS);
  sweep.unref();
  app.addHook('onClose', async () => clearInterval(sweep));
});

/** The route config of the sensitive calls (sign-in, registration, password mails, messages to the team). */
export const sensitiveRouteConfig = (app: FastifyInstance) => ({ rateLimit: { ...app.config.rateLimits.sensitive } });

type Check = ReturnType<FastifyInstance['createRateLimit']>;
type Outcome = Awaited<ReturnType<Check>>;
type Counted = Extract<Outcome, { isAllowed: false }>;

/** Who an account-side limit counts: a user id, an e-mail address; null or undefined: no account-side count. */
export type AccountOf = (request: FastifyRequest) => string | number | null | undefined;

export interface AbuseLimits {
  /** Spread into the route's options: the address windows on onRequest, the account windows on preHandler. */
  hooks: {
    onRequest: (request: FastifyRequest, reply: FastifyReply) => Promise<void>;
    preHandler: (request: FastifyRequest, reply: FastifyReply) => Promise<void>;
  };
  /** Counts a call against the account windows for an account known only in the handler (reset: the link's). */
  countAccount: (request: FastifyRequest, reply: FastifyReply, account: string | number) => Promise<void>;
}

const accountKeys = new WeakMap<FastifyRequest, string>();

/**
 * The limits of one call (config.rateLimits.calls[call]): each window counts the call, and a full one refuses it
 * with 429, Retry-After being the wait until that window ends.
 */
export function abuseLimits(app: FastifyInstance, call: LimitedCall, accountOf?: AccountOf): AbuseLimits {
  const settings = app.config.rateLimits.calls[call];
  const limiter = (side: 'account' | 'address', window: LimitWindow): Check =>
    app.createRateLimit({
      max: window.max,
      timeWindow: window.windowMs,
      // Our store's option: the counter's name, shared by every route of the call (comments have eight URLs).
      bucket: `${call}:${side}:${window.max}/${window.windowMs}`,
      keyGenerator: side === 'address' ? (request) => normalizeIP(request.ip) : (request) => accountKeys.get(request)!,
    } as Parameters<FastifyInstance['createRateLimit']>[0]);
  const shortestFirst = (windows: LimitWindow[]) => [...windows].sort((a, b) => a.windowMs - b.windowMs);
  const address = shortestFirst(settings.address).map((window) => limiter('address', window));
  const account = shortestFirst(settings.account).map((window) => limiter('account', window));

  /**
   * Shortest window first, one after the other; the first full one refuses the call and the longer ones do not
   * count it, so calls refused for a minute do not use up the day.
   */
  const enforce = async (request: FastifyRequest, reply: FastifyReply, checks: Check[]) => {
    const counted: Counted[] = [];
    for (const check of checks) {
      const outcome = await check(request);
      if (outcome.isAllowed) continue;
      if (outcome.isExceeded) {
        reply.header('x-ratelimit-limit', outcome.max).header('x-ratelimit-remaining', 0).header('x-ratelimit-reset', outcome.ttlInSeconds);
        throw tooManyRequests(reply, outcome.ttl, LEADS[call]);
      }
      counted.push(outcome);
    }
    if (!counted.length) return;
    const tightest = counted.reduce((a, b) => (b.remaining < a.remaining ? b : a));
    reply
      .header('x-ratelimit-limit', tightest.max)
      .header('x-ratelimit-remaining', tightest.remaining)
      .header('x-ratelimit-reset', tightest.ttlInSeconds);
  };

  const countAccount = async (request: FastifyRequest, reply: FastifyReply, key: string | number) => {
    accountKeys.set(request, typeof key === 'string' ? key.trim().toLowerCase() : String(key));
    await enforce(request, reply, account);
  };

  return {
    hooks: {
      onRequest: (request, reply) => enforce(request, reply, address),
      preHandler: async (request, reply) => {
        const key = accountOf?.(request);
        if (key !== null && key !== undefined && key !== '') await countAccount(request, reply, key);
      },
    },
    countAccount,
  };
}

/** The e-mail address a form is about (register, login, forgot), for their account-side limits. */
export const emailOfBody: AccountOf = (request) => {
  const email = (request.body as { email?: unknown } | undefined)?.email;
  return typeof email === 'string' ? email.trim().toLowerCase() || null : null;
};

/** The signed-in user, for the account-side limits of comments, chat, likes, shares and contact. */
export const signedInUser: AccountOf = (request) => request.user?.id;
