import { describe, expect, it } from 'vitest';
import { pickActiveSection, SCROLL_SPY_OFFSET } from './scrollSpy';

describe('pickActiveSection (offset 300, spec §9)', () => {
  it('uses the spec offset by default', () => {
    expect(SCROLL_SPY_OFFSET).toBe(300);
  });

  it('is undefined while the first section is below the offset', () => {
    expect(pickActiveSection([{ id: 1, top: 301 }, { id: 2, top: 900 }])).toBeUndefined();
    expect(pickActiveSection([])).toBeUndefined();
  });

  it('picks a section whose top is within the offset, the boundary included', () => {
    expect(pickActiveSection([{ id: 1, top: 300 }, { id: 2, top: 900 }])).toBe(1);
    expect(pickActiveSection([{ id: 1, top: 120 }, { id: 2, top: 700 }])).toBe(1);
  });

  it('picks the last section scrolled past', () => {
    expect(pickActiveSection([{ id: 1, top: -1400 }, { id: 2, top: -200 }, { id: 3, top: 299 }, { id: 4, top: 301 }])).toBe(3);
    expect(pickActiveSection([{ id: 1, top: -1400 }, { id: 2, top: -800 }, { id: 3, top: -10 }])).toBe(3);
  });

  it('takes another offset', () => {
    expect(pickActiveSection([{ id: 'a', top: 50 }, { id: 'b', top: 90 }], 80)).toBe('a');
  });
});
