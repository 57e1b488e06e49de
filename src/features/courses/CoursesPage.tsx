import { useIntl } from 'react-intl';
import { CARD_PICTURE, CourseCard, CourseCardSkeleton } from '../../../design-system';
import { coursesList, useCoursesList } from '../../api/courses';
import { tagsQuery } from '../../api/tags';
import { useLocale } from '../../shared/useLocale';
import { usePageHead } from '../../shared/head';
import type { PageRoute } from '../../shared/pageRoute';
import { paths } from '../../shared/paths';
import { readFilters } from '../../lib/listFilters';
import { storageUrl } from '../../lib/storage';
import { lcpPicture } from '../../lib/images';
import { ListScreen, useListFilters } from '../../shared/ListScreen';
import { CourseBookmark } from '../../shared/bookmarks';
import { courseToCard } from '../../shared/cards';
import { coursesMessages } from './courses.messages';

/** /{locale}/courses: tag filter, sort, and the course cards with infinite scroll (page size 12, spec §9). */
export function CoursesPage() {
  const intl = useIntl();
  const locale = useLocale();
  const { filters, update } = useListFilters();
  const list = useCoursesList({ lang: locale, ...filters });
  usePageHead({
    title: intl.formatMessage(coursesMessages.title),
    description: intl.formatMessage(coursesMessages.intro),
    breadcrumbs: [{ name: intl.formatMessage(coursesMessages.title), path: paths.courses(locale) }],
    lcpImage: lcpPicture(storageUrl(list.items[0]?.preview), CARD_PICTURE),
  });
  return (
    <ListScreen
      title={intl.formatMessage(coursesMessages.title)}
      intro={intl.formatMessage(coursesMessages.intro)}
      listHeading={intl.formatMessage(coursesMessages.listHeading)}
      filters={filters}
      onFiltersChange={update}
      list={list}
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

export const route: PageRoute = {
  Component: CoursesPage,
  handle: {
    prefetch: ({ locale, searchParams }) => [
      tagsQuery(locale),
      coursesList({ lang: locale, ...readFilters(searchParams) }),
    ],
  },
};
