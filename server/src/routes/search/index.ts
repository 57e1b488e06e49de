import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { ErrorResponse } from '../../contracts/common.ts';
import { SEARCH_DEFAULT_LIMIT, SearchQuery, SearchResponse } from '../../contracts/search.ts';
import { langOf } from '../../lib/query.ts';
import { searchTsQuery } from './query.ts';
import { emptySearch, search } from './repository.ts';

export const searchRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/search',
    {
      schema: {
        tags: ['content'],
        summary: 'Full-text search over materials, courses and library chapters',
        description:
          'Words match in any inflected form (russian/english dictionaries by lang); the last word also matches as a ' +
          'prefix. Each group answers at most `limit` items, best first; the counts are of all matches. An empty ' +
          'query answers empty groups.',
        querystring: SearchQuery,
        response: { 200: SearchResponse, 422: ErrorResponse },
      },
    },
    async (request) => {
      const tsquery = searchTsQuery(request.query.query ?? '');
      if (!tsquery) return emptySearch();
      return search(app.db, langOf(request.query), tsquery, request.query.limit ?? SEARCH_DEFAULT_LIMIT);
    },
  );
};
