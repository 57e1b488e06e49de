import { describe, expect, it } from 'vitest';
import { paths, switchLocale } from './paths';

describe('paths', () => {
  it('builds addresses under the locale', () => {
    expect(paths.material('en', 'shabbat')).toBe('/en/materials/shabbat');
    expect(paths.home('ru')).toBe('/ru');
  });

  it('switches only the locale segment, keeping the rest', () => {
    expect(switchLocale('/ru/materials?tags=1,2#x', 'en')).toBe('/en/materials?tags=1,2#x');
    expect(switchLocale('/en', 'ru')).toBe('/ru');
    expect(switchLocale('/ru?pin=1', 'en')).toBe('/en?pin=1');
    expect(switchLocale('/rus/materials', 'en')).toBe('/rus/materials');
  });
});
