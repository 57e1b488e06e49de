import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { ErrorResponse, LangQuery } from '../../contracts/common.ts';
import { PAGE_KEYS, PageParams, StaticPage } from '../../contracts/pages.ts';
import { notFound } from '../../lib/errors.ts';
import { langOf } from '../../lib/query.ts';
import { findPage } from './repository.ts';

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
      const page = await findPage(app.db, langOf(request.query), request.params.key);
      if (!page) throw notFound('Page not found.');
      return page;
    },
  );
};
