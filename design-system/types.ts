/** Data shapes the components render. They match the API's JSON, but the design system owns them. */

export type Locale = 'ru' | 'en';

export interface TagView {
  id: number;
  name: string;
  /** 0 = main tag (its colour is the card colour), 1 = additional tag. */
  type: number;
  color?: string | null;
  gradient?: string | null;
}

export interface MaterialCardData {
  id: number;
  slug: string;
  title: string;
  /** Image URL (already resolved, e.g. /storage/...). */
  image?: string | null;
  /** Reading time in minutes. */
  time: number;
  tags: TagView[];
  /** Short description, sanitised HTML. */
  snippet?: string;
  /** Where the card leads. */
  href: string;
}

export interface ChapterView {
  id: number;
  title: string;
  /** Sanitised HTML. */
  content: string;
}

export type SortKey = 'date' | 'popular';
