import { describe, expect, it } from 'vitest';
import {
  MAX_WORDS,
  READ_AFTER_FIRST_CANDIDATE,
  candidateStarts,
  candidateWords,
  lexemesMatch,
  queryTerms,
  snippet as snippetOf,
  splitWords,
  wordAt,
  type Words,
} from '../../src/routes/search/snippet.ts';

const lower = (words: Words) => words.starts.map((_, i) => wordAt(words, i));
/** A snippet whose matching words are `matching` (lowercased): every word may match (starts with ''). */
const snippet = (words: Words, matching: Set<string>) => snippetOf(words, matching, ['']);

const words = (n: number, from = 1) => Array.from({ length: n }, (_, i) => `w${from + i}`).join(' ');

describe('search snippets', () => {
  it('reads the terms of a tsquery, prefixes marked', () => {
    expect(queryTerms("'книг':* & 'истор' & 'o''reilli'")).toEqual([
      { lexeme: 'книг', prefix: true },
      { lexeme: 'истор', prefix: false },
      { lexeme: "o'reilli", prefix: false },
    ]);
    expect(queryTerms('')).toEqual([]);
  });

  it('splits words by letters and digits, HTML entities are not words', () => {
    expect(lower(splitWords('A &amp; b, &#171;Ёлка&#187; — שָׁלוֹם x-y 12,5'))).toEqual([
      'a', 'b', 'елка', 'שָׁלוֹם', 'x', 'y', '12', '5',
    ]);
    // Where lowercasing changes the length (İ → i̇), words are lowercased one by one, at the right places.
    expect(lower(splitWords('İstanbul Ёж'))).toEqual(['i̇stanbul', 'еж']);
  });

  it('skips the tags of HTML, which the snippet shows as spaces', () => {
    const html = '<p class="x">Первый <b>абзац</b></p><p>Второй абзац</p>';
    expect(lower(splitWords(html))).toEqual(['первый', 'абзац', 'второй', 'абзац']);
    expect(snippet(splitWords(html), new Set(['второй']))).toBe('Первый абзац <mark>Второй</mark> абзац');
  });

  it('reads a long text only so far past the first word that may match (the snippet shows the first matches)', () => {
    const text = `${words(100)} книга ${words(5000, 101)}`;
    const read = splitWords(text, ['кни']);
    expect(read.starts).toHaveLength(100 + 1 + READ_AFTER_FIRST_CANDIDATE);
    const html = snippetOf(read, new Set(['книга']), ['кни']);
    expect(html).toBe(`${words(10, 91)} <mark>книга</mark> ${words(11, 101)}`);
    // Without such a word, at most MAX_WORDS_READ words, and the first ones shown.
    expect(snippetOf(splitWords(words(6000), ['кни']), new Set(), ['кни'])).toBe(words(8));
  });

  it('picks the words that may match: their start is the lexeme\'s (ё as е, the last letter free)', () => {
    const texts = [splitWords('Ёлки и елка, happy hoping HAPPILY, книжка книгами')];
    expect([...candidateWords(texts, queryTerms("'елк':* & 'happi' & 'hope'"))].sort()).toEqual(
      ['happily', 'happy', 'hoping', 'елка', 'елки'].sort(),
    );
    expect([...candidateWords(texts, queryTerms("'книг':*"))].sort()).toEqual(['книгами', 'книжка']);
    expect(candidateWords(texts, [])).toEqual(new Set());
  });

  it('matches lexemes exactly, or by their start for a prefix term', () => {
    expect(lexemesMatch(['книг'], queryTerms("'книг'"))).toBe(true);
    expect(lexemesMatch(['книжн'], queryTerms("'книг':*"))).toBe(false);
    expect(lexemesMatch(['традицион'], queryTerms("'трад':*"))).toBe(true);
    expect(lexemesMatch(['традицион'], queryTerms("'трад'"))).toBe(false);
    expect(lexemesMatch([], queryTerms("'трад':*"))).toBe(false);
  });

  it('marks the matching words in a window around them, with the punctuation after the last word', () => {
    const text = `${words(30)} Книги здесь. ${words(30, 31)}`;
    const html = snippet(splitWords(text), new Set(['книги']));
    expect(html).toBe(`${words(10, 21)} <mark>Книги</mark> здесь. ${words(10, 31)}`);
    expect(html.replace(/<\/?mark>/g, '').split(' ')).toHaveLength(MAX_WORDS);
  });

  it('shows the two windows with the most matches, in the text\'s order, joined by an ellipsis', () => {
    const text = `${words(40)} alpha ${words(40, 41)} beta beta ${words(40, 81)} gamma ${words(40, 121)}`;
    const html = snippet(splitWords(text), new Set(['alpha', 'beta', 'gamma']));
    expect(html.match(/<mark>/g)).toHaveLength(3);
    expect(html).toContain('<mark>alpha</mark>');
    expect(html).toContain('<mark>beta</mark> <mark>beta</mark>');
    expect(html).not.toContain('gamma');
    expect(html.indexOf('alpha')).toBeLessThan(html.indexOf(' … '));
    expect(html.indexOf(' … ')).toBeLessThan(html.indexOf('beta'));
  });

  it('marks only the words that start like a lexeme and that the database matched', () => {
    const text = splitWords('Книга и книжка, книгу');
    const starts = candidateStarts(queryTerms("'книг':*"));
    expect(starts).toEqual(['кни']);
    expect(snippetOf(text, new Set(['книга', 'книгу']), starts)).toBe('<mark>Книга</mark> и книжка, <mark>книгу</mark>');
    expect(snippetOf(text, new Set(['книга']), ['xyz'])).toBe('Книга и книжка, книгу');
  });

  it('shows the first words when nothing matches, and keeps stray angle brackets escaped', () => {
    expect(snippet(splitWords(`${words(20)}`), new Set())).toBe(words(8));
    // A < that opens no tag (no > after it) and a lone > stay text, escaped.
    expect(snippet(splitWords('a > b < c word'), new Set(['word']))).toBe('a &gt; b &lt; c <mark>word</mark>');
    expect(snippet(splitWords(''), new Set())).toBe('');
  });
});
