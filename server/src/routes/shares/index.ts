import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { itemTag } from '../../lib/cache-tags.ts';
import { ErrorResponse, SlugParams } from '../../contracts/common.ts';
import { LangBody, ShareResponse } from '../../contracts/engagement.ts';
import { emptyBodyAsForm } from '../../lib/body.ts';
import { ITEM_PATH_TYPES, itemNotFound, kindOfPath } from '../../lib/content-items.ts';
import { langOf } from '../../lib/query.ts';
import { abuseLimits, signedInUser } from '../../plugins/rate-limit.ts';
import { addShare } from './repository.ts';

export const shareRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const limits = abuseLimits(app, 'share', signedInUser);
  for (const type of ITEM_PATH_TYPES) {
    const kind = kindOfPath(type);
    app.post(
      `/${type}/:slug/increase-share`,
      {
        ...limits.hooks,
        preValidation: emptyBodyAsForm,
        schema: {
          tags: ['engagement'],
          summary: `Count a share of a ${kind} (sent when a share link is clicked)`,
          description:
            'Every call counts. `lang` (ru by default) picks the language version the slug names. Limited per ' +
            'signed-in account and per address (429 with Retry-After).',
          params: SlugParams,
          body: LangBody,
          response: { 200: ShareResponse, 404: ErrorResponse, 422: ErrorResponse, 429: ErrorResponse },
        },
      },
      async (request) => {
        const lang = langOf(request.body);
        const countShares = await addShare(app.db, kind, lang, request.params.slug);
        if (countShares === null) throw itemNotFound(kind);
        app.itemsChanged([itemTag(kind, lang, request.params.slug)]);
        return { countShares };
      },
    );
  }
};
