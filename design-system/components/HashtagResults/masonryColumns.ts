/** Spec §9: the masonry of hashtag results has 300 px columns, items padded 12 px, resizes throttled by 300 ms. */
export const MASONRY_COLUMN_WIDTH = 300;
export const MASONRY_ITEM_PADDING = 12;
export const MASONRY_THROTTLE_MS = 300;

/**
 * How many columns of `columnWidth` fit in `width` when each item has `padding` on every side (so neighbouring
 * items are 2 × padding apart): at least one.
 */
export function masonryColumns(width: number, columnWidth = MASONRY_COLUMN_WIDTH, padding = MASONRY_ITEM_PADDING): number {
  if (!Number.isFinite(width) || width <= 0) return 1;
  return Math.max(1, Math.floor(width / (columnWidth + 2 * padding)));
}
