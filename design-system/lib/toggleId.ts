/** The list with `id` removed when present, appended when absent (chosen tags, hashtags, interests). */
export function toggleId(ids: readonly number[], id: number): number[] {
  return ids.includes(id) ? ids.filter((other) => other !== id) : [...ids, id];
}
