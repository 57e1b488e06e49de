/** How many words of a search are used; the rest is ignored (a search box, not a document). */
export const MAX_SEARCH_WORDS = 8;
const MAX_WORD_LENGTH = 60;
/** The last word matches as a prefix from this length on (one letter would match half the dictionary). */
const MIN_PREFIX_LENGTH = 2;

/**
 * The tsquery text of what someone typed: its words joined by `&`, the last one as a prefix (`word:*`) so the
 * header's live search finds "книг" while it is being typed. Words are runs of letters and digits only, so no
 * operator, quote or colon a person types can reach the tsquery syntax. Null when nothing searchable is left.
 * The database then stems each word with the language's dictionary (книгу → книг) and drops stop words.
 */
export function searchTsQuery(raw: string): string | null {
  const words = searchWords(raw);
  if (words.length === 0) return null;
  const last = words.length - 1;
  return words
    .map((word, i) => (i === last && [...word].length >= MIN_PREFIX_LENGTH ? `${word}:*` : word))
    .join(' & ');
}

/** The words of what someone typed that a search uses: runs of letters and digits, at most MAX_SEARCH_WORDS. */
export function searchWords(raw: string): string[] {
  return (raw.normalize('NFC').match(/[\p{L}\p{M}\p{N}]+/gu) ?? [])
    .slice(0, MAX_SEARCH_WORDS)
    .map((word) => word.slice(0, MAX_WORD_LENGTH));
}
