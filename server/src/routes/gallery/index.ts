import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { ErrorResponse, LangQuery } from '../../contracts/common.ts';
import { GalleryItem } from '../../contracts/pages.ts';
import { fullImagePath } from '../../lib/covers.ts';
import { notFound } from '../../lib/errors.ts';
import { listGalleryItems } from './repository.ts';

/** The virtual gallery exists in Russian only: under /en the page is a 404 (api.md). */
export const galleryRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/gallery',
    {
      schema: {
        tags: ['pages'],
        summary: 'Works of the virtual gallery (Russian only)',
        querystring: LangQuery,
        response: { 200: Type.Array(GalleryItem), 404: ErrorResponse, 422: ErrorResponse },
      },
    },
    async (request) => {
      if (request.query.lang === 'en') throw notFound('The virtual gallery is available in Russian only.');
      const rows = await listGalleryItems(app.db);
      return rows.map((item) => ({ ...item, image_full: item.image ? fullImagePath(item.image) : null }));
    },
  );
};
