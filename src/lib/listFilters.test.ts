import { describe, expect, it } from 'vitest';
import { readFilters, writeFilters } from './listFilters';

describe('list filters in the address', () => {
  it('defaults to date order, not reversed, no tags (spec §9)', () => {
    expect(readFilters(new URLSearchParams(''))).toEqual({ tagIds: [], sort: 'date', reversed: false });
  });

  it('round-trips a state and drops junk', () => {
    const state = { tagIds: [3, 7], sort: 'popular' as const, reversed: true };
    expect(readFilters(writeFilters(state))).toEqual(state);
    expect(readFilters(new URLSearchParams('tags=3,x,-1,3,0&sort=name&reversed=yes'))).toEqual({
      tagIds: [3],
      sort: 'date',
      reversed: false,
    });
  });
});
