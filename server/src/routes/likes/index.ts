import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { ErrorResponse } from '../../contracts/common.ts';
import { ClientIdHeaders, ItemIdParams, LangBody, LikeResponse, LikeStateResponse } from '../../contracts/engagement.ts';
import { emptyBodyAsForm } from '../../lib/body.ts';
import { ITEM_PATH_TYPES, itemNotFound, kindOfPath } from '../../lib/content-items.ts';
import { validationError } from '../../lib/errors.ts';
import { abuseLimits, signedInUser } from '../../plugins/rate-limit.ts';
import { noStore } from '../../plugins/auth.ts';
import { addLike, likeState } from './repository.ts';
import { itemTag } from '../../lib/cache-tags.ts';

export const likeRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const limits = abuseLimits(app, 'like', signedInUser);
  for (const type of ITEM_PATH_TYPES) {
    const kind = kindOfPath(type);
    app.get(
      `/${type}/:id/likes`,
      {
        schema: {
          tags: ['engagement'],
          summary: `Whether this reader has liked a ${kind}, and its like count`,
          description:
            'Pages are rendered and cached the same for everyone, so the page asks this after loading to show the ' +
            'heart as the reader left it: liked by the signed-in user (on any device) or by this browser ' +
            '(`X-Client-Id`). Never cached.',
          params: ItemIdParams,
          headers: ClientIdHeaders,
          response: { 200: LikeStateResponse, 404: ErrorResponse, 422: ErrorResponse },
        },
      },
      async (request, reply) => {
        noStore(reply);
        const state = await likeState(app.db, kind, request.params.id, {
          userId: request.user?.id ?? null,
          clientId: request.headers['x-client-id'] ?? null,
        });
        if (state === null) throw itemNotFound(kind);
        return state;
      },
    );

    app.post(
      `/${type}/:id/increase-likes`,
      {
        ...limits.hooks,
        preValidation: emptyBodyAsForm,
        schema: {
          tags: ['engagement'],
          summary: `Like a ${kind} (once per signed-in user, or per browser for visitors)`,
          description:
            'Signed-in users are recognised by their token. Visitors must send `X-Client-Id`: a random id the browser ' +
            'keeps in localStorage. A repeated like is not counted and answers the same count. Limited per signed-in ' +
            'account and per address (429 with Retry-After).',
          params: ItemIdParams,
          headers: ClientIdHeaders,
          body: LangBody,
          response: { 200: LikeResponse, 404: ErrorResponse, 422: ErrorResponse, 429: ErrorResponse },
        },
      },
      async (request) => {
        const clientId = request.headers['x-client-id'] ?? null;
        if (!request.user && !clientId) {
          throw validationError({ 'x-client-id': ['Visitors must send an X-Client-Id header to like.'] });
        }
        const like = await addLike(app.db, kind, request.params.id, { userId: request.user?.id ?? null, clientId });
        if (like === null) throw itemNotFound(kind);
        if (like.added) app.itemsChanged([itemTag(kind, like.lang, like.slug)]);
        return { countLikes: like.countLikes };
      },
    );
  }
};
