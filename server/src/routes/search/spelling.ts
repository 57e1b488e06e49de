import type { Queryable } from '../../db/db.ts';
import type { Lang } from '../../contracts/common.ts';

/**
 * Typo tolerance ("did you mean"). A query that finds nothing as typed has each of its words replaced by the
 * most similar word of the site's texts in that language (the table search_words, migration 060, kept current
 * by triggers), and the corrected query is searched again. Similarity is pg_trgm's trigram similarity of whole
 * words (shared trigrams / all trigrams of both): 'шабат' ~ 'шаббат' 0.63, 'shabat' ~ 'shabbat' 0.67,
 * 'hanuka' ~ 'hanukkah' 0.45.
 *
 * Only a query with no result at all is corrected: a correct query pays nothing (the hot path is unchanged), and
 * a query that finds something is never second-guessed. A word the texts contain as typed is kept.
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
  // The few nearest words by trigram distance (1 − similarity) come from the GiST index; of those above the
  // threshold the most similar wins (a word the texts contain as typed has distance 0 and is kept).
  const { rows } = await db.query<{ word: string; best: string | null }>(
    `select q.word, (
       select c.word from (
         select s.word, similarity(s.word, q.word) as sim from search_words s
         where s.lang = $1 order by s.word <-> q.word limit ${NEAREST_WORDS}) c
       where c.sim >= $3
       order by c.sim desc, abs(char_length(c.word) - char_length(q.word)), c.word
       limit 1) as best
     from unnest($2::text[]) as q(word)`,
    [lang, [...new Set(candidates)], MIN_WORD_SIMILARITY],
  );
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
