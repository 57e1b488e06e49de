import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { ErrorResponse } from '../../contracts/common.ts';
import { SuccessResponse } from '../../contracts/auth.ts';
import {
  DeleteAccountBody,
  DeleteAccountResponse,
  EndSessionsQuery,
  EndSessionsResponse,
  FRESH_SIGN_IN_MINUTES,
  SessionParams,
  SessionsResponse,
} from '../../contracts/account.ts';
import { forbidden, HttpError, notFound, unauthenticated, validationError } from '../../lib/errors.ts';
import { verifyPassword } from '../../lib/passwords.ts';
import { sensitiveRouteConfig } from '../../plugins/rate-limit.ts';
import { emptyBodyAsEmptyForm } from '../auth/validation.ts';
import { findAccountById } from '../auth/repository.ts';
import { deleteAccount, endSession, endSessions, listSessions, sessionIsFresh } from './repository.ts';

const PASSWORD_REQUIRED = 'Enter your password to delete your account.';
const PASSWORD_WRONG = 'The password is incorrect.';
const DELETE_BLOCKED =
  'Your account could not be deleted automatically. Please write to the site team in the help chat, and we will delete it.';
const SIGN_IN_AGAIN =
  `For your safety, sign in again with Google or Facebook, then delete your account within ${FRESH_SIGN_IN_MINUTES} minutes.`;

/**
 * Account safety (beyond the spec): the list of sessions of /profile/data, ending one or all of them, and
 * deleting the account. Changing the password (POST /api/user/password) and resetting it by mail end the other
 * sessions by themselves (routes/profile, routes/auth).
 */
export const accountRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/user/sessions',
    {
      preValidation: app.requireUser,
      schema: {
        tags: ['account'],
        summary: 'The signed-in user\'s active sessions (devices signed in)',
        description: 'Each session is a bearer token; only its id and dates are answered, never the token.',
        security: [{ bearer: [] }],
        response: { 200: SessionsResponse, 401: ErrorResponse },
      },
    },
    async (request) => listSessions(app.db, request.user!.id, request.user!.tokenId),
  );

  app.delete(
    '/user/sessions/:id',
    {
      preValidation: app.requireUser,
      schema: {
        tags: ['account'],
        summary: 'End one session of the signed-in user (sign that device out)',
        description: 'Ending the current session is the same as POST /api/logout. Another user\'s session is a 404.',
        security: [{ bearer: [] }],
        params: SessionParams,
        response: { 200: SuccessResponse, 401: ErrorResponse, 404: ErrorResponse, 422: ErrorResponse },
      },
    },
    async (request) => {
      const { id: userId, tokenId } = request.user!;
      if (!(await endSession(app.db, userId, request.params.id))) throw notFound('No such session.');
      return {
        success: true,
        message: request.params.id === tokenId ? 'You are signed out.' : 'That device is signed out.',
      };
    },
  );

  app.delete(
    '/user/sessions',
    {
      preValidation: app.requireUser,
      schema: {
        tags: ['account'],
        summary: 'Sign out on all other devices (or on all devices, this one included)',
        description:
          'Ends every session of the signed-in user except the one making this call; with include_current=true ' +
          'that one too (the client then forgets its token, as after POST /api/logout).',
        security: [{ bearer: [] }],
        querystring: EndSessionsQuery,
        response: { 200: EndSessionsResponse, 401: ErrorResponse, 422: ErrorResponse },
      },
    },
    async (request) => {
      const { id: userId, tokenId } = request.user!;
      const includeCurrent = request.query.include_current === true;
      const ended = await endSessions(app.db, userId, includeCurrent ? null : tokenId);
      return {
        success: true as const,
        ended,
        message: includeCurrent ? 'You are signed out on all devices.' : 'You are signed out on all other devices.',
      };
    },
  );

  app.delete(
    '/user',
    {
      config: sensitiveRouteConfig(app),
      // A visitor gets 401 before any validation of what they sent; no body reads as an empty form.
      preValidation: [app.requireUser, emptyBodyAsEmptyForm],
      schema: {
        tags: ['account'],
        summary: 'Delete the signed-in user\'s account and personal data',
        description:
          'Re-confirmation: `password` for an account that has one (422 when missing or wrong); an account that ' +
          `signs in only with Google or Facebook must have signed in within the last ${FRESH_SIGN_IN_MINUTES} ` +
          'minutes with the session making this call (403 otherwise: sign in with the provider again). Removed: ' +
          'the profile, sessions, social sign-in links, interest tags, favourites, likes, reading history, help ' +
          'chat, questionnaire, educators\' selections and contact-form messages. Comments stay, anonymised: ' +
          'their author becomes null (shown as "Пользователь"). Every session ends.',
        security: [{ bearer: [] }],
        body: DeleteAccountBody,
        response: {
          200: DeleteAccountResponse,
          401: ErrorResponse,
          403: ErrorResponse,
          409: ErrorResponse,
          422: ErrorResponse,
          429: ErrorResponse,
        },
      },
    },
    async (request) => {
      const { id: userId, tokenId } = request.user!;
      const account = await findAccountById(app.db, userId);
      if (!account) throw unauthenticated();
      if (account.password_hash) {
        const password = request.body.password ?? '';
        if (!password) throw validationError({ password: [PASSWORD_REQUIRED] });
        if (!(await verifyPassword(account.password_hash, password))) throw validationError({ password: [PASSWORD_WRONG] });
      } else if (!(await sessionIsFresh(app.db, tokenId, FRESH_SIGN_IN_MINUTES))) {
        throw forbidden(SIGN_IN_AGAIN);
      }
      try {
        await app.db.transaction((tx) => deleteAccount(tx, userId));
      } catch (error) {
        // A table added later that points at users without saying what becomes of its rows (foreign_key_violation).
        if ((error as { code?: string }).code !== '23503') throw error;
        request.log.error({ err: error, userId }, 'account deletion blocked by a foreign key');
        throw new HttpError(409, DELETE_BLOCKED);
      }
      // Pages showing the user's comments now show them anonymised.
      app.contentChanged();
      request.log.info({ userId }, 'account deleted by its user');
      return { success: true as const, message: 'Your account and your personal data have been deleted.' };
    },
  );
};
