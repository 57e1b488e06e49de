import crypto from 'node:crypto';
import * as client from 'openid-client';
import type { FastifyInstance } from 'fastify';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { ErrorResponse, LangQuery, type Lang } from '../../contracts/common.ts';
import { AuthResponse, OAuthCallbackBody, OAuthCallbackParams, type Provider } from '../../contracts/auth.ts';
import { HttpError, validationError } from '../../lib/errors.ts';
import { OAuthClients, providerLabels, type ProviderProfile } from '../../lib/oauth.ts';
import { langOf } from '../../lib/query.ts';
import type { Transaction } from '../../db/db.ts';
import { signIn } from './index.ts';
import {
  OAUTH_STATE_LIFETIME_MINUTES,
  claimUnconfirmedAccount,
  findAccountByEmail,
  findSocialAccountUser,
  insertUser,
  linkSocialAccount,
  saveOAuthState,
  takeOAuthState,
  touchSocialAccount,
} from './repository.ts';
import { emptyBodyAsEmptyForm } from './validation.ts';

const BAD_STATE = 'This sign-in attempt has expired or was already used. Please try signing in again.';
const OTHER_BROWSER =
  'This sign-in was started in another browser, or your browser did not keep its cookie. Please try signing in again.';

/**
 * The cookie binding a sign-in attempt to its browser (against login CSRF): HttpOnly, SameSite=Lax, and over https
 * Secure with the `__Host-` prefix. Written by hand: one random base64url value needs no encoding or signing.
 */
function stateCookieName(app: FastifyInstance, provider: Provider): string {
  return `${app.config.publicUrl.startsWith('https:') ? '__Host-' : ''}oauth-state-${provider}`;
}

function stateCookie(app: FastifyInstance, provider: Provider, value: string, maxAgeSeconds: number): string {
  const secure = app.config.publicUrl.startsWith('https:');
  const attributes = ['Path=/', `Max-Age=${maxAgeSeconds}`, 'HttpOnly', 'SameSite=Lax', ...(secure ? ['Secure'] : [])];
  return [`${stateCookieName(app, provider)}=${value}`, ...attributes].join('; ');
}

function cookieOf(header: string | undefined, name: string): string | null {
  for (const part of (header ?? '').split(';')) {
    const eq = part.indexOf('=');
    if (eq > 0 && part.slice(0, eq).trim() === name) return part.slice(eq + 1).trim();
  }
  return null;
}

/** Constant-time equality of two strings (the cookie against the state posted). */
function sameSecret(a: string | null, b: string | undefined): boolean {
  if (!a || !b) return false;
  const x = Buffer.from(a);
  const y = Buffer.from(b);
  return x.length === y.length && crypto.timingSafeEqual(x, y);
}

/** The client page the provider sends the person back to; it posts code and state to the callback below. */
export const redirectUriOf = (app: FastifyInstance, provider: Provider) =>
  `${app.config.publicUrl}/authorize/${provider}/callback`;

/**
 * Sign-in with Google and Facebook (PKCE, state bound to the browser by a cookie; the flow: README.md). Registered at
 * the root: /google_auth and /fb_auth have no /api prefix.
 */
