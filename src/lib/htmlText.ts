const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: ' ', laquo: '«', raquo: '»', mdash: '—', ndash: '–' };

/**
 * The plain text of server HTML (sanitised content): tags dropped, block ends made spaces, common entities
 * decoded, whitespace collapsed. The same on the server and in the browser (no DOM), for descriptions and cards.
 */
export function htmlToText(html: string): string {
  return html
    .replace(/<\/(p|li|h[1-6]|div|blockquote)>|<br\s*\/?>/gi, ' ')
    .replace(/<[^>]*>/g, '')
    .replace(/&(#x[0-9a-f]+|#\d+|[a-z]+);/gi, (entity, name: string) => {
      if (name[0] === '#') {
        const code = name[1] === 'x' || name[1] === 'X' ? parseInt(name.slice(2), 16) : parseInt(name.slice(1), 10);
        return Number.isFinite(code) ? String.fromCodePoint(code) : entity;
      }
      return ENTITIES[name.toLowerCase()] ?? entity;
    })
    .replace(/\s+/g, ' ')
    .trim();
}

/** A page description from HTML: its text, cut at a word boundary to at most `max` characters with an ellipsis. */
export function describe(html: string, max = 160): string {
  // Headings name a part; the description is the text itself.
  const text = htmlToText(html.replace(/<h([1-6])[^>]*>[\s\S]*?<\/h\1>/gi, ' '));
  if (text.length <= max) return text;
  // One character more than fits: a space there means the last word is whole.
  const cut = text.slice(0, max);
  const space = cut.lastIndexOf(' ');
  return `${(space > max / 2 ? cut.slice(0, space) : cut.slice(0, max - 1)).replace(/[\s,.;:—–-]+$/, '')}…`;
}
