import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { ErrorResponse, LangQuery, SlugParams } from '../../contracts/common.ts';
import { CommentBody, CommentPosted, CommentsResponse, UserCommentsResponse } from '../../contracts/comments.ts';
import { itemTag } from '../../lib/cache-tags.ts';
import { ITEM_PATH_TYPES, itemNotFound, kindOfPath } from '../../lib/content-items.ts';
import { findItemBySlug } from '../../repositories/content-items.ts';
import { forbidden, validationError } from '../../lib/errors.ts';
import { langOf } from '../../lib/query.ts';
import { cleanPlainText } from '../../lib/text.ts';
import { abuseLimits, signedInUser } from '../../plugins/rate-limit.ts';
import { addComment, commenterState, listItemComments, listUserComments } from './repository.ts';

/** What the author of a comment waiting for the e-mail confirmation is told (see the POST's description). */
export const PENDING_MESSAGE =
  'Thank you! Your comment will appear once you confirm your e-mail address with the link we sent you.';

export const commentRoutes: FastifyPluginAsyncTypebox = async (app) => {
  // One set of counters for every comment URL: per signed-in account and per address (config.rateLimits).
  const limits = abuseLimits(app, 'comment', signedInUser);

  for (const type of ITEM_PATH_TYPES) {
    const kind = kindOfPath(type);

    app.get(
      `/${type}/:slug/comments`,
      {
        schema: {
          tags: ['engagement'],
          summary: `Comments of a ${kind}, newest first`,
          params: SlugParams,
          querystring: LangQuery,
          response: { 200: CommentsResponse, 404: ErrorResponse, 422: ErrorResponse },
        },
      },
      async (request) => {
        const item = await findItemBySlug(app.db, kind, langOf(request.query), request.params.slug);
        if (!item) throw itemNotFound(kind);
        return listItemComments(app.db, kind, item.id);
      },
    );

    // The spec posts to /api/{type}/{slug}/ (with the slash); the same route answers without it.
    for (const url of [`/${type}/:slug/`, `/${type}/:slug`]) {
      app.post(
        url,
        {
          ...limits.hooks,
          // Without a user the answer is 401 whatever the body holds.
          preValidation: app.requireUser,
          schema: {
            tags: ['engagement'],
            summary: `Comment on a ${kind}`,
            description:
              'The comment is stored and answered as plain text; `lang` (ru by default) picks the language version. ' +
              'An account whose e-mail is not confirmed yet may comment, but its comments wait: they are stored, ' +
              'answered with `pending: true` and a `message`, listed in the author\'s own reviews, and shown to ' +
              'others once the address is confirmed. Limited per account and per address (429 with Retry-After).',
            security: [{ bearer: [] }],
            params: SlugParams,
            body: CommentBody,
            response: {
              200: CommentPosted,
              401: ErrorResponse,
              403: ErrorResponse,
              404: ErrorResponse,
              422: ErrorResponse,
              429: ErrorResponse,
            },
          },
        },
        async (request) => {
          const userId = request.user!.id;
          const { body } = request;
          if (body.user_id != null && body.user_id !== userId) throw forbidden('You can only comment as yourself.');
          const commenter = await commenterState(app.db, userId);
          if (commenter.blocked) {
            throw forbidden('You can no longer comment: the site team has blocked comments from this account.');
          }
          const content = cleanPlainText(body.content);
          if (content === '') throw validationError({ content: ['The content field is required.'] });
          const item = await findItemBySlug(app.db, kind, langOf(body), request.params.slug);
          if (!item) throw itemNotFound(kind);
          const comment = await addComment(app.db, userId, kind, item.id, content);
          if (!commenter.verified) return { success: true as const, comment, pending: true, message: PENDING_MESSAGE };
          app.itemsChanged([itemTag(kind, item.lang, item.slug)]);
          return { success: true as const, comment };
        },
      );
    }
  }

  app.get(
    '/user/comments',
    {
      preValidation: app.requireUser,
      schema: {
        tags: ['profile'],
        summary: 'The user\'s own comments (reviews), newest first, with the item each is about',
        security: [{ bearer: [] }],
        response: { 200: UserCommentsResponse, 401: ErrorResponse },
      },
    },
    async (request) => listUserComments(app.db, request.user!.id),
  );
};
