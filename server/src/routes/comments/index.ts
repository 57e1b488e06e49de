import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { ErrorResponse, LangQuery, SlugParams } from '../../contracts/common.ts';
import { CommentBody, CommentPosted, CommentsResponse, UserCommentsResponse } from '../../contracts/comments.ts';
import { findItemBySlug, ITEM_PATH_TYPES, itemNotFound, kindOfPath } from '../../lib/content-items.ts';
import { forbidden, validationError } from '../../lib/errors.ts';
import { langOf } from '../../lib/query.ts';
import { cleanPlainText } from '../../lib/text.ts';
import { addComment, commentsBlocked, listItemComments, listUserComments } from './repository.ts';

export const commentRoutes: FastifyPluginAsyncTypebox = async (app) => {
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
          // Without a user the answer is 401 whatever the body holds.
          preValidation: app.requireUser,
          schema: {
            tags: ['engagement'],
            summary: `Comment on a ${kind}`,
            description: 'The comment is stored and answered as plain text; `lang` (ru by default) picks the language version.',
            security: [{ bearer: [] }],
            params: SlugParams,
            body: CommentBody,
            response: {
              200: CommentPosted,
              401: ErrorResponse,
              403: ErrorResponse,
              404: ErrorResponse,
              422: ErrorResponse,
            },
          },
        },
        async (request) => {
          const userId = request.user!.id;
          const { body } = request;
          if (body.user_id != null && body.user_id !== userId) throw forbidden('You can only comment as yourself.');
          if (await commentsBlocked(app.db, userId)) {
            throw forbidden('You can no longer comment: the site team has blocked comments from this account.');
          }
          const content = cleanPlainText(body.content);
          if (content === '') throw validationError({ content: ['The content field is required.'] });
          const item = await findItemBySlug(app.db, kind, langOf(body), request.params.slug);
          if (!item) throw itemNotFound(kind);
          return { success: true as const, comment: await addComment(app.db, userId, kind, item.id, content) };
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
