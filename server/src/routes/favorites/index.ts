import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { ErrorResponse } from '../../contracts/common.ts';
import { FavoriteBody, FavoriteResponse, FavoritesQuery, ItemIdParams, PROFILE_PAGE_SIZE } from '../../contracts/engagement.ts';
import { CourseListItem } from '../../contracts/courses.ts';
import { MaterialListItem } from '../../contracts/materials.ts';
import { itemNotFound, type ItemKind } from '../../lib/content-items.ts';
import { courseListItemsOf, findItemById, materialListItemsOf } from '../../repositories/content-items.ts';
import { langOf } from '../../lib/query.ts';
import { addFavorite, deleteFavorite, favoriteCounts, favoritesSource } from './repository.ts';

const kindOfBody = (type: 'material' | 'courses'): ItemKind => (type === 'material' ? 'material' : 'course');

export const favoriteRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const toggleSchema = (summary: string) => ({
    tags: ['engagement'],
    summary,
    security: [{ bearer: [] }],
    params: ItemIdParams,
    body: FavoriteBody,
    response: { 200: FavoriteResponse, 401: ErrorResponse, 404: ErrorResponse, 422: ErrorResponse },
  });

  app.post(
    '/favorite/:id/add',
    { preValidation: app.requireUser, schema: toggleSchema('Add a material or course to the favourites (idempotent)') },
    async (request) => {
      const kind = kindOfBody(request.body.type);
      const userId = request.user!.id;
      if (!(await findItemById(app.db, kind, request.params.id))) throw itemNotFound(kind);
      await addFavorite(app.db, userId, kind, request.params.id);
      return { success: true as const, favorite: true, ...(await favoriteCounts(app.db, userId)) };
    },
  );

  app.post(
    '/favorite/:id/delete',
    {
      preValidation: app.requireUser,
      schema: toggleSchema('Remove a material or course from the favourites (removing a missing one succeeds)'),
    },
    async (request) => {
      const kind = kindOfBody(request.body.type);
      const userId = request.user!.id;
      // A favourite of an item deleted since can still be removed; an id that never was anything is a 404.
      const removed = await deleteFavorite(app.db, userId, kind, request.params.id);
      if (!removed && !(await findItemById(app.db, kind, request.params.id))) throw itemNotFound(kind);
      return { success: true as const, favorite: false, ...(await favoriteCounts(app.db, userId)) };
    },
  );

  app.get(
    '/user/favorites',
    {
      preValidation: app.requireUser,
      schema: {
        tags: ['profile'],
        summary: 'The user\'s favourite materials or courses in one language, as list cards',
        description: 'sort=date lists the latest favourite first; sort=popular the most popular first.',
        security: [{ bearer: [] }],
        querystring: FavoritesQuery,
        response: {
          // Course cards first: a course card also has every field of a material card.
          200: Type.Union([Type.Array(CourseListItem), Type.Array(MaterialListItem)], {
            description: 'Material cards (as GET /api/materials) for type=material, course cards (as GET /api/courses) for type=courses.',
          }),
          401: ErrorResponse,
          422: ErrorResponse,
        },
      },
    },
    async (request) => {
      const { query } = request;
      const kind = kindOfBody(query.type ?? 'material');
      const limit = query.per_page ?? PROFILE_PAGE_SIZE;
      const options = { lang: langOf(query), sort: query.sort ?? 'date', limit, offset: (query.page ?? 0) * limit };
      const source = favoritesSource(request.user!.id, kind);
      return kind === 'material' ? materialListItemsOf(app.db, source, options) : courseListItemsOf(app.db, source, options);
    },
  );
};
