import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { ErrorResponse, LangQuery } from '../../contracts/common.ts';
import { MaterialDetail, MaterialListItem } from '../../contracts/materials.ts';
import { langOf } from '../../lib/query.ts';
import { pagedListRoute, slugRoute } from '../read-routes.ts';
import { findMaterial, listMaterials } from './repository.ts';

/** The page size of the materials list (spec §9), used when per_page is not given. */
export const MATERIALS_PAGE_SIZE = 11;

/** Slots of the popular block (spec §9). */
export const POPULAR_COUNT = 4;

export const materialRoutes: FastifyPluginAsyncTypebox = async (app) => {
  pagedListRoute(app, {
    path: '/materials',
    summary: 'A page of materials, filtered by tags and sorted',
    item: MaterialListItem,
    pageSize: MATERIALS_PAGE_SIZE,
    list: listMaterials,
  });

  // A static segment wins over '/materials/:slug' in Fastify's router, whatever the order of registration.
  app.get(
    '/materials/popular',
    {
      schema: {
        tags: ['content'],
        summary: `The ${POPULAR_COUNT} most popular materials (the popular block)`,
        querystring: LangQuery,
        response: { 200: Type.Array(MaterialListItem), 422: ErrorResponse },
      },
    },
    async (request) =>
      listMaterials(app.db, {
        lang: langOf(request.query),
        tagIds: [],
        limit: POPULAR_COUNT,
        offset: 0,
        sort: 'popular',
        ascending: false,
      }),
  );

  slugRoute(app, {
    path: '/materials',
    tag: 'content',
    summary: 'One material with its chapters',
    detail: MaterialDetail,
    missing: 'Material not found.',
    find: findMaterial,
  });
};
