import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { ErrorResponse, LangQuery } from '../../contracts/common.ts';
import { CurrentUserResponse } from '../../contracts/user.ts';
import { unauthenticated } from '../../lib/errors.ts';
import { langOf } from '../../lib/query.ts';
import { currentUser } from './repository.ts';

export const userRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/user',
    {
      preValidation: app.requireUser,
      schema: {
        tags: ['account'],
        summary: 'The signed-in user, ids of favourites and the header counts',
        description:
          'Who is asking is decided by the bearer token alone. The test-admin `userdata` header the old client ' +
          'sends (spec §6) is ignored: it never grants anything. `lang` picks the language of the interest tags.',
        security: [{ bearer: [] }],
        querystring: LangQuery,
        response: { 200: CurrentUserResponse, 401: ErrorResponse, 422: ErrorResponse },
      },
    },
    async (request) => {
      const result = await currentUser(app.db, request.user!.id, langOf(request.query));
      if (!result) throw unauthenticated();
      return result;
    },
  );
};
