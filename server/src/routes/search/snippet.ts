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
 * lowercased with ё as е (the Russian stemmer's lexemes have е) where it was lowercased whole, else null (each
 * word is lowercased on its own: the same but for a Σ, whose lowercase depends on the words around it).
 */
export interface Words {
  text: string;
  lowered: string | null;
  starts: number[];
  ends: number[];
  /** Where the text after the last word read ends: the text's end, or the next word's start when reading stopped. */
  until: number;
  /** The words (indices) that start like one of `candidatesOf`, the starts splitWords was given. */
  candidates: number[];
  candidatesOf: readonly string[] | undefined;
  /** Words lowercased so far, by index (a candidate's is asked for twice: candidateWords, then snippet). */
  lowercased: Map<number, string>;
}

const normalize = (text: string) => text.toLowerCase().replace(/ё/g, 'е');

/**
 * A UTF-16 unit's lowercase (ё as е) where it is one unit whatever the text around it, else -1 (surrogates, İ whose
 * lowercase is two units, Σ): a word's start is compared with the lexemes' unit by unit, with no string made, and
 * the text is not lowercased whole (most of the snippets' time). Each unit's is worked out the first time it is met
 * (0: not yet).
 */
const lowerUnits = new Int32Array(0x10000);
function lowerUnit(c: number) {
  const known = lowerUnits[c];
  if (known !== 0) return known;
  let lower = -1;
  if ((c < 0xd800 || c > 0xdfff) && c !== 0x3a3) {
    const lowered = normalize(String.fromCharCode(c));
    if (lowered.length === 1) lower = lowered.charCodeAt(0);
  }
  return (lowerUnits[c] = lower);
}

/**
 * Words read beyond the first that starts like a query lexeme (`starts`): enough for the snippet's windows around
 * the first matches. A long text is not read to its end (ts_headline read every word of every text; a snippet
 * shows the first matches).
 */
export const READ_AFTER_FIRST_CANDIDATE = MAX_FRAGMENTS * MAX_WORDS * 2;
/** Words read of a text where no word starts like a lexeme (its match was elsewhere, e.g. in the title). */
export const MAX_WORDS_READ = 5000;

/** `lowerWhole`: the text lowercased whole whatever it holds (tests compare it with the unit-by-unit reading). */
export function splitWords(text: string, starts?: readonly string[], lowerWhole = false): Words {
  // A Σ makes the text lowercased whole: its lowercase (σ or ς) depends on the letters around it.
  const lowered = lowerWhole || text.includes('Σ') ? normalize(text) : null;
  // Scanned in the lowercased text when it has the same length (the same words at the same places), else as it is.
  const scanned = lowered !== null && lowered.length === text.length ? lowered : text;
  const words: Words = {
    text,
    lowered: scanned === lowered ? lowered : null,
    starts: [],
    ends: [],
    until: text.length,
    candidates: [],
    candidatesOf: starts,
    lowercased: new Map(),
  };
  const length = scanned.length;
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
    if (starts && startsLike(words, words.starts.length - 1, starts)) {
      words.candidates.push(words.starts.length - 1);
      if (stopAt === MAX_WORDS_READ) stopAt = words.starts.length + READ_AFTER_FIRST_CANDIDATE;
    }
  }
  return words;
}

/** Word i of a text, lowercased (ё as е). */
export const wordAt = (words: Words, i: number) => {
  if (words.lowered !== null) return words.lowered.slice(words.starts[i], words.ends[i]);
  let word = words.lowercased.get(i);
  if (word === undefined) words.lowercased.set(i, (word = normalize(words.text.slice(words.starts[i], words.ends[i]))));
  return word;
};

/**
 * Whether word i starts with one of `starts`, read in place unit by unit (no string made for the many words that
 * do not); a word with a unit whose lowercase depends on more than itself is lowercased whole.
 */
const startsLike = (words: Words, i: number, starts: readonly string[]) => {
  const at = words.starts[i];
  const length = words.ends[i] - at;
  if (words.lowered !== null) {
    const { lowered } = words;
    return starts.some((start) => start.length <= length && lowered.startsWith(start, at));
  }
  const { text } = words;
  for (const start of starts) {
    // The word's units up to the start's length: one whose lowercase is not one unit of its own decides nothing.
    const compared = Math.min(start.length, length);
    let k = 0;
    for (; k < compared; k += 1) {
      const lower = lowerUnit(text.charCodeAt(at + k));
      if (lower < 0) return slowStartsLike(words, i, starts);
      if (lower !== start.charCodeAt(k)) break;
    }
    if (k === start.length) return true;
  }
  return false;
};

const slowStartsLike = (words: Words, i: number, starts: readonly string[]) => {
  const word = wordAt(words, i);
  return starts.some((start) => word.startsWith(start));
};

/** The words (indices) of a text that start like one of `starts`: as splitWords found them when it was given these. */
const candidatesOf = (words: Words, starts: readonly string[]) => {
  const known = words.candidatesOf;
  if (known && (known === starts || (known.length === starts.length && known.every((s, k) => s === starts[k])))) {
    return words.candidates;
  }
  const found: number[] = [];
  for (let i = 0; i < words.starts.length; i += 1) if (startsLike(words, i, starts)) found.push(i);
  return found;
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
  for (const text of texts) for (const i of candidatesOf(text, starts)) words.add(wordAt(text, i));
  return words;
}

/** Whether a word whose lexemes are `lexemes` matches one of the terms (a prefix term: any lexeme it starts). */
export const lexemesMatch = (lexemes: readonly string[], terms: QueryTerm[]) =>
  lexemes.some((lexeme) => terms.some((t) => (t.prefix ? lexeme.startsWith(t.lexeme) : lexeme === t.lexeme)));

/** The text between words: tags become spaces, any < or > left is escaped (plain text comes escaped already). */
const safe = (html: string) =>
  /[<>]/.test(html) ? html.replace(/<[^>]*>/g, ' ').replace(/</g, '&lt;').replace(/>/g, '&gt;') : html;
/** Whitespace runs become one space (most snippets have none but single spaces: they are tested, not rebuilt). */
const clean = (html: string) => (/[^\S ]| {2}|^ | $/.test(html) ? html.replace(/\s+/g, ' ').trim() : html);

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
  for (const i of candidatesOf(words, starts)) {
    if (matching.has(wordAt(words, i))) {
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
