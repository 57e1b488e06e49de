/** Comments shown before 'show more' (spec §9). */
export const COMMENTS_INITIAL = 3;
/** Comments shown after 'show more' (spec §9). */
export const COMMENTS_MAX = 1000;
/** A longer comment is cut here, with an ellipsis and a button that expands it (spec §5). */
export const COMMENT_TRUNCATE_AT = 150;

/**
 * The first `limit` characters of a comment and whether anything was cut. Characters are counted as code
 * points, so an emoji is never split in half.
 */
export function truncateComment(text: string, limit = COMMENT_TRUNCATE_AT): { text: string; truncated: boolean } {
  const chars = [...text];
  if (chars.length <= limit) return { text, truncated: false };
  return { text: chars.slice(0, limit).join('').trimEnd(), truncated: true };
}

/** A comment is sent only if it has text other than spaces (spec §5). */
export const isSendable = (text: string) => text.trim().length > 0;

/**
 * The name shown for a user (spec §3): first name and surname; a part that is missing, empty or the string
 * 'null' is left out. Returns null when nothing is left: the caller shows the generic 'User' label.
 */
export function userDisplayName(user: { name?: string | null; surname?: string | null } | null | undefined): string | null {
  const parts = [user?.name, user?.surname]
    .map((part) => (part ?? '').trim())
    .filter((part) => part !== '' && part.toLowerCase() !== 'null');
  return parts.length ? parts.join(' ') : null;
}
