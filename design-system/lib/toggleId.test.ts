import { describe, expect, it } from 'vitest';
import { toggleId } from './toggleId';

describe('toggleId', () => {
  it('appends an absent id and removes a present one, keeping the order of the rest', () => {
    expect(toggleId([3, 5], 7)).toEqual([3, 5, 7]);
    expect(toggleId([3, 5, 7], 5)).toEqual([3, 7]);
    expect(toggleId([], 1)).toEqual([1]);
  });
});
