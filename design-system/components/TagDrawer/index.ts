export { TagDrawer, type TagDrawerProps } from './TagDrawer';
