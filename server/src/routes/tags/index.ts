import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { LangQuery, TagsResponse } from '../../contracts/common.ts';
import { langOf } from '../../lib/query.ts';
import { listTags } from './repository.ts';

export const tagRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/tags',
    {
      schema: {
        tags: ['content'],
        summary: 'Tags of materials and courses, split into main and additional',
        querystring: LangQuery,
        response: { 200: TagsResponse },
      },
    },
    async (request) => {
      const tags = await listTags(app.db, langOf(request.query));
      return {
        main_tags: tags.filter((t) => t.type === 0),
        additional_tags: tags.filter((t) => t.type === 1),
      };
    },
  );
};
