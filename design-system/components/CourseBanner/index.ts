export { CourseBanner, COURSE_BANNER, type CourseBannerProps } from './CourseBanner';
