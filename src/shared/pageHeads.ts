import type { Locale } from '../../design-system';
import type { Crumb, PageHead } from './head';

/** The start of a section page's head (the map, the team, the gallery): its title, its introduction, one breadcrumb. */
export const sectionHead = (title: string, description: string, path: string): PageHead => ({
  title,
  description,
  breadcrumbs: [{ name: title, path }],
});

/** What a detail page's head declares beside its breadcrumbs and its JSON-LD object. */
export type DetailHeadFields = Omit<PageHead, 'breadcrumbs' | 'jsonLd'> & {
  /** The pages above it (the list, the book), first the highest. */
  parents: Crumb[];
  /** The page itself, the last breadcrumb. */
  crumb: Crumb;
  /** Its one JSON-LD object (Article, Course, Place). */
  jsonLd: Record<string, unknown>;
};

/** The head of one item under a list (a material, a course, a chapter, a place): the breadcrumbs end with it. */
export function detailHead({ parents, crumb, jsonLd, ...head }: DetailHeadFields): PageHead {
  return { ...head, breadcrumbs: [...parents, crumb], jsonLd: [jsonLd] };
}

/** The start of an Article (materials, chapters): its headline, the optional alternative one, description and language. */
export function articleLd(headline: string, description: string | undefined, locale: Locale, alternativeHeadline?: string) {
  return {
    '@type': 'Article',
    headline,
    ...(alternativeHeadline !== undefined ? { alternativeHeadline } : {}),
    description,
    inLanguage: locale,
  };
}

/** `author` as a Person, or nothing when the item names none. */
export const personAuthor = (name: string | null | undefined) => (name ? { author: { '@type': 'Person', name } } : {});
