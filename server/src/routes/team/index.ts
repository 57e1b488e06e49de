import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { ErrorResponse, LangQuery } from '../../contracts/common.ts';
import { TeamMember } from '../../contracts/pages.ts';
import { langOf } from '../../lib/query.ts';
import { listTeam } from './repository.ts';

export const teamRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/team',
    {
      schema: {
        tags: ['pages'],
        summary: 'The team page: members in page order',
        querystring: LangQuery,
        response: { 200: Type.Array(TeamMember), 422: ErrorResponse },
      },
    },
    async (request) => {
      return listTeam(app.db, langOf(request.query));
    },
  );
};
