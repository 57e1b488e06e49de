import { describe as suite, expect, it } from 'vitest';
import { describe, htmlToText } from './htmlText';

suite('htmlToText', () => {
  it('drops tags, keeps words of neighbouring blocks apart and decodes entities', () => {
    expect(htmlToText('<h2>Title</h2><p>One &amp; two&nbsp;&laquo;three&raquo;</p><p>Four<br>five &#8212; &#x41;</p>')).toBe(
      'Title One & two «three» Four five — A',
    );
  });

  it('is the plain text of a course\'s small description (its head description)', () => {
    expect(htmlToText('<p>Курс &amp; <em>праздники</em></p>\n<p>второй&nbsp;абзац</p>')).toBe('Курс & праздники второй абзац');
  });

  it('leaves unknown entities as they are', () => {
    expect(htmlToText('a &unknown; b')).toBe('a &unknown; b');
  });
});

suite('describe', () => {
  it('keeps a short text whole', () => {
    expect(describe('<p>Short text.</p>')).toBe('Short text.');
  });

  it('cuts a long text at a word boundary with an ellipsis', () => {
    const text = describe(`<p>${'word '.repeat(60)}</p>`, 40);
    expect(text.length).toBeLessThanOrEqual(40);
    expect(text).toBe('word word word word word word word word…');
  });
});

suite('describe of a page with headings', () => {
  it('leaves the headings out', () => {
    expect(describe('<h2>What this is</h2><p>A site.</p>')).toBe('A site.');
  });
});
