import { useIntl } from 'react-intl';
import { commonMessages } from '../../i18n/common.messages';
import { Description, ResultCardBase, ResultCardSkeleton, Snippet } from '../ArticleResultCard/ResultCardBase';
import { messages } from './CourseResultCard.messages';

/** A course found by the search (search_courses item). */
export interface CourseResultData {
  id: number;
  slug: string;
  /** Where the card leads: /{locale}/courses/{slug}. */
  href: string;
  /** Image URL, already resolved (/storage/{image}). */
  image?: string | null;
  title: string;
  /** How many materials the course has, when known. */
  materialsCount?: number;
  /** short_description, sanitised HTML. */
  shortDescription?: string | null;
  /** searchsnippet: sanitised HTML, each word found in <mark>. */
  snippet?: string | null;
}

export interface CourseResultCardProps {
  course: CourseResultData;
}

/** A search result for a course: image, 'Course' with its materials count, title, description and snippet. */
export function CourseResultCard({ course }: CourseResultCardProps) {
  const intl = useIntl();
  const overline = [
    intl.formatMessage(messages.course),
    course.materialsCount != null ? intl.formatMessage(commonMessages.materials, { count: course.materialsCount }) : null,
  ]
    .filter(Boolean)
    .join(' · ');
  return (
    <ResultCardBase href={course.href} title={course.title} image={course.image} overline={overline} testId="course-result">
      {course.shortDescription && <Description dangerouslySetInnerHTML={{ __html: course.shortDescription }} />}
      {course.snippet && <Snippet dangerouslySetInnerHTML={{ __html: course.snippet }} />}
    </ResultCardBase>
  );
}

export { ResultCardSkeleton as CourseResultCardSkeleton };
