import { describe, expect, it } from 'vitest';
import { candidateWords, queryTerms, snippet, splitWords, wordAt } from '../../src/routes/search/snippet.ts';

/**
 * Words are lowercased unit by unit where that is the same as lowercasing the whole text (all but Σ, İ and letters
 * beyond the BMP): texts of every kind of unit give the same words, candidates and snippets either way.
 */
const PIECES = [
  'Книга', 'книгу', 'КНИГИ', 'кНиЖкА', 'Ёлка', 'ёж', 'елка', 'Happy', 'HAPPILY', 'hoping', 'İstanbul', 'ΣΟΦΙΑ',
  'σοφός', 'ΟΔΟΣ', 'Kelvin', '\u212Aelvin', '\u2126mega', '𐐀𐐨', 'x🕎y', '🕎', 'שָׁלוֹם', '12,5', 'x-y', 'Straße',
  'ǅemal', 'ﬁne', '<b>', '</b>', '<p class="a">', '&amp;', '&#171;', '&nbsp;', '<', '>', ' ', ' ', '  ', '\n', '\u00a0',
  '\u1680', '\u3000', '.', ',', '—', '«', '»', '\u0000',
];
const STARTS = ['кни', 'ел', 'hap', 'hop', 'i̇s', 'σο', 'οδ', 'kel', 'ω', '𐐨', 'x', 'str', 'ǆ', 'fi', 'ш', ''];

function random(seed: number) {
  let state = seed;
  return () => {
    state = (state * 1103515245 + 12345) % 2 ** 31;
    return state / 2 ** 31;
  };
}

describe('search snippets: words lowercased unit by unit', () => {
  it('reads every text as the text lowercased whole does', () => {
    const next = random(21);
    for (let n = 0; n < 3000; n += 1) {
      const text = Array.from({ length: 1 + Math.floor(next() * 40) }, () => {
        const piece = PIECES[Math.floor(next() * PIECES.length)];
        return next() < 0.7 ? `${piece} ` : piece;
      }).join('');
      const starts = STARTS.filter(() => next() < 0.3);
      const fast = splitWords(text, starts);
      const whole = splitWords(text, starts, true);
      const context = { text, starts };
      expect({ ...context, starts: fast.starts, ends: fast.ends, until: fast.until }).toEqual({
        ...context,
        starts: whole.starts,
        ends: whole.ends,
        until: whole.until,
      });
      const words = (w: typeof fast) => w.starts.map((_, i) => wordAt(w, i));
      expect({ ...context, words: words(fast) }).toEqual({ ...context, words: words(whole) });
      const terms = queryTerms(starts.map((s) => `'${s}':*`).join(' & '));
      const candidates = candidateWords([fast], terms);
      expect({ ...context, candidates: [...candidates].sort() }).toEqual({
        ...context,
        candidates: [...candidateWords([whole], terms)].sort(),
      });
      const matching = new Set([...candidates].filter(() => next() < 0.6));
      expect({ ...context, snippet: snippet(fast, matching, starts) }).toEqual({ ...context, snippet: snippet(whole, matching, starts) });
    }
  });
});
