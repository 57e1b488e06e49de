import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { commentedItemTags } from '../comments/repository.ts';
import { ErrorResponse, LangQuery } from '../../contracts/common.ts';
import { SuccessResponse } from '../../contracts/auth.ts';
import { CurrentUserResponse, PasswordChangeBody, ProfileUpdateBody } from '../../contracts/user.ts';
import { unauthenticated, validationError } from '../../lib/errors.ts';
import { hashPassword, newPasswordErrors, verifyPassword } from '../../lib/passwords.ts';
import { langOf } from '../../lib/query.ts';
import { sensitiveRouteConfig } from '../../plugins/rate-limit.ts';
import { findAccountById, revokeTokens, setPassword } from '../auth/repository.ts';
import { emptyBodyAsEmptyForm, optionalText } from '../auth/validation.ts';
import { currentUser } from '../user/repository.ts';
import { unknownTagIds, updateProfile } from './repository.ts';

const EMAIL_FIXED = 'The e-mail address cannot be changed.';
const CARD_ACCESS_FIXED = 'Access to the educators\' tool is granted by the site team and cannot be changed here.';

/** The profile page's own data (spec §3 and /profile/data): personal fields, interest tags, password. */
export const profileRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.post(
    '/user/update',
    {
      // A visitor gets 401 before any validation of what they sent.
      preValidation: [app.requireUser, emptyBodyAsEmptyForm],
      schema: {
        tags: ['account'],
        summary: 'Update the signed-in user\'s name, surname, country, city and interest tags',
        description:
          'Fields left out stay as they are; an empty value clears one. `tags` replaces the interest tags (ids of ' +
          'GET /api/tags). `email` and `card_access` cannot be changed: sending them is accepted only when they equal ' +
          'the current values, otherwise 422. Answers the same data as GET /api/user.',
        security: [{ bearer: [] }],
        querystring: LangQuery,
        body: ProfileUpdateBody,
        response: { 200: CurrentUserResponse, 401: ErrorResponse, 422: ErrorResponse },
      },
    },
    async (request) => {
      const userId = request.user!.id;
      const before = await currentUser(app.db, userId);
      if (!before) throw unauthenticated();
      const body = request.body;
      const errors: Record<string, string[]> = {};
      if (body.email !== undefined && body.email.trim().toLowerCase() !== before.user.email.toLowerCase()) {
        errors.email = [EMAIL_FIXED];
      }
      if (body.card_access !== undefined && body.card_access !== before.user.card_access) {
        errors.card_access = [CARD_ACCESS_FIXED];
      }
      // PostgreSQL cannot store NUL in text: a 422 on the field, as the console answers (routes/admin/resource.ts).
      for (const field of ['name', 'surname', 'country', 'city'] as const) {
        if (body[field]?.includes('\u0000')) errors[field] = [`The ${field} field must not contain the NUL character.`];
      }
      const tagIds = body.tags ? [...new Set(body.tags)] : undefined;
      const unknown = tagIds ? await unknownTagIds(app.db, tagIds) : [];
      if (unknown.length) errors.tags = [`Unknown tag id: ${unknown.join(', ')}.`];
      if (Object.keys(errors).length) throw validationError(errors);

      const text = (value: string | null | undefined) => (value === undefined ? undefined : optionalText(value));
      const renamed =
        (body.name !== undefined && text(body.name) !== before.user.name) ||
        (body.surname !== undefined && text(body.surname) !== before.user.surname);
      await app.db.transaction((tx) =>
        updateProfile(
          tx,
          userId,
          { name: text(body.name), surname: text(body.surname), country: text(body.country), city: text(body.city) },
          tagIds,
        ),
      );
      // The pages of the items the user commented on show the name beside the comments.
      if (renamed) app.itemsChanged(await commentedItemTags(app.db, userId));
      return (await currentUser(app.db, userId, langOf(request.query)))!;
    },
  );

  app.post(
    '/user/password',
    {
      config: sensitiveRouteConfig(app),
      // A visitor gets 401 before any validation of what they sent.
      preValidation: [app.requireUser, emptyBodyAsEmptyForm],
      schema: {
        tags: ['account'],
        summary: 'Change the password of the signed-in user',
        description:
          'Needs `current_password` when the account has one (accounts made by Google/Facebook sign-in may set a ' +
          'first password without it). New password: the rules of spec §5, with `password_confirmation`. Other ' +
          'sessions of the user end; this one stays.',
        security: [{ bearer: [] }],
        body: PasswordChangeBody,
        response: { 200: SuccessResponse, 401: ErrorResponse, 422: ErrorResponse, 429: ErrorResponse },
      },
    },
    async (request) => {
      const { id: userId, tokenId } = request.user!;
      const account = await findAccountById(app.db, userId);
      if (!account) throw unauthenticated();
      const body = request.body;
      const errors = newPasswordErrors(body.password, body.password_confirmation, { confirmationRequired: true });
      if (account.password_hash) {
        if (!body.current_password) errors.current_password = ['Enter your current password.'];
        else if (!(await verifyPassword(account.password_hash, body.current_password))) {
          errors.current_password = ['The current password is incorrect.'];
        }
      }
      if (Object.keys(errors).length) throw validationError(errors);
      const passwordHash = await hashPassword(body.password!);
      await app.db.transaction(async (tx) => {
        await setPassword(tx, userId, passwordHash);
        await revokeTokens(tx, userId, tokenId);
      });
      return { success: true, message: 'Your password has been changed.' };
    },
  );
};
