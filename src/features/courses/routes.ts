import { commentsQuery } from '../../api/comments';
import { courseQuery, coursesList } from '../../api/courses';
import { itemLocaleLinks } from '../../shared/localeLinks';
import type { RouteHandle } from '../../shared/pageRoute';
import { paths } from '../../shared/paths';
import { listScreenHandle } from '../../shared/routeHandles';

export const coursesHandle = listScreenHandle(coursesList);

export const courseHandle: RouteHandle = {
  prefetch: ({ locale, params }) => [courseQuery(locale, params.slug!), commentsQuery('courses', locale, params.slug!)],
  // Untranslated (or not found): the switch goes to the other language's courses.
  localeLinks: itemLocaleLinks(courseQuery, paths.course, paths.courses),
};
