import { notFound } from './errors.ts';
import type { Lang } from '../contracts/common.ts';

/**
 * Materials and courses as things people like, share, favourite and comment on. The API names them by the URL
 * segment (`materials`, `courses`); the database by the singular kind (`material`, `course`, as in favorites).
 * Their SQL is repositories/content-items.ts.
 */
export type ItemKind = 'material' | 'course';
export type ItemPathType = 'materials' | 'courses';

export const ITEM_PATH_TYPES: readonly ItemPathType[] = ['materials', 'courses'];
export const kindOfPath = (type: ItemPathType): ItemKind => (type === 'materials' ? 'material' : 'course');

export interface ItemRef {
  id: number;
  lang: Lang;
  slug: string;
  title: string;
}

export const itemNotFound = (kind: ItemKind) => notFound(kind === 'material' ? 'Material not found.' : 'Course not found.');
