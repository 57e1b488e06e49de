import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { ErrorResponse, LangQuery } from '../../contracts/common.ts';
import {
  AllHashtagsBody,
  AllHashtagsResponse,
  Hashtag,
  HashtagDataBody,
  HashtagDataGroup,
  SearchHashtagsBody,
} from '../../contracts/hashtags.ts';
import { emptyBodyAsForm } from '../../lib/body.ts';
import { forbidden, validationError } from '../../lib/errors.ts';
import { langOf } from '../../lib/query.ts';
import { cleanLine } from '../../lib/text.ts';
import { existingHashtagIds, isEducator, itemsWithHashtags, listHashtags, searchHashtags } from './repository.ts';

/** Suggestions a search answers at most. */
export const HASHTAG_SUGGESTIONS = 10;

/** POST /api/get-all-hashtags: the table of all hashtags on the educators' form. Public. */
export const hashtagRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.post(
    '/get-all-hashtags',
    {
      preValidation: emptyBodyAsForm,
      schema: {
        tags: ['hashtags'],
        summary: 'All hashtags: grouped by category name with groupe_by_category=1, else a flat list',
        description: 'Public. `lang` may come in the body or the query (ru by default).',
        querystring: LangQuery,
        body: AllHashtagsBody,
        response: { 200: AllHashtagsResponse, 422: ErrorResponse },
      },
    },
    async (request) => {
      const tags = await listHashtags(app.db, request.body.lang ?? langOf(request.query));
      if (request.body.groupe_by_category !== 1) return tags.map(({ id, name }) => ({ id, name }));
      const grouped: Record<string, Hashtag[]> = {};
      for (const { id, name, category } of tags) (grouped[category] ??= []).push({ id, name });
      return grouped;
    },
  );
};

/**
 * The educators' tool calls these two without the /api prefix (spec §7). Suggestions are public (the form shows
 * them to everyone it is shown to); the results are the tool itself: only users with card_access = 1 get them.
 */
export const hashtagToolRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.post(
    '/search-hashtags',
    {
      schema: {
        tags: ['hashtags'],
        summary: `Up to ${HASHTAG_SUGGESTIONS} hashtags whose name contains q (any case), prefix matches first`,
        description: 'Public. An empty q answers an empty list.',
        body: SearchHashtagsBody,
        response: { 200: Type.Array(Hashtag), 422: ErrorResponse },
      },
    },
    async (request) => searchHashtags(app.db, langOf(request.body), cleanLine(request.body.q), HASHTAG_SUGGESTIONS),
  );

  app.post(
    '/search-hashtags-data',
    {
      preValidation: app.requireUser,
      schema: {
        tags: ['hashtags'],
        summary: 'Materials and courses that carry every chosen hashtag, grouped by type',
        description:
          'Needs a signed-in user with card_access = 1 (401 without a user, 403 without access). An empty htid ' +
          'answers an empty list; an unknown hashtag id answers 422.',
        security: [{ bearer: [] }],
        body: HashtagDataBody,
        response: {
          200: Type.Array(HashtagDataGroup),
          401: ErrorResponse,
          403: ErrorResponse,
          422: ErrorResponse,
        },
      },
    },
    async (request) => {
      if (!(await isEducator(app.db, request.user!.id))) throw forbidden('The hashtag search is open to educators with card access.');
      const ids = [...new Set(request.body.htid)];
      if (ids.length === 0) return [];
      const known = new Set(await existingHashtagIds(app.db, ids));
      const unknown = ids.filter((id) => !known.has(id));
      if (unknown.length) throw validationError({ htid: [`Unknown hashtag id(s): ${unknown.join(', ')}.`] });
      return itemsWithHashtags(app.db, langOf(request.body), ids);
    },
  );
};
