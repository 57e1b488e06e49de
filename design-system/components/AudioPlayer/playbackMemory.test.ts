import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  clearPosition,
  loadPosition,
  loadRate,
  MAX_POSITIONS,
  POSITIONS_KEY,
  RATE_KEY,
  resumeAt,
  savePosition,
  saveRate,
} from './playbackMemory';

afterEach(() => {
  localStorage.clear();
  vi.restoreAllMocks();
});

describe('positions', () => {
  it('remembers a position per recording URL and forgets it when cleared', () => {
    savePosition('/storage/audio/a.ogg', 42.345);
    savePosition('/storage/audio/b.ogg', 7);
    expect(loadPosition('/storage/audio/a.ogg')).toBe(42.3);
    expect(loadPosition('/storage/audio/b.ogg')).toBe(7);
    expect(loadPosition('/storage/audio/c.ogg')).toBe(0);
    clearPosition('/storage/audio/a.ogg');
    expect(loadPosition('/storage/audio/a.ogg')).toBe(0);
    expect(loadPosition('/storage/audio/b.ogg')).toBe(7);
  });

  it('forgets a recording moved back to its first seconds, and removes the key when none is left', () => {
    savePosition('/a.ogg', 30);
    savePosition('/a.ogg', 0.5);
    expect(loadPosition('/a.ogg')).toBe(0);
    expect(localStorage.getItem(POSITIONS_KEY)).toBeNull();
  });

  it(`keeps the ${MAX_POSITIONS} most recently saved recordings`, () => {
    for (let i = 0; i <= MAX_POSITIONS; i += 1) savePosition(`/r${i}.ogg`, 10 + i);
    savePosition('/r1.ogg', 99); // saved again: now the newest
    savePosition('/new.ogg', 5);
    expect(Object.keys(JSON.parse(localStorage.getItem(POSITIONS_KEY)!))).toHaveLength(MAX_POSITIONS);
    expect(loadPosition('/r0.ogg')).toBe(0);
    expect(loadPosition('/r2.ogg')).toBe(0);
    expect(loadPosition('/r1.ogg')).toBe(99);
    expect(loadPosition('/new.ogg')).toBe(5);
  });

  it('reads broken or foreign storage as nothing remembered', () => {
    localStorage.setItem(POSITIONS_KEY, '{not json');
    expect(loadPosition('/a.ogg')).toBe(0);
    localStorage.setItem(POSITIONS_KEY, JSON.stringify({ '/a.ogg': 'ten', '/b.ogg': -3, '/c.ogg': 12 }));
    expect(loadPosition('/a.ogg')).toBe(0);
    expect(loadPosition('/b.ogg')).toBe(0);
    expect(loadPosition('/c.ogg')).toBe(12);
  });

  it('does nothing when storage refuses to write', () => {
    vi.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new DOMException('full', 'QuotaExceededError');
    });
    expect(() => savePosition('/a.ogg', 30)).not.toThrow();
    expect(() => saveRate(1.5)).not.toThrow();
    expect(loadPosition('/a.ogg')).toBe(0);
  });
});

describe('resumeAt', () => {
  it('resumes a position away from both ends, else starts from the beginning', () => {
    expect(resumeAt(40, 120)).toBe(40);
    expect(resumeAt(40, Number.NaN)).toBe(40);
    expect(resumeAt(1, 120)).toBe(0);
    expect(resumeAt(119, 120)).toBe(0);
    expect(resumeAt(200, 120)).toBe(0);
    expect(resumeAt(Number.NaN, 120)).toBe(0);
  });
});

describe('rate', () => {
  it('keeps an offered speed, forgets 1 and ignores anything else', () => {
    expect(loadRate()).toBe(1);
    saveRate(1.5);
    expect(loadRate()).toBe(1.5);
    saveRate(1);
    expect(localStorage.getItem(RATE_KEY)).toBeNull();
    localStorage.setItem(RATE_KEY, '16');
    expect(loadRate()).toBe(1);
  });
});
