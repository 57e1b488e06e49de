import type { ReactNode } from 'react';
import { useIntl } from 'react-intl';
import AccessTimeIcon from '@mui/icons-material/AccessTime';
import LibraryBooksOutlinedIcon from '@mui/icons-material/LibraryBooksOutlined';
import type { TagView } from '../../types';
import { commonMessages, formatDuration } from '../../i18n/common.messages';
import { ContentCard, ContentCardSkeleton } from '../ContentCard/ContentCard';
import { messages } from './CourseCard.messages';

/** A course in a list (GET /api/courses item, spec §3). */
export interface CourseCardData {
  id: number;
  slug: string;
  title: string;
  /** Preview image URL (already resolved, e.g. /storage/...). */
  image?: string | null;
  /** How many materials the course has (materials_count). */
  materialsCount: number;
  /** Reading time of all its materials, minutes (materials_sum_time). */
  minutes: number;
  tags: TagView[];
  /** Small description, sanitised HTML. */
  snippet?: string;
  /** Where the card leads: /{locale}/courses/{slug}. */
  href: string;
}

export interface CourseCardProps {
  course: CourseCardData;
  /** Controls in the card's corner, e.g. the favourite bookmark. */
  actions?: ReactNode;
  /** The first card of a list: its picture loads at once, with high priority. */
  priority?: boolean;
}

/** A course in a list: preview, the main tag's colour, title, materials count, total minutes and tags. */
export function CourseCard({ course, actions, priority }: CourseCardProps) {
  const intl = useIntl();
  return (
    <ContentCard
      testId="course-card"
      href={course.href}
      title={course.title}
      image={course.image}
      tags={course.tags}
      snippet={course.snippet}
      actions={actions}
      priority={priority}
      metaLabel={intl.formatMessage(messages.meta)}
      meta={
        <>
          <li>
            <LibraryBooksOutlinedIcon fontSize="inherit" aria-hidden />
            {intl.formatMessage(commonMessages.materials, { count: course.materialsCount })}
          </li>
          <li>
            <AccessTimeIcon fontSize="inherit" aria-hidden />
            {formatDuration(intl, course.minutes)}
          </li>
        </>
      }
    />
  );
}

/** Placeholder of a course card while its list loads. */
export function CourseCardSkeleton() {
  return <ContentCardSkeleton testId="course-card-skeleton" />;
}
