/**
 * Search snippets as ts_headline made them (MaxFragments=2, MaxWords=22, MinWords=8), built here: only the words that
 * can match are stemmed, by the database's dictionary (repository.ts, lexemesOf), which is much cheaper at scale.
 */
export const MAX_FRAGMENTS = 2;
export const MAX_WORDS = 22;
export const MIN_WORDS = 8;
const DELIMITER = ' … ';

/** A word of a tsquery (routes/search/query.ts): its lexeme, and whether it matches as a prefix. */
export interface QueryTerm {
  lexeme: string;
  prefix: boolean;
}

/** The terms of a tsquery's text form ('книг':* & 'истор'). */
export function queryTerms(tsquery: string): QueryTerm[] {
  return [...tsquery.matchAll(/'((?:[^']|'')*)'(:\*)?/g)].map((m) => ({ lexeme: m[1].replace(/''/g, "'"), prefix: Boolean(m[2]) }));
}

/** Plain text as HTML (what ts_headline was given for plain-text columns). */
export const escapeText = (text: string | null | undefined) =>
  (text ?? '').replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/**
 * Whether a UTF-16 unit is part of a word: ASCII letters and digits, and anything beyond ASCII but spaces and
 * punctuation (Latin-1's, General Punctuation, CJK's). A loop over the units, several times faster than a
 * Unicode-aware regular expression, which took most of a snippet's time.
 */
const isWordUnit = (c: number) =>
  c < 0x80
    ? (c >= 0x30 && c <= 0x39) || (c >= 0x41 && c <= 0x5a) || (c >= 0x61 && c <= 0x7a)
    : !((c >= 0x80 && c <= 0xbf) || c === 0xd7 || c === 0xf7 || (c >= 0x2000 && c <= 0x206f) || (c >= 0x3000 && c <= 0x303f) || c === 0xfeff);

/**
 * A text split into words (an HTML entity, &name; or &#n;, is not one): where each starts and ends, and the text
 * lowercased with ё as е (the Russian stemmer's lexemes have е), or null where that changed the text's length
 * (a few letters, e.g. 'İ'; then each word is lowercased on its own).
 */
export interface Words {
  text: string;
  lowered: string | null;
  starts: number[];
  ends: number[];
  /** Where the text after the last word read ends: the text's end, or the next word's start when reading stopped. */
  until: number;
}

const normalize = (text: string) => text.toLowerCase().replace(/ё/g, 'е');

/**
 * Words read beyond the first that starts like a query lexeme (`starts`): enough for the snippet's windows around
 * the first matches. A long text is not read to its end (ts_headline read every word of every text; a snippet
 * shows the first matches).
 */
export const READ_AFTER_FIRST_CANDIDATE = MAX_FRAGMENTS * MAX_WORDS * 2;
/** Words read of a text where no word starts like a lexeme (its match was elsewhere, e.g. in the title). */
export const MAX_WORDS_READ = 5000;

export function splitWords(text: string, starts?: readonly string[]): Words {
  const length = text.length;
  // Lowercased at once (a word at a time took most of the time), and scanned lowercased: toLowerCase's result is
  // one flat string, while the text, joined from parts, may be a rope that each charCodeAt walks.
  const normalized = normalize(text);
  const lowered = normalized.length === length ? normalized : null;
  const scanned = lowered ?? text;
  const words: Words = { text, lowered, starts: [], ends: [], until: length };
  let stopAt = MAX_WORDS_READ;
  let i = 0;
  while (i < length) {
    const c = scanned.charCodeAt(i);
    if (!isWordUnit(c)) {
      // A tag (sanitised HTML) is no word: skipped whole, as html_to_text (021) makes it a space.
      const close = c === 0x3c /* < */ ? scanned.indexOf('>', i) : -1;
      i = close >= 0 ? close + 1 : i + 1;
      continue;
    }
    const start = i;
    while (i < length && isWordUnit(scanned.charCodeAt(i))) i += 1;
    const entity =
      scanned.charCodeAt(i) === 0x3b /* ; */ &&
      (scanned.charCodeAt(start - 1) === 0x26 /* & */ ||
        (scanned.charCodeAt(start - 1) === 0x23 /* # */ && scanned.charCodeAt(start - 2) === 0x26));
    if (entity) continue;
    if (words.starts.length >= stopAt) {
      words.until = start;
      break;
    }
    words.starts.push(start);
    words.ends.push(i);
    if (starts && stopAt === MAX_WORDS_READ && startsLike(words, words.starts.length - 1, starts)) {
      stopAt = words.starts.length + READ_AFTER_FIRST_CANDIDATE;
    }
  }
  return words;
}

/** Word i of a text, lowercased (ё as е). */
export const wordAt = (words: Words, i: number) =>
  words.lowered !== null ? words.lowered.slice(words.starts[i], words.ends[i]) : normalize(words.text.slice(words.starts[i], words.ends[i]));

