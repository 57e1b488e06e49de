import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { ErrorResponse, LangQuery } from '../../contracts/common.ts';
import { TeamMember } from '../../contracts/pages.ts';
import { langOf } from '../../lib/query.ts';

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
      const { rows } = await app.db.query<TeamMember>(
        `select id, key, name, role, short_description, avatar, audio
         from team_members where lang = $1 order by position, id`,
        [langOf(request.query)],
      );
      return rows;
    },
  );
};
