import type { Queryable } from '../../db/db.ts';
import type { Lang } from '../../contracts/common.ts';
import { mostSimilarWords } from './repository.ts';

/**
 * "Did you mean": a query that finds nothing has each word replaced by the most similar word of the site's texts
 * (pg_trgm similarity over search_words, migration 060) and is searched again; a query that finds something is
 * never corrected.
 */

/** Below this a word is not replaced (0.4 keeps 'hanuka' → 'hanukkah' and rejects most unrelated pairs). */
export const MIN_WORD_SIMILARITY = 0.4;
/** Shorter words have too few trigrams to correct reliably (and the word list holds none). */
const MIN_CORRECTED_LENGTH = 3;
/** Nearest words read from the index for each query word, among which ties are broken. */
const NEAREST_WORDS = 5;

/**
 * The query's words with each unknown word replaced by its most similar known word (ties: the closest length,
 * then alphabetical); null when nothing was replaced. Words are compared lowercased, as the list keeps them.
 */
export async function correctWords(db: Queryable, lang: Lang, words: string[]): Promise<string[] | null> {
  const lowered = words.map((word) => word.toLocaleLowerCase(lang));
  const candidates = lowered.filter((word) => [...word].length >= MIN_CORRECTED_LENGTH && !/\p{N}/u.test(word));
  if (candidates.length === 0) return null;
  const rows = await mostSimilarWords(db, lang, [...new Set(candidates)], NEAREST_WORDS, MIN_WORD_SIMILARITY);
  const best = new Map(rows.map((row) => [row.word, row.best]));
  let changed = false;
  const corrected = lowered.map((word) => {
    const replacement = best.get(word);
    if (!replacement || replacement === word) return word;
    changed = true;
    return replacement;
  });
  return changed ? corrected : null;
}
