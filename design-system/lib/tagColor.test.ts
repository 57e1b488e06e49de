import { describe, expect, it } from 'vitest';
import { mainTagOf, tagBackground } from './tagColor';
import { palette } from '../theme/primitives';

describe('tag colours', () => {
  it('takes the first main tag, preferring its gradient', () => {
    const tags = [
      { id: 1, name: 'a', type: 1, color: '#000000' },
      { id: 2, name: 'b', type: 0, color: '#111111', gradient: 'linear-gradient(red, blue)' },
      { id: 3, name: 'c', type: 0, color: '#222222' },
    ];
    expect(mainTagOf(tags)?.id).toBe(2);
    expect(tagBackground(mainTagOf(tags))).toBe('linear-gradient(red, blue)');
    expect(tagBackground(tags[2])).toBe('#222222');
  });

  it('falls back to the neutral colour without a main tag', () => {
    expect(tagBackground(mainTagOf([{ id: 1, name: 'a', type: 1 }]))).toBe(palette.neutralTag);
  });
});
