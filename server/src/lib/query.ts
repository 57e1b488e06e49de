import type { Lang, ListQuery } from '../contracts/common.ts';
import { validationError } from './errors.ts';

export const DEFAULT_LANG: Lang = 'ru';

export const langOf = (query: { lang?: Lang }): Lang => query.lang ?? DEFAULT_LANG;

const MAX_TAGS = 50;

/** `tags` of the list query: a JSON array of positive integer ids (spec §7). */
export function parseTagIds(raw: string | undefined): number[] {
  if (raw === undefined || raw.trim() === '') return [];
  let value: unknown;
  try {
    value = JSON.parse(raw);
  } catch {
    value = undefined;
  }
  if (
    !Array.isArray(value) ||
    value.length > MAX_TAGS ||
    !value.every((id) => Number.isInteger(id) && id > 0 && id < 2 ** 31)
  ) {
    throw validationError({ tags: [`The tags field must be a JSON array of at most ${MAX_TAGS} tag ids.`] });
  }
  return [...new Set(value as number[])];
}

export interface ListParams {
  lang: Lang;
  tagIds: number[];
  limit: number;
  offset: number;
  sort: 'date' | 'popular';
  ascending: boolean;
}

export function listParams(query: ListQuery, defaultPerPage: number): ListParams {
  const limit = query.per_page ?? defaultPerPage;
  return {
    lang: langOf(query),
    tagIds: parseTagIds(query.tags),
    limit,
    offset: (query.page ?? 0) * limit,
    sort: query.filterBy ?? 'date',
    ascending: query.orderBy === 1,
  };
}

/** The text with & < > " ' as numeric character references, safe inside HTML text and attribute values. */
export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}
