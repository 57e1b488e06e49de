import { describe, expect, it } from 'vitest';
import { whiteTextContrastWarning } from '../src/lib/contrast.ts';

describe('whiteTextContrastWarning (WCAG AA 4.5:1 for white text)', () => {
  it('passes dark colours and warns on light ones with the ratio', () => {
    expect(whiteTextContrastWarning('#1F3A5F', null)).toBeNull();
    // #767676 is the lightest grey that reaches 4.5:1 on white; #777777 is just below
    expect(whiteTextContrastWarning('#767676', null)).toBeNull();
    expect(whiteTextContrastWarning('#777777', null)).toBe('White text on #777777 has a contrast of 4.49:1, below WCAG AA (4.5:1).');
    expect(whiteTextContrastWarning('#FFFFFF', null)).toMatch(/1\.00:1/);
  });

  it('checks every stop of a gradient and names the worst', () => {
    expect(whiteTextContrastWarning(null, 'linear-gradient(90deg, #1F3A5F 0%, #264653 100%)')).toBeNull();
    expect(whiteTextContrastWarning('#1F3A5F', 'linear-gradient(90deg, #1F3A5F 0%, #F5D491 50%, #E9C46A 100%)')).toMatch(/#F5D491/);
  });

  it('has nothing to say without a colour', () => {
    expect(whiteTextContrastWarning(null, null)).toBeNull();
    expect(whiteTextContrastWarning('not a colour', undefined)).toBeNull();
  });
});
