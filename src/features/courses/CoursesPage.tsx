import { useIntl } from 'react-intl';
import { CourseCard, CourseCardSkeleton } from '../../../design-system';
import { coursesList } from '../../api/courses';
import { useLocale } from '../../shared/useLocale';
import { paths } from '../../shared/paths';
import { sectionHead } from '../../shared/pageHeads';
import { ListScreen, useListScreen } from '../../shared/ListScreen';
import { CourseBookmark } from '../../shared/bookmarks';
import { courseToCard } from '../../shared/cards';
import { coursesMessages } from './courses.messages';
import type { PageRoute } from '../../shared/pageRoute';

/** /{locale}/courses: tag filter, sort, and the course cards with infinite scroll (page size 12, spec §9). */
export function CoursesPage() {
  const intl = useIntl();
  const locale = useLocale();
  const title = intl.formatMessage(coursesMessages.title);
  const intro = intl.formatMessage(coursesMessages.intro);
  const screen = useListScreen(coursesList, sectionHead(title, intro, paths.courses(locale)), (item) =>
    paths.course(locale, item.slug),
  );
  return (
    <ListScreen
      {...screen}
      title={title}
      intro={intro}
      listHeading={intl.formatMessage(coursesMessages.listHeading)}
      itemKey={(item) => item.id}
      renderItem={(item, index) => (
        <CourseCard course={courseToCard(item, locale)} priority={index === 0} actions={<CourseBookmark id={item.id} size="small" />} />
      )}
      skeleton={<CourseCardSkeleton />}
      emptyText={intl.formatMessage(coursesMessages.empty)}
      errorText={intl.formatMessage(coursesMessages.error)}
      emptyTestId="courses-empty"
    />
  );
}

export const route: PageRoute = { Component: CoursesPage };
