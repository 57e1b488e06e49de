import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type, type TSchema } from 'typebox';
import type { Queryable } from '../db/db.ts';
import { ErrorResponse, LangQuery, ListQuery, SlugParams, type Lang } from '../contracts/common.ts';
import { notFound } from '../lib/errors.ts';
import { langOf, listParams, type ListParams } from '../lib/query.ts';

/** The two public read routes most content has: a page of a list, and one item by its slug. */

type App = Parameters<FastifyPluginAsyncTypebox>[0];

export interface PagedListRoute {
  path: string;
  summary: string;
  item: TSchema;
  /** per_page when the query does not give it. */
  pageSize: number;
  list: (db: Queryable, params: ListParams) => Promise<unknown[]>;
}

/** GET {path}?lang&tags&page&per_page&filterBy&orderBy: a page of the list (spec §9). */
export function pagedListRoute(app: App, route: PagedListRoute): void {
  app.get(
    route.path,
    {
      schema: {
        tags: ['content'],
        summary: route.summary,
        querystring: ListQuery,
        response: { 200: Type.Array(route.item), 422: ErrorResponse },
      },
    },
    async (request) => route.list(app.db, listParams(request.query, route.pageSize)),
  );
}

export interface SlugRoute {
  path: string;
  tag: string;
  summary: string;
  detail: TSchema;
  /** The 404's message. */
  missing: string;
  find: (db: Queryable, lang: Lang, slug: string) => Promise<unknown>;
}

/** GET {path}/:slug?lang: one item, 404 when the language has none of that slug. */
export function slugRoute(app: App, route: SlugRoute): void {
  app.get(
    `${route.path}/:slug`,
    {
      schema: {
        tags: [route.tag],
        summary: route.summary,
        params: SlugParams,
        querystring: LangQuery,
        response: { 200: route.detail, 404: ErrorResponse, 422: ErrorResponse },
      },
    },
    async (request) => {
      const item = await route.find(app.db, langOf(request.query), request.params.slug);
      if (!item) throw notFound(route.missing);
      return item;
    },
  );
}
