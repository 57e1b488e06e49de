import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { ErrorResponse } from '../../contracts/common.ts';
import { PROFILE_PAGE_SIZE, ProfileListQuery } from '../../contracts/engagement.ts';
import {
  ProgressBody,
  ProgressResponse,
  UserCourse,
  UserCoursesQuery,
  ViewedMaterial,
} from '../../contracts/progress.ts';
import { itemNotFound } from '../../lib/content-items.ts';
import { validationError } from '../../lib/errors.ts';
import { courseListItemsOf, materialListItemsOf } from '../../repositories/content-items.ts';
import { langOf } from '../../lib/query.ts';
import {
  archiveSource,
  historySource,
  recommendationsSource,
  recordCourseView,
  recordProgress,
  userCourseColumns,
  viewedMaterialColumns,
  viewedMaterialsSource,
} from './repository.ts';

const courseSources = { history: historySource, archive: archiveSource, recommendations: recommendationsSource };

export const progressRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const progressSchema = (summary: string, description: string) => ({
    tags: ['profile'],
    summary,
    description,
    security: [{ bearer: [] }],
    body: ProgressBody,
    response: { 200: ProgressResponse, 401: ErrorResponse, 404: ErrorResponse, 422: ErrorResponse },
  });

  for (const [url, finished] of [
    ['/user/add-to-active', false],
    ['/user/add-to-archive', true],
  ] as const) {
    app.post(
      url,
      {
        preValidation: app.requireUser,
        schema: finished
          ? progressSchema(
              'Record that the user finished a material',
              'Sent when the reader moves on from a material. A course is finished when all its materials are.',
            )
          : progressSchema(
              'Record that the user started a material',
              'Sent when a material (the first of a course) is opened; the course then shows in the profile\'s history.',
            ),
      },
      async (request) => {
        const { material_id: materialId, course_id: courseId } = request.body;
        const progress = await recordProgress(app.db, request.user!.id, materialId, finished);
        if (!progress) throw itemNotFound('material');
        if (courseId !== undefined && !(await recordCourseView(app.db, request.user!.id, courseId, materialId))) {
          throw validationError({ course_id: ['The material is not in this course.'] });
        }
        return { success: true as const, ...progress };
      },
    );
  }

  app.get(
    '/user/materials',
    {
      preValidation: app.requireUser,
      schema: {
        tags: ['profile'],
        summary: 'Materials the user has opened, in one language, as list cards with the progress',
        description: 'sort=date lists the last opened first; sort=popular the most popular first.',
        security: [{ bearer: [] }],
        querystring: ProfileListQuery,
        response: { 200: Type.Array(ViewedMaterial), 401: ErrorResponse, 422: ErrorResponse },
      },
    },
    async (request) => {
      const { query } = request;
      const limit = query.per_page ?? PROFILE_PAGE_SIZE;
      return materialListItemsOf<ViewedMaterial>(app.db, viewedMaterialsSource(request.user!.id), {
        lang: langOf(query),
        sort: query.sort ?? 'date',
        limit,
        offset: (query.page ?? 0) * limit,
        extraColumns: viewedMaterialColumns,
      });
    },
  );

  app.get(
    '/user/courses',
    {
      preValidation: app.requireUser,
      schema: {
        tags: ['profile'],
        summary: 'The profile\'s course tabs: history, recommendations, archive',
        description:
          'Course cards in one language with the user\'s progress. sort=date lists the last opened (history), last ' +
          'finished (archive) or newest (recommendations) first; sort=popular the most popular first, the default for ' +
          'recommendations. A course is finished when all its materials are archived (add-to-archive).',
        security: [{ bearer: [] }],
        querystring: UserCoursesQuery,
        response: { 200: Type.Array(UserCourse), 401: ErrorResponse, 422: ErrorResponse },
      },
    },
    async (request) => {
      const { query } = request;
      const tab = query.tab ?? 'history';
      const limit = query.per_page ?? PROFILE_PAGE_SIZE;
      return courseListItemsOf<UserCourse>(app.db, courseSources[tab](request.user!.id), {
        lang: langOf(query),
        sort: query.sort ?? (tab === 'recommendations' ? 'popular' : 'date'),
        limit,
        offset: (query.page ?? 0) * limit,
        extraColumns: userCourseColumns,
      });
    },
  );
};
