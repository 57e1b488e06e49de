export { CourseResultCard, CourseResultCardSkeleton, type CourseResultCardProps, type CourseResultData } from './CourseResultCard';
