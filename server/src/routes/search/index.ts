import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { ErrorResponse } from '../../contracts/common.ts';
import { SEARCH_DEFAULT_LIMIT, SearchQuery, SearchResponse } from '../../contracts/search.ts';
import { FAST_COMPRESSION } from '../../lib/compression.ts';
import { langOf } from '../../lib/query.ts';
import { searchTsQuery, searchWords } from './query.ts';
import { emptySearch, search } from './repository.ts';
import { correctWords } from './spelling.ts';

const foundAny = (result: SearchResponse) => result.materials_count + result.courses_count + result.chapters_count > 0;

export const searchRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/search',
    {
      schema: {
        tags: ['content'],
        summary: 'Full-text search over materials, courses and library chapters',
        description:
          'Words match in any inflected form (russian/english dictionaries by lang); the last word also matches as a ' +
          'prefix. Each group answers at most `limit` items, best first (ranked among its 100 most popular matches: ' +
          'title, then description, then text); the counts are of all matches: exact (`*_count_estimated` false), but ' +
          'for a query of several words, or a prefix that several words (lexemes) share, found in a large share of a group, ' +
          'where the count is estimated from the most popular items (`*_count_estimated` true). An empty ' +
          'query answers empty groups. A query that finds nothing as typed is corrected word by word to the most ' +
          'similar words of the site\'s texts (trigram similarity ≥ 0.4); when the corrected query finds something, ' +
          'its results are answered with `suggestion` = the corrected query ("did you mean"), else `suggestion` is null.',
        querystring: SearchQuery,
        response: { 200: SearchResponse, 422: ErrorResponse },
      },
      compress: FAST_COMPRESSION,
    },
    async (request) => {
      const raw = request.query.query ?? '';
      const tsquery = searchTsQuery(raw);
      if (!tsquery) return emptySearch();
      const lang = langOf(request.query);
      const limit = request.query.limit ?? SEARCH_DEFAULT_LIMIT;
      const result = await search(app.db, lang, tsquery, limit);
      if (foundAny(result)) return result;
      const corrected = await correctWords(app.db, lang, searchWords(raw));
      if (!corrected) return result;
      const suggestion = corrected.join(' ');
      const again = await search(app.db, lang, searchTsQuery(suggestion)!, limit);
      return foundAny(again) ? { ...again, suggestion } : result;
    },
  );
};
