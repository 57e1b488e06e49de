import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { ErrorResponse, LangQuery, ListQuery, SlugParams } from '../../contracts/common.ts';
import { CourseDetail, CourseListItem } from '../../contracts/courses.ts';
import { notFound } from '../../lib/errors.ts';
import { langOf, listParams } from '../../lib/query.ts';
import { findCourse, listCourses } from './repository.ts';

/** The page size of the courses list (spec §9), used when per_page is not given. */
export const COURSES_PAGE_SIZE = 12;

export const courseRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/courses',
    {
      schema: {
        tags: ['content'],
        summary: 'A page of courses, filtered by tags and sorted',
        querystring: ListQuery,
        response: { 200: Type.Array(CourseListItem), 422: ErrorResponse },
      },
    },
    async (request) => listCourses(app.db, listParams(request.query, COURSES_PAGE_SIZE)),
  );

  app.get(
    '/courses/:slug',
    {
      schema: {
        tags: ['content'],
        summary: 'One course with its materials and their chapters',
        params: SlugParams,
        querystring: LangQuery,
        response: { 200: CourseDetail, 404: ErrorResponse, 422: ErrorResponse },
      },
    },
    async (request) => {
      const course = await findCourse(app.db, langOf(request.query), request.params.slug);
      if (!course) throw notFound('Course not found.');
      return course;
    },
  );
};
