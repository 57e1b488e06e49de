import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { ErrorResponse } from '../../contracts/common.ts';
import { ItemIdParams } from '../../contracts/engagement.ts';
import { ClearCoursesQuery, ClearMaterialsQuery, HistoryRemovedResponse } from '../../contracts/history.ts';
import { notFound } from '../../lib/errors.ts';
import { hideCourse, hideCourses, hideViewedMaterial, hideViewedMaterials } from './repository.ts';

const HOW =
  'The item leaves the list but the reading progress is kept (a course still opens where the reader stopped); ' +
  'opening the item again brings it back.';

/**
 * Clearing the profile's history: one or all viewed materials (/profile/materials), one or all courses of the
 * history or archive tab (/profile/courses). See migration 062.
 */
export const historyRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const responses = { 200: HistoryRemovedResponse, 401: ErrorResponse, 404: ErrorResponse, 422: ErrorResponse };

  app.delete(
    '/user/materials/:id',
    {
      preValidation: app.requireUser,
      schema: {
        tags: ['profile'],
        summary: 'Remove one material from the viewed materials',
        description: `${HOW} 404 when the material is not in the list.`,
        security: [{ bearer: [] }],
        params: ItemIdParams,
        response: responses,
      },
    },
    async (request) => {
      if (!(await hideViewedMaterial(app.db, request.user!.id, request.params.id))) {
        throw notFound('This material is not in your viewed materials.');
      }
      return { success: true as const, removed: 1, message: 'The material is removed from your history.' };
    },
  );

  app.delete(
    '/user/materials',
    {
      preValidation: app.requireUser,
      schema: {
        tags: ['profile'],
        summary: 'Clear the viewed materials',
        description: `${HOW} With lang, only that language's list is cleared.`,
        security: [{ bearer: [] }],
        querystring: ClearMaterialsQuery,
        response: { 200: HistoryRemovedResponse, 401: ErrorResponse, 422: ErrorResponse },
      },
    },
    async (request) => {
      const removed = await hideViewedMaterials(app.db, request.user!.id, request.query.lang ?? null);
      return { success: true as const, removed, message: 'Your viewed materials are cleared.' };
    },
  );

  app.delete(
    '/user/courses/:id',
    {
      preValidation: app.requireUser,
      schema: {
        tags: ['profile'],
        summary: 'Remove one course from the course history (or the archive)',
        description: `${HOW} 404 when neither the history nor the archive tab shows the course.`,
        security: [{ bearer: [] }],
        params: ItemIdParams,
        response: responses,
      },
    },
    async (request) => {
      if (!(await hideCourse(app.db, request.user!.id, request.params.id))) {
        throw notFound('This course is not in your course history.');
      }
      return { success: true as const, removed: 1, message: 'The course is removed from your history.' };
    },
  );

  app.delete(
    '/user/courses',
    {
      preValidation: app.requireUser,
      schema: {
        tags: ['profile'],
        summary: 'Clear the course history (tab=history, the default) or the archive (tab=archive)',
        description: `${HOW} With lang, only that language's list is cleared. Recommendations are not affected.`,
        security: [{ bearer: [] }],
        querystring: ClearCoursesQuery,
        response: { 200: HistoryRemovedResponse, 401: ErrorResponse, 422: ErrorResponse },
      },
    },
    async (request) => {
      const tab = request.query.tab ?? 'history';
      const removed = await hideCourses(app.db, request.user!.id, tab, request.query.lang ?? null);
      return {
        success: true as const,
        removed,
        message: tab === 'history' ? 'Your course history is cleared.' : 'Your archive of courses is cleared.',
      };
    },
  );
};
