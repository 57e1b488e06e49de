import { describe, expect, it } from 'vitest';
import { badgeCount } from './badgeCount';

describe('badgeCount', () => {
  it('shows nothing for zero', () => {
    expect(badgeCount(0)).toBeNull();
    expect(badgeCount(-1)).toBeNull();
    expect(badgeCount(Number.NaN)).toBeNull();
  });

  it('shows the number up to 99', () => {
    expect(badgeCount(1)).toEqual({ label: '1', small: false });
    expect(badgeCount(99)).toEqual({ label: '99', small: false });
  });

  it('shows 99+ in the small style above 99', () => {
    expect(badgeCount(100)).toEqual({ label: '99+', small: true });
    expect(badgeCount(12345)).toEqual({ label: '99+', small: true });
  });
});
