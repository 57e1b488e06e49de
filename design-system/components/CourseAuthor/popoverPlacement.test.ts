import { describe, expect, it } from 'vitest';
import { POPOVER_SWITCH_WIDTH, popoverPlacement } from './CourseAuthor';

describe('popoverPlacement (spec §9: alignment switches at viewport width 576)', () => {
  it('switches at 576 px', () => {
    expect(POPOVER_SWITCH_WIDTH).toBe(576);
    expect(popoverPlacement(575)).toBe('below');
    expect(popoverPlacement(576)).toBe('side');
  });
  it('opens below on phones and beside the button on wider screens', () => {
    expect(popoverPlacement(375)).toBe('below');
    expect(popoverPlacement(1280)).toBe('side');
  });
});
