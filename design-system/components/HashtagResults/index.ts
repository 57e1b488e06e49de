export { HashtagResults, type HashtagResultGroup, type HashtagResultItem, type HashtagResultsProps } from './HashtagResults';
export { MASONRY_COLUMN_WIDTH, MASONRY_ITEM_PADDING, MASONRY_THROTTLE_MS, masonryColumns } from './masonryColumns';
