import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { ErrorResponse, LangQuery, ListQuery, SlugParams } from '../../contracts/common.ts';
import { MaterialDetail, MaterialListItem } from '../../contracts/materials.ts';
import { notFound } from '../../lib/errors.ts';
import { langOf, listParams } from '../../lib/query.ts';
import { findMaterial, listMaterials } from './repository.ts';

/** The page size of the materials list (spec §9), used when per_page is not given. */
export const MATERIALS_PAGE_SIZE = 11;

/** Slots of the popular block (spec §9). */
export const POPULAR_COUNT = 4;

export const materialRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/materials',
    {
      schema: {
        tags: ['content'],
        summary: 'A page of materials, filtered by tags and sorted',
        querystring: ListQuery,
        response: { 200: Type.Array(MaterialListItem), 422: ErrorResponse },
      },
    },
    async (request) => listMaterials(app.db, listParams(request.query, MATERIALS_PAGE_SIZE)),
  );

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

  app.get(
    '/materials/:slug',
    {
      schema: {
        tags: ['content'],
        summary: 'One material with its chapters',
        params: SlugParams,
        querystring: LangQuery,
        response: { 200: MaterialDetail, 404: ErrorResponse, 422: ErrorResponse },
      },
    },
    async (request) => {
      const material = await findMaterial(app.db, langOf(request.query), request.params.slug);
      if (!material) throw notFound('Material not found.');
      return material;
    },
  );
};
