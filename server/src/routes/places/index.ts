import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { ErrorResponse, LangQuery, SlugParams } from '../../contracts/common.ts';
import { Place, PlaceDetail } from '../../contracts/library.ts';
import { notFound } from '../../lib/errors.ts';
import { langOf } from '../../lib/query.ts';
import { findPlace, listPlaces } from './repository.ts';

/** The map of places: each belongs to a section of the Tanakh and links to the chapters that mention it. */
export const placeRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/places',
    {
      schema: {
        tags: ['library'],
        summary: 'Every place of the map',
        querystring: LangQuery,
        response: { 200: Type.Array(Place), 422: ErrorResponse },
      },
    },
    async (request) => listPlaces(app.db, langOf(request.query)),
  );

  app.get(
    '/places/:slug',
    {
      schema: {
        tags: ['library'],
        summary: 'One place with the library chapters that mention it',
        params: SlugParams,
        querystring: LangQuery,
        response: { 200: PlaceDetail, 404: ErrorResponse, 422: ErrorResponse },
      },
    },
    async (request) => {
      const place = await findPlace(app.db, langOf(request.query), request.params.slug);
      if (!place) throw notFound('Place not found.');
      return place;
    },
  );
};
