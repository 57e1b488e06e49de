import { useIntl } from 'react-intl';
import { CARD_PICTURE, CourseCard, CourseCardSkeleton, FavoriteBookmark, type CourseCardData, type Locale } from '../../../design-system';
import type { CourseListItem } from '../../../server/src/contracts/courses';
import { coursesListKey, useCoursesList } from '../../api/courses';
import { tagsKey } from '../../api/tags';
import { useLocale } from '../../app/LocaleLayout';
import { usePageHead } from '../../app/head';
import { infinite, one, type PageRoute } from '../../app/pageRoute';
import { paths } from '../../app/paths';
import { useAuth } from '../../auth/AuthProvider';
import { readFilters } from '../../lib/listFilters';
import { storageUrl } from '../../lib/storage';
import { lcpPicture } from '../../lib/images';
import { ListScreen, useListFilters } from '../lists/ListScreen';
import { coursesMessages } from './courses.messages';

/** A list item from the API as the card's props. */
export function courseToCard(item: CourseListItem, locale: Locale): CourseCardData {
  return {
    id: item.id,
    slug: item.slug,
    title: item.title,
    image: storageUrl(item.preview),
    materialsCount: item.materials_count,
    minutes: item.materials_sum_time,
    tags: item.tags,
    snippet: item.snippet,
    href: paths.course(locale, item.slug),
  };
}

/** The course bookmark (spec §4): a visitor gets the login modal, a reader toggles the favourite server-first. */
export function CourseBookmark({ id, size }: { id: number; size?: 'small' | 'medium' }) {
  const { signedIn, isFavorite, toggleFavorite, openModal } = useAuth();
  return (
    <FavoriteBookmark
      size={size}
      active={isFavorite('courses', id)}
      signedIn={signedIn}
      onToggle={() => toggleFavorite('courses', id)}
      onRequireLogin={() => openModal('login')}
    />
  );
}

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
      one(tagsKey(locale)),
      infinite(coursesListKey({ lang: locale, ...readFilters(searchParams) })),
    ],
  },
};