export const socialAuthRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const oauth = new OAuthClients(app.config.oauth, app.log);

  const entryPoints: Array<[string, Provider]> = [
    ['/google_auth', 'google'],
    ['/fb_auth', 'facebook'],
  ];
  for (const [url, provider] of entryPoints) {
    app.get(
      url,
      {
        schema: {
          tags: ['account'],
          summary: `Start signing in with ${providerLabels[provider]}: redirects to its consent page`,
          description:
            `A page the browser opens, so it always answers a redirect: to ${providerLabels[provider]}, or, when ` +
            `${providerLabels[provider]} sign-in is not configured or cannot be reached, back to the site's ` +
            '/authorize/{provider}/callback with `error=temporarily_unavailable` (OAuth 2.0 §4.1.2.1), which returns ' +
            'the reader to their page with the reason in their language. The pages carry the configured providers ' +
            'in their site configuration (`signInProviders`) and offer only those.',
          response: {
            302: Type.Null({ description: `Redirect to ${providerLabels[provider]}, or back with an error.` }),
          },
        },
      },
      async (_request, reply) => {
        reply.header('cache-control', 'no-store');
        const unavailable = () =>
          reply.redirect(`/authorize/${provider}/callback?error=temporarily_unavailable`, 302);
        if (!oauth.isConfigured(provider)) return unavailable();
        const attempt = {
          redirectUri: redirectUriOf(app, provider),
          state: client.randomState(),
          codeVerifier: client.randomPKCECodeVerifier(),
          nonce: client.randomNonce(),
        };
        let location: string;
        try {
          location = await oauth.authorizationUrl(provider, attempt);
        } catch (error) {
          // The provider could not be reached (its discovery failed, logged by OAuthClients): no JSON page for a
          // reader who clicked a button; they go back with the reason.
          if (error instanceof HttpError && error.statusCode >= 500) return unavailable();
          throw error;
        }
        await saveOAuthState(app.db, provider, attempt);
        return reply
          .header('set-cookie', stateCookie(app, provider, attempt.state, OAUTH_STATE_LIFETIME_MINUTES * 60))
          .redirect(location, 302);
      },
    );
  }

  app.post(
    '/api/authorize/:provider/callback',
    {
      preValidation: emptyBodyAsEmptyForm,
      schema: {
        tags: ['account'],
        summary: 'Finish signing in with Google or Facebook: code and state from the provider\'s redirect',
        description:
          'Pass on the query of /authorize/{provider}/callback (code, state; or error when the person declined). ' +
          'Signs in the user linked to this provider account; else links the account with the same e-mail when the ' +
          'provider confirms that e-mail; else creates a user. Answers a token and the same data as GET /api/user. ' +
          'The state must equal the cookie that /google_auth or /fb_auth set in this browser (sign-in started ' +
          'elsewhere: 422); the cookie is cleared. ' +
          '422: bad or used state, refused code, no e-mail shared; 403: the person declined; 409: an account with ' +
          'this e-mail exists and the provider does not confirm the e-mail. `lang` (query) is the language of tag ' +
          'names and, for a new user, of the mails sent later.',
        params: OAuthCallbackParams,
        querystring: LangQuery,
        body: OAuthCallbackBody,
        response: {
          200: AuthResponse,
          403: ErrorResponse,
          409: ErrorResponse,
          422: ErrorResponse,
          502: ErrorResponse,
          503: ErrorResponse,
        },
      },
    },
    async (request, reply) => {
      const { provider } = request.params;
      const label = providerLabels[provider];
      if (!oauth.isConfigured(provider)) throw new HttpError(503, `Sign-in with ${label} is not configured on this server.`);
      const { code, state, error } = request.body;

      // Only the browser that started the attempt may finish it; its cookie is spent with the attempt.
      const bound = sameSecret(cookieOf(request.headers.cookie, stateCookieName(app, provider)), state);
      // Every answer of the callback clears the cookie, and none is kept by a cache.
      reply.header('set-cookie', stateCookie(app, provider, '', 0)).header('cache-control', 'no-store');
      // The attempt is spent whatever happens next: a state never works twice.
      const attempt = bound ? await takeOAuthState(app.db, provider, state!) : null;
      if (error) {
        const message =
          error === 'access_denied'
            ? `You declined to sign in with ${label}.`
            : `${label} could not sign you in (${error}). Please try again.`;
        throw new HttpError(403, message);
      }
      if (state && !bound) throw validationError({ state: [OTHER_BROWSER] });
      if (!state || !attempt) throw validationError({ state: [BAD_STATE] });
      if (!code) throw validationError({ code: [`${label} did not send a sign-in code. Please try again.`] });

      const profile = await oauth.finish(
        provider,
        { redirectUri: redirectUriOf(app, provider), state, ...attempt },
        { code, iss: request.body.iss },
      );
      const lang = langOf(request.query);
      const userId = await app.db.transaction((tx) => userForProfile(tx, provider, profile, lang));
      return signIn(app, reply, userId, lang);
    },
  );
};

/** The user a provider account signs in: already linked, linked now by a confirmed e-mail, or new. */
async function userForProfile(tx: Transaction, provider: Provider, profile: ProviderProfile, lang: Lang): Promise<number> {
  const label = providerLabels[provider];
  const linked = await findSocialAccountUser(tx, provider, profile.subject);
  if (linked !== null) {
    await touchSocialAccount(tx, provider, profile.subject, profile.email);
    return linked;
  }
  if (!profile.email) {
    throw validationError({
      email: [`${label} did not share your e-mail address. Allow access to it, or register with e-mail and password.`],
    });
  }
  const existing = await findAccountByEmail(tx, profile.email);
  if (existing) {
    if (!profile.emailVerified) {
      throw new HttpError(
        409,
        `An account with ${profile.email} already exists, and ${label} has not confirmed this address. Sign in with your password.`,
      );
    }
    if (!existing.email_verified) await claimUnconfirmedAccount(tx, existing.id);
    await linkSocialAccount(tx, existing.id, provider, profile.subject, profile.email);
    return existing.id;
  }
  const id = await insertUser(tx, {
    email: profile.email,
    passwordHash: null,
    name: profile.name,
    surname: profile.surname,
    lang,
    verified: profile.emailVerified,
  });
  if (id === null) throw new HttpError(409, `An account with ${profile.email} was just created. Please try again.`);
  await linkSocialAccount(tx, id, provider, profile.subject, profile.email);
  return id;
}
