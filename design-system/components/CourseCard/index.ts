export { CourseCard, CourseCardSkeleton, type CourseCardData, type CourseCardProps } from './CourseCard';
