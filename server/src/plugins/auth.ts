import crypto from 'node:crypto';
import fp from 'fastify-plugin';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { unauthenticated } from '../lib/errors.ts';
import { findToken, insertToken, touchToken } from '../repositories/tokens.ts';

export interface AuthUser {
  id: number;
  tokenId: number;
}

declare module 'fastify' {
  interface FastifyRequest {
    /** The signed-in user, from `Authorization: Bearer <token>`; null for visitors. */
    user: AuthUser | null;
  }
  interface FastifyInstance {
    /** preHandler for routes that need a user: answers 401 without one. */
    requireUser: (request: FastifyRequest) => Promise<void>;
  }
}

export const TOKEN_LIFETIME_DAYS = 30;

export const hashToken = (token: string) => crypto.createHash('sha256').update(token).digest('hex');

/** Issues a new random bearer token; only its hash is stored. */
export async function issueToken(app: FastifyInstance, userId: number): Promise<string> {
  const token = crypto.randomBytes(32).toString('base64url');
  await insertToken(app.db, userId, hashToken(token), TOKEN_LIFETIME_DAYS);
  return token;
}

/**
 * Marks an answer as made for one person: no browser or proxy cache may keep it (a shared computer's back button,
 * a company proxy). A route that chose its own Cache-Control keeps it.
 */
export function noStore(reply: FastifyReply): void {
  if (!reply.hasHeader('cache-control')) reply.header('cache-control', 'no-store');
}

function bearerOf(request: FastifyRequest): string | null {
  const header = request.headers.authorization;
  if (!header) return null;
  const match = /^Bearer\s+(\S+)$/i.exec(header);
  return match ? match[1] : null;
}

export const authPlugin = fp(async (app: FastifyInstance) => {
  app.decorateRequest('user', null);
  app.addHook('onRequest', async (request) => {
    const token = bearerOf(request);
    if (!token || token.length > 200) return;
    // The browser of the session (the list of sessions shows it), cut to a sane length.
    const userAgent = request.headers['user-agent']?.slice(0, 300) ?? null;
    const found = await findToken(app.db, hashToken(token), userAgent);
    if (!found) return;
    request.user = { id: found.user_id, tokenId: found.id };
    // last_used_at is kept to the nearest five minutes, so reads do not turn into a write each time.
    if (found.stale) await touchToken(app.db, found.id, userAgent);
  });
  // Every answer to a request with a valid token, errors included, is personal. (Answers that hand out a token call
  // noStore themselves: their request has none yet.)
  app.addHook('onSend', async (request, reply) => {
    if (request.user) noStore(reply);
  });
  app.decorate('requireUser', async (request: FastifyRequest) => {
    if (!request.user) throw unauthenticated();
  });
});
