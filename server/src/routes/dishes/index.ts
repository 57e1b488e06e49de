import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { ErrorResponse, LangQuery } from '../../contracts/common.ts';
import { Dish } from '../../contracts/pages.ts';
import { fullImagePath } from '../../lib/covers.ts';
import { notFound } from '../../lib/errors.ts';
import { listDishes } from './repository.ts';

/** The ashkenazi table exists in Russian only: under /en the page is a 404 (api.md). */
export const dishRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/ashkenazi-table',
    {
      schema: {
        tags: ['pages'],
        summary: 'Dishes of the ashkenazi table (Russian only)',
        querystring: LangQuery,
        response: { 200: Type.Array(Dish), 404: ErrorResponse, 422: ErrorResponse },
      },
    },
    async (request) => {
      if (request.query.lang === 'en') throw notFound('The ashkenazi table is available in Russian only.');
      const rows = await listDishes(app.db);
      return rows.map((dish) => ({ ...dish, image_full: dish.image ? fullImagePath(dish.image) : null }));
    },
  );
};
