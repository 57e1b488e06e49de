export { CourseTabs, COURSE_SORTS, COURSE_TABS, type CourseSortKey, type CourseTabKey, type CourseTabsProps } from './CourseTabs';
