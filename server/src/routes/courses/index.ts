import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { CourseDetail, CourseListItem } from '../../contracts/courses.ts';
import { pagedListRoute, slugRoute } from '../read-routes.ts';
import { findCourse, listCourses } from './repository.ts';

/** The page size of the courses list (spec §9), used when per_page is not given. */
export const COURSES_PAGE_SIZE = 12;

export const courseRoutes: FastifyPluginAsyncTypebox = async (app) => {
  pagedListRoute(app, {
    path: '/courses',
    summary: 'A page of courses, filtered by tags and sorted',
    item: CourseListItem,
    pageSize: COURSES_PAGE_SIZE,
    list: listCourses,
  });
  slugRoute(app, {
    path: '/courses',
    tag: 'content',
    summary: 'One course with its materials and their chapters',
    detail: CourseDetail,
    missing: 'Course not found.',
    find: findCourse,
  });
};
