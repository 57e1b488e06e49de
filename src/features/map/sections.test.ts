import { describe, expect, it } from 'vitest';
import { isSectionKey } from '../../shared/paths';
import { sectionsOf, shortSnippet } from './sections';

describe('the sections of the map', () => {
  it('lists the sections that have places, in the order Torah, Nevi\'im, Ketuvim, named as the data names them', () => {
    const places = [
      { section: 'Ктувим', section_key: 'ktuvim' as const },
      { section: 'Тора', section_key: 'torah' as const },
      { section: 'Ктувим', section_key: 'ktuvim' as const },
    ];
    expect(sectionsOf(places)).toEqual([
      { key: 'torah', name: 'Тора' },
      { key: 'ktuvim', name: 'Ктувим' },
    ]);
    expect(sectionsOf([])).toEqual([]);
  });

  it('accepts only the three section keys from the address', () => {
    expect(isSectionKey('neviim')).toBe(true);
    expect(isSectionKey('Neviim')).toBe(false);
    expect(isSectionKey(null)).toBe(false);
  });

  it('makes a card snippet: plain text, cut, safe as HTML', () => {
    expect(shortSnippet('<p>Tel &lt;b&gt; &amp; <strong>more</strong></p>')).toBe('Tel &lt;b&gt; &amp; more');
    expect(shortSnippet(`<p>${'word '.repeat(50)}</p>`, 30)).toBe('word word word word word word…');
  });
});
