import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { ErrorResponse, LangQuery } from '../../contracts/common.ts';
import { PAGE_KEYS, PageParams, StaticPage } from '../../contracts/pages.ts';
import { notFound } from '../../lib/errors.ts';
import { langOf } from '../../lib/query.ts';

export const pageRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/pages/:key',
    {
      schema: {
        tags: ['pages'],
        summary: `A static page: ${PAGE_KEYS.join(', ')}`,
        params: PageParams,
        querystring: LangQuery,
        response: { 200: StaticPage, 404: ErrorResponse, 422: ErrorResponse },
      },
    },
    async (request) => {
      const { rows } = await app.db.query<StaticPage>('select key, title, content from pages where lang = $1 and key = $2', [
        langOf(request.query),
        request.params.key,
      ]);
      if (!rows[0]) throw notFound('Page not found.');
      return rows[0];
    },
  );
};
