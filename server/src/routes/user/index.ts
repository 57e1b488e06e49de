import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { ErrorResponse } from '../../contracts/common.ts';
import { CurrentUserResponse } from '../../contracts/user.ts';
import { unauthenticated } from '../../lib/errors.ts';
import { currentUser } from './repository.ts';

export const userRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/user',
    {
      preHandler: app.requireUser,
      schema: {
        tags: ['account'],
        summary: 'The signed-in user, ids of favourites and the header counts',
        security: [{ bearer: [] }],
        response: { 200: CurrentUserResponse, 401: ErrorResponse },
      },
    },
    async (request) => {
      const result = await currentUser(app.db, request.user!.id);
      if (!result) throw unauthenticated();
      return result;
    },
  );
};
