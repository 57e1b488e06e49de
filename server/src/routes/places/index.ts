import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { ErrorResponse, LangQuery } from '../../contracts/common.ts';
import { Place, PlaceDetail } from '../../contracts/library.ts';
import { langOf } from '../../lib/query.ts';
import { slugRoute } from '../read-routes.ts';
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

  slugRoute(app, {
    path: '/places',
    tag: 'library',
    summary: 'One place with the library chapters that mention it',
    detail: PlaceDetail,
    missing: 'Place not found.',
    find: findPlace,
  });
};
