export { TagFilter, type TagFilterProps } from './TagFilter';