/** Whether word i starts with one of `starts`, read in place (no string made for the many words that do not). */
const startsLike = (words: Words, i: number, starts: readonly string[]) => {
  if (words.lowered === null) {
    const word = wordAt(words, i);
    return starts.some((start) => word.startsWith(start));
  }
  const { lowered } = words;
  const at = words.starts[i];
  const length = words.ends[i] - at;
  return starts.some((start) => start.length <= length && lowered.startsWith(start, at));
};

/**
 * How a word that may match a term starts: like one of its lexemes. A lexeme is a stem of the word, its start as
 * written but for the last letter or so (English 'happy' → 'happi', 'hoping' → 'hope'), so every word that can
 * match starts so; the database tells which do.
 */
export const candidateStarts = (terms: QueryTerm[]) =>
  [...new Set(terms.map((t) => normalize(t.lexeme)).filter(Boolean))].map((lexeme) =>
    lexeme.slice(0, Math.min(lexeme.length, Math.max(2, lexeme.length - 1))),
  );

/** The words (lowercased, ё as е) of `texts` that may match a term (see candidateStarts). */
export function candidateWords(texts: Words[], terms: QueryTerm[]): Set<string> {
  const starts = candidateStarts(terms);
  const words = new Set<string>();
  if (starts.length === 0) return words;
  for (const text of texts) {
    for (let i = 0; i < text.starts.length; i += 1) if (startsLike(text, i, starts)) words.add(wordAt(text, i));
  }
  return words;
}

/** Whether a word whose lexemes are `lexemes` matches one of the terms (a prefix term: any lexeme it starts). */
export const lexemesMatch = (lexemes: readonly string[], terms: QueryTerm[]) =>
  lexemes.some((lexeme) => terms.some((t) => (t.prefix ? lexeme.startsWith(t.lexeme) : lexeme === t.lexeme)));

/** The text between words: tags become spaces, any < or > left is escaped (plain text comes escaped already). */
const safe = (html: string) =>
  /[<>]/.test(html) ? html.replace(/<[^>]*>/g, ' ').replace(/</g, '&lt;').replace(/>/g, '&gt;') : html;
/** Whitespace runs become one space. */
const clean = (html: string) => html.replace(/\s+/g, ' ').trim();

/**
 * The snippet of an HTML-safe text: up to MAX_FRAGMENTS windows of MAX_WORDS words around the matching words
 * (`matching`: lowercased, ё as е, among the words that start like `starts`; the windows holding the most
 * matches, in the text's order), each match in <mark>; the first MIN_WORDS words when no word matches (e.g.
 * only the title did).
 */
export function snippet(words: Words, matching: ReadonlySet<string>, starts: readonly string[]): string {
  const { text, starts: wordStarts, ends } = words;
  const count = wordStarts.length;
  if (count === 0) return '';
  const positions: number[] = [];
  const hit = new Uint8Array(count);
  for (let i = 0; i < count; i += 1) {
    if (startsLike(words, i, starts) && matching.has(wordAt(words, i))) {
      positions.push(i);
      hit[i] = 1;
    }
  }
  // Words first..last, with the text between them and the punctuation after the last (up to the next word).
  const render = (first: number, last: number) => {
    let html = '';
    for (let i = first; i <= last; i += 1) {
      const word = text.slice(wordStarts[i], ends[i]);
      html += hit[i] ? `<mark>${word}</mark>` : word;
      html += safe(text.slice(ends[i], i + 1 < count ? wordStarts[i + 1] : words.until));
    }
    return html;
  };
  if (positions.length === 0) return clean(render(0, Math.min(count, MIN_WORDS) - 1));

  // Matches in first..last: positions are sorted, so two binary searches.
  const below = (value: number) => {
    let lo = 0;
    let hi = positions.length;
    while (lo < hi) {
      const mid = (lo + hi) >> 1;
      if (positions[mid] < value) lo = mid + 1;
      else hi = mid;
    }
    return lo;
  };
  const windows = positions.map((p) => {
    let first = Math.max(0, p - Math.floor((MAX_WORDS - 1) / 2));
    const last = Math.min(count - 1, first + MAX_WORDS - 1);
    first = Math.max(0, last - MAX_WORDS + 1);
    return { first, last, hits: below(last + 1) - below(first) };
  });
  windows.sort((a, b) => b.hits - a.hits || a.first - b.first);
  const chosen: typeof windows = [];
  for (const w of windows) {
    if (chosen.length === MAX_FRAGMENTS) break;
    if (chosen.every((c) => w.last < c.first || w.first > c.last)) chosen.push(w);
  }
  chosen.sort((a, b) => a.first - b.first);
  // Windows that touch read as one.
  const merged = chosen.reduce<typeof chosen>((all, w) => {
    const previous = all.at(-1);
    if (previous && w.first <= previous.last + 1) previous.last = Math.max(previous.last, w.last);
    else all.push({ ...w });
    return all;
  }, []);
  return clean(merged.map((w) => render(w.first, w.last)).join(DELIMITER));
}
