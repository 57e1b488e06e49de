import { createContext, useContext, useEffect, type ReactNode } from 'react';
import { useIntl } from 'react-intl';
import type { Locale } from '../../design-system';
import { appMessages } from './messages';
import { clipText } from '../lib/clipText';

/** One breadcrumb of a page (BreadcrumbList in JSON-LD): its name and its path under the site. */
export interface Crumb {
  name: string;
  path: string;
}

/**
 * The head of a page: what search engines and share previews read. Pages declare it with `usePageHead`; the
 * server writes it into the HTML (title, description, canonical, hreflang, OpenGraph, Twitter, JSON-LD) and
 * the browser keeps the title and the alternates current on client-side navigation.
 */
export interface PageHead {
  /** The page's own title (the site name is appended). */
  title: string;
  description?: string;
  /** A picture of the page: a /storage/ path; made into a 1200×630 OpenGraph image. */
  image?: string | null;
  /** OpenGraph type: an article (materials, chapters) or a website page. */
  type?: 'article' | 'website';
  /**
   * The page in each locale, as a path (`/en/materials/shabbat`); null where there is none. Feeds hreflang. Defaults
   * to what the route says (RouteHandle.localeLinks, which the header's language switch follows too); a page
   * declares it only when its hreflang follows another address (its `canonical`).
   */
  alternates?: Partial<Record<Locale, string | null>>;
  breadcrumbs?: Crumb[];
  /** More JSON-LD objects (Article, Course). */
  jsonLd?: Record<string, unknown>[];
  /**
   * The largest picture of the first screen (the banner, the first card): preloaded with high priority before
   * any script, so it is painted with the page (LCP). `srcSet`/`sizes`/`type` as the <Picture> asks for them:
   * use `lcpPicture` (src/lib/images.ts).
   */
  lcpImage?: { src: string; srcSet?: string; sizes?: string; type?: string } | null;
  /** HTTP status of the page (404 for the not-found page). */
  status?: number;
  /** Keep the page out of search engines (search results, the profile). */
  noindex?: boolean;
  /**
   * The page's canonical address when it shows content whose own address is elsewhere (a material shown under
   * /books/articles/{slug} → /{locale}/materials/{slug}); defaults to the page's own path. hreflang follows it.
   */
  canonical?: string;
}

/** What search engines show of a title, at most. */
export const TITLE_MAX = 70;

/**
 * The document's title: the page's title with the site's name, or, when that is longer than search engines show,
 * the page's title alone (cut at a word if it is still too long).
 */
export function documentTitleOf(pageTitle: string, withSiteName: string): string {
  return withSiteName.length <= TITLE_MAX ? withSiteName : clipText(pageTitle, TITLE_MAX);
}

/** The head as the server writes it: the page's head and the document's full title. */
export type RenderedHead = PageHead & { documentTitle: string };

/** Where the server collects the head while it renders (the last page to declare one wins). */
export class HeadSink {
  head: RenderedHead | null = null;

  record(head: RenderedHead) {
    this.head = head;
  }
}

const HeadSinkContext = createContext<HeadSink | null>(null);
const RouteAlternatesContext = createContext<PageHead['alternates'] | null>(null);
const HeadOverrideContext = createContext<Partial<PageHead> | null>(null);

/**
 * Fields laid over the head of the page rendered inside (a page that reuses another page's component under
 * its own address, e.g. its canonical).
 */
export function PageHeadOverride({ value, children }: { value: Partial<PageHead>; children: ReactNode }) {
  return <HeadOverrideContext.Provider value={value}>{children}</HeadOverrideContext.Provider>;
}

export function HeadSinkProvider({ sink, children }: { sink: HeadSink; children: ReactNode }) {
  return <HeadSinkContext.Provider value={sink}>{children}</HeadSinkContext.Provider>;
}

/**
 * The layout hands the page its alternates as the route says them (the ones its language switch follows), so
 * hreflang and the switch come from one source.
 */
export function RouteAlternatesProvider({ value, children }: { value: PageHead['alternates']; children: ReactNode }) {
  return <RouteAlternatesContext.Provider value={value}>{children}</RouteAlternatesContext.Provider>;
}

/**
 * Declares the page's head. On the server it is recorded during the render; in the browser the document's
 * title follows it. Call it once per page, with null while the data is loading.
 */
export function usePageHead(declared: PageHead | null) {
  const intl = useIntl();
  const override = useContext(HeadOverrideContext);
  const routeAlternates = useContext(RouteAlternatesContext);
  const withAlternates = declared && routeAlternates ? { ...declared, alternates: { ...routeAlternates, ...declared.alternates } } : declared;
  const head = withAlternates && override ? { ...withAlternates, ...override } : withAlternates;
  const sink = useContext(HeadSinkContext);
  const fullTitle = head ? documentTitleOf(head.title, intl.formatMessage(appMessages.documentTitle, { page: head.title })) : null;
  if (sink && head) sink.record({ ...head, documentTitle: fullTitle! });
  const serialized = head ? JSON.stringify(head) : null;
  useEffect(() => {
    if (!serialized || !fullTitle) return;
    document.title = fullTitle;
    const parsed = JSON.parse(serialized) as PageHead;
    const description = document.head.querySelector('meta[name="description"]');
    if (description && parsed.description) description.setAttribute('content', parsed.description);
  }, [serialized, fullTitle]);
}
