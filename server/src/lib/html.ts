import sanitizeHtml from 'sanitize-html';
import { marked } from 'marked';

/** Tags and attributes allowed in content written by the site team (chapters, descriptions, pages). */
const contentPolicy: sanitizeHtml.IOptions = {
  allowedTags: [
    'p', 'br', 'hr', 'h2', 'h3', 'h4', 'strong', 'b', 'em', 'i', 'u', 's', 'sub', 'sup', 'mark',
    'blockquote', 'ul', 'ol', 'li', 'a', 'img', 'figure', 'figcaption', 'table', 'thead', 'tbody',
    'tr', 'th', 'td', 'span', 'div', 'code', 'pre', 'audio', 'source',
  ],
  allowedAttributes: {
    a: ['href', 'title', 'target', 'rel'],
    img: ['src', 'alt', 'title', 'width', 'height', 'loading'],
    audio: ['src', 'controls', 'preload'],
    source: ['src', 'type'],
    th: ['colspan', 'rowspan'],
    td: ['colspan', 'rowspan'],
    '*': ['lang', 'dir'],
  },
  allowedSchemes: ['http', 'https', 'mailto'],
  allowedSchemesAppliedToAttributes: ['href', 'src'],
  allowProtocolRelative: false,
  transformTags: {
    a: (tagName, attribs) => {
      const external = /^https?:\/\//.test(attribs.href ?? '');
      return {
        tagName,
        attribs: external ? { ...attribs, target: '_blank', rel: 'noopener noreferrer' } : attribs,
      };
    },
  },
};

export function sanitizeContentHtml(html: string): string {
  return sanitizeHtml(html, contentPolicy);
}

/** Markdown written by the site team to safe HTML. */
export function markdownToHtml(markdown: string): string {
  return sanitizeContentHtml(marked.parse(markdown, { async: false, gfm: true }));
}
