export { TagChip, type TagChipProps } from './TagChip';
