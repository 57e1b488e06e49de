/**
 * A text of at most `max` characters: whitespace made single, and a longer one cut at the last word that fits,
 * with an ellipsis (no comma or dash left before it). For what search engines show whole: descriptions (170) and
 * titles (70).
 */
export function clipText(text: string, max: number): string {
  const plain = text.replace(/\s+/g, ' ').trim();
  if (plain.length <= max) return plain;
  const room = plain.slice(0, max); // one character is left for the ellipsis
  const lastSpace = room.lastIndexOf(' ');
  const cut = lastSpace > max / 2 ? room.slice(0, lastSpace) : plain.slice(0, max - 1);
  return `${cut.replace(/[\s,;:.!?\u2014\u2013-]+$/u, '')}…`;
}
