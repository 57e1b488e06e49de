import { describe, expect, it } from 'vitest';
import { shareLinks } from './shareLinks';

describe('shareLinks', () => {
  const links = shareLinks('https://example.org/ru/materials/shabbat?x=1&y=2', 'Шаббат & суббота');

  it('puts the encoded url into every network', () => {
    const encoded = 'https%3A%2F%2Fexample.org%2Fru%2Fmaterials%2Fshabbat%3Fx%3D1%26y%3D2';
    expect(links.twitter).toContain(`url=${encoded}`);
    expect(links.facebook).toBe(`https://www.facebook.com/sharer/sharer.php?u=${encoded}`);
    expect(links.linkedin).toContain(`url=${encoded}`);
  });

  it('adds the encoded title where the network takes one', () => {
    const title = encodeURIComponent('Шаббат & суббота');
    expect(links.twitter).toBe(
      `https://twitter.com/intent/tweet?url=https%3A%2F%2Fexample.org%2Fru%2Fmaterials%2Fshabbat%3Fx%3D1%26y%3D2&text=${title}`,
    );
    expect(links.linkedin).toMatch(/^https:\/\/www\.linkedin\.com\/shareArticle\?mini=true&url=.+&title=/);
    expect(new URL(links.linkedin).searchParams.get('title')).toBe('Шаббат & суббота');
    expect(new URL(links.twitter).searchParams.get('url')).toBe('https://example.org/ru/materials/shabbat?x=1&y=2');
  });
});
