import { describe, expect, it } from 'vitest';
import { MASONRY_COLUMN_WIDTH, MASONRY_ITEM_PADDING, masonryColumns } from './masonryColumns';

describe('masonryColumns (spec §9: column width 300, padding 12)', () => {
  it('uses the spec constants', () => {
    expect(MASONRY_COLUMN_WIDTH).toBe(300);
    expect(MASONRY_ITEM_PADDING).toBe(12);
  });
  it('fits as many 324 px slots (300 + 2 × 12) as the width holds', () => {
    expect(masonryColumns(323)).toBe(1);
    expect(masonryColumns(648)).toBe(2);
    expect(masonryColumns(971)).toBe(2);
    expect(masonryColumns(972)).toBe(3);
    expect(masonryColumns(1248)).toBe(3);
    expect(masonryColumns(1296)).toBe(4);
  });
  it('never drops below one column', () => {
    expect(masonryColumns(0)).toBe(1);
    expect(masonryColumns(200)).toBe(1);
    expect(masonryColumns(Number.NaN)).toBe(1);
  });
});
