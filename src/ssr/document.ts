import type { Locale } from '../../design-system';
import type { RenderedHead } from '../shared/head';
import { switchLocale } from '../shared/paths';
import { catalogue, LOCALES } from '../i18n';
import { ogImageUrl } from '../lib/images';
import { clipText } from '../lib/clipText';
import { serializePayload, type SsrPayload } from '../app/payload';

const OG_LOCALE: Record<Locale, string> = { ru: 'ru_RU', en: 'en_GB' };

const escapeHtml = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** Text of an element: quotes need no escaping there (a title's quotes stay quotes, as long as a reader sees them). */
const escapeText = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/** A JSON-LD block; `<` is escaped so no text in it can close the element. */
const jsonLd = (value: Record<string, unknown>) =>
  `<script type="application/ld+json">${JSON.stringify({ '@context': 'https://schema.org', ...value }).replace(/</g, '\\u003c')}</script>`;

/** What search engines show of a description, at most (longer ones are cut by them anywhere). */
export const DESCRIPTION_MAX = 170;

/** A description of at most `max` characters: cut at the last word that fits, with an ellipsis. */
export const clipDescription = (text: string, max = DESCRIPTION_MAX) => clipText(text, max);

export interface DocumentHeadInput {
  head: RenderedHead | null;
  locale: Locale;
  /** The page's path with its query (`/ru/materials?tags=1`). */
  url: string;
  publicUrl: string;
}

/**
 * Everything in <head> that is about the page: title, description, canonical, hreflang (ru, en, x-default),
 * OpenGraph, Twitter card and JSON-LD (the page's own, plus its breadcrumbs). A page with no head of its own gets
 * the site's title and description.
 */
export function documentHead({ head, locale, url, publicUrl }: DocumentHeadInput): string {
  const messages = catalogue(locale);
  const siteName = messages['app.siteName'];
  const path = head?.canonical ?? url.split(/[?#]/)[0];
  const title = head?.documentTitle ?? siteName;
  const description = clipDescription(head?.description ?? messages['app.siteDescription']);
  const absolute = (p: string) => (/^https?:\/\//.test(p) ? p : `${publicUrl}${p}`);
  const tags: string[] = [
    `<title>${escapeText(title)}</title>`,
    `<meta name="description" content="${escapeHtml(description)}" />`,
  ];
  if (head?.noindex || (head?.status ?? 200) >= 400) {
    tags.push('<meta name="robots" content="noindex" />');
  }
  if ((head?.status ?? 200) < 400) {
    tags.push(`<link rel="canonical" href="${escapeHtml(absolute(path))}" />`);
    const alternates: Partial<Record<Locale, string | null>> = {};
    for (const other of LOCALES) alternates[other] = other === locale ? path : switchLocale(path, other);
    Object.assign(alternates, head?.alternates ?? {}, { [locale]: path });
    for (const other of LOCALES) {
      const href = alternates[other];
      if (href) tags.push(`<link rel="alternate" hreflang="${other}" href="${escapeHtml(absolute(href))}" />`);
    }
    const xDefault = alternates.ru ?? alternates.en;
    if (xDefault) tags.push(`<link rel="alternate" hreflang="x-default" href="${escapeHtml(absolute(xDefault))}" />`);
    const image = ogImageUrl(head?.image ?? null, publicUrl);
    tags.push(
      `<meta property="og:site_name" content="${escapeHtml(siteName)}" />`,
      `<meta property="og:title" content="${escapeHtml(head?.title ?? siteName)}" />`,
      `<meta property="og:description" content="${escapeHtml(description)}" />`,
      `<meta property="og:type" content="${head?.type ?? 'website'}" />`,
      `<meta property="og:url" content="${escapeHtml(absolute(path))}" />`,
      `<meta property="og:locale" content="${OG_LOCALE[locale]}" />`,
      ...LOCALES.filter((other) => other !== locale && alternates[other]).map(
        (other) => `<meta property="og:locale:alternate" content="${OG_LOCALE[other]}" />`,
      ),
      `<meta property="og:image" content="${escapeHtml(image)}" />`,
      '<meta property="og:image:width" content="1200" />',
      '<meta property="og:image:height" content="630" />',
      '<meta name="twitter:card" content="summary_large_image" />',
      `<meta name="twitter:title" content="${escapeHtml(head?.title ?? siteName)}" />`,
      `<meta name="twitter:description" content="${escapeHtml(description)}" />`,
      `<meta name="twitter:image" content="${escapeHtml(image)}" />`,
    );
    if (head?.breadcrumbs?.length) {
      const crumbs = [{ name: siteName, path: `/${locale}` }, ...head.breadcrumbs];
      tags.push(
        jsonLd({
          '@type': 'BreadcrumbList',
          itemListElement: crumbs.map((crumb, index) => ({
            '@type': 'ListItem',
            position: index + 1,
            name: crumb.name,
            item: absolute(crumb.path),
          })),
        }),
      );
    }
    const lcp = head?.lcpImage;
    if (lcp) {
      tags.push(
        `<link rel="preload" as="image" fetchpriority="high" href="${escapeHtml(lcp.src)}"` +
          (lcp.srcSet ? ` imagesrcset="${escapeHtml(lcp.srcSet)}"` : '') +
          (lcp.sizes ? ` imagesizes="${escapeHtml(lcp.sizes)}"` : '') +
          (lcp.type ? ` type="${escapeHtml(lcp.type)}"` : '') +
          ' />',
      );
    }
    for (const item of head?.jsonLd ?? []) {
      tags.push(jsonLd({ url: absolute(path), ...(item.image === undefined && head?.image ? { image: image } : {}), ...item }));
    }
  }
  return tags.join('\n    ');
}

export interface DocumentInput extends DocumentHeadInput {
  html: string;
  /** Font preloads and <style> elements, after the page's head. */
  styles: string;
  payload: SsrPayload;
  /** The scripts: the entry and the preloads of its and the page's chunks, last in the head. */
  preloads: string;
}

interface TemplateParts {
  /** Up to and including `<html lang="`. */
  beforeLang: string;
  /** From the closing quote of `lang` up to the `<!--app-head-->` marker. */
  beforeHead: string;
  /** From the end of the template's `<title>` up to `<!--app-html-->`. */
  beforeHtml: string;
  /** From after `<!--app-html-->` up to `</body>`. */
  beforeBodyEnd: string;
  /** `</body>` and what follows. */
  end: string;
}

const templateParts = new Map<string, TemplateParts>();

/**
 * The template cut once at its markers. Filling it by slicing, never by `String.prototype.replace` with a string,
 * keeps `$&`, `` $` `` and `$'` in a page's text from being read as replacement patterns.
 */
function partsOf(template: string): TemplateParts {
  const known = templateParts.get(template);
  if (known) return known;
  const at = (marker: string, from = 0) => {
    const index = template.indexOf(marker, from);
    if (index < 0) throw new Error(`index.html has no ${marker}`);
    return index;
  };
  const langStart = at('<html lang="') + '<html lang="'.length;
  const langEnd = at('"', langStart);
  const headStart = at('<!--app-head-->', langEnd);
  const headEnd = at('</title>', headStart) + '</title>'.length;
  const htmlStart = at('<!--app-html-->', headEnd);
  const bodyEnd = template.lastIndexOf('</body>');
  if (bodyEnd < htmlStart) throw new Error('index.html has no </body> after <!--app-html-->');
  const parts: TemplateParts = {
    beforeLang: template.slice(0, langStart),
    beforeHead: template.slice(langEnd, headStart),
    beforeHtml: template.slice(headEnd, htmlStart),
    beforeBodyEnd: template.slice(htmlStart + '<!--app-html-->'.length, bodyEnd),
    end: template.slice(bodyEnd),
  };
  // One template in production (the built index.html), a few in tests.
  if (templateParts.size > 8) templateParts.clear();
  templateParts.set(template, parts);
  return parts;
}

/** The whole page: the built index.html with the head, the emotion styles, the app's HTML and its data. */
export function renderDocument(template: string, input: DocumentInput): string {
  const parts = partsOf(template);
  const head = [documentHead(input), input.styles, input.preloads].filter(Boolean).join('\n    ');
  return [
    parts.beforeLang,
    input.locale,
    parts.beforeHead,
    head,
    parts.beforeHtml,
    input.html,
    parts.beforeBodyEnd,
    serializePayload(input.payload),
    '\n  ',
    parts.end,
  ].join('');
}
