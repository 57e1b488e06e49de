export { CourseDescription, type CourseDescriptionProps } from './CourseDescription';
