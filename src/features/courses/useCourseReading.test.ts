import { afterEach, describe, expect, it } from 'vitest';
import type { ViewedMaterial } from '../../../server/src/contracts/progress';
import { readingFromProgress, readingStorageKey, readStoredReading } from './useCourseReading';

const viewed = (id: number, finished: boolean) => ({ id, finished }) as ViewedMaterial;
const course = [10, 11, 12, 13];

describe('resume reading from the server (last opened first)', () => {
  it('starts at 0 when the reader opened none of the course', () => {
    expect(readingFromProgress([viewed(99, true)], course)).toBeNull();
  });

  it('resumes at the last opened material while it is not finished', () => {
    expect(readingFromProgress([viewed(12, false), viewed(10, true), viewed(11, true)], course)).toEqual({
      index: 2,
      viewedIds: [10, 11],
    });
  });

  it('moves past a finished last material, but not past the end', () => {
    expect(readingFromProgress([viewed(11, true), viewed(10, true)], course)).toEqual({ index: 2, viewedIds: [11, 10] });
    expect(readingFromProgress([viewed(13, true)], course)).toEqual({ index: 3, viewedIds: [13] });
  });
});

describe("a visitor's stored place", () => {
  afterEach(() => localStorage.clear());

  it('reads the stored material as an index, keeping only this course\'s viewed ids', () => {
    localStorage.setItem(readingStorageKey(7), JSON.stringify({ materialId: 12, viewedIds: [10, 11, 55] }));
    expect(readStoredReading(7, course)).toEqual({ index: 2, viewedIds: [10, 11] });
  });

  it('ignores a material no longer in the course and junk', () => {
    localStorage.setItem(readingStorageKey(7), JSON.stringify({ materialId: 55, viewedIds: [] }));
    expect(readStoredReading(7, course)).toBeNull();
    localStorage.setItem(readingStorageKey(7), '{not json');
    expect(readStoredReading(7, course)).toBeNull();
    expect(readStoredReading(8, course)).toBeNull();
  });
});
