export { CourseContents, type CourseContentsMaterial, type CourseContentsProps } from './CourseContents';
