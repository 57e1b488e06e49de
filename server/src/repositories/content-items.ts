import type { Queryable } from '../db/db.ts';
import type { Lang } from '../contracts/common.ts';
import type { CourseListItem } from '../contracts/courses.ts';
import type { MaterialListItem } from '../contracts/materials.ts';
import type { ItemKind, ItemRef } from '../lib/content-items.ts';
import { escapeHtml } from '../lib/query.ts';
import { courseCardColumns, courseMaterialTotals, materialCardColumns } from './sql.ts';

/** The table of each kind; the only table names interpolated into SQL here. */
export const itemTable: Record<ItemKind, string> = { material: 'materials', course: 'courses' };

const columns = 'id, lang, slug, title';
// drafts (materials.published = false) are nowhere on the public site
const publishedOnly = (kind: ItemKind) => (kind === 'material' ? ' and published' : '');

export async function findItemById(db: Queryable, kind: ItemKind, id: number): Promise<ItemRef | null> {
  const { rows } = await db.query<ItemRef>(`select ${columns} from ${itemTable[kind]} where id = $1${publishedOnly(kind)}`, [id]);
  return rows[0] ?? null;
}

export async function findItemBySlug(db: Queryable, kind: ItemKind, lang: Lang, slug: string): Promise<ItemRef | null> {
  const { rows } = await db.query<ItemRef>(
    `select ${columns} from ${itemTable[kind]} where lang = $1 and slug = $2${publishedOnly(kind)}`,
    [lang, slug],
  );
  return rows[0] ?? null;
}

/** A material card from a row of `materialCardColumns`: the description, escaped, is its snippet. */
export const materialCard = <T extends MaterialListItem>({ description, ...item }: Omit<T, 'snippet'> & { description: string }) =>
  ({ ...item, snippet: `<p>${escapeHtml(description)}</p>` }) as unknown as T;

/**
 * Rows a profile list is built from: a select answering `item_id` and `at` (when the item was favourited, viewed
 * …) plus any extra columns. Its parameters start at $2: $1 is the language.
 */
export interface ListSource {
  sql: string;
  params: unknown[];
}

export interface ProfileListOptions {
  lang: Lang;
  /** date: latest `at` first; popular: most popular first. */
  sort: 'date' | 'popular';
  limit: number;
  offset: number;
  /** Extra output columns over the source `s`, e.g. `s.finished_at is not null as finished`. */
  extraColumns?: string;
}

const profileOrder = (alias: string, sort: ProfileListOptions['sort']) =>
  sort === 'popular' ? `${alias}.popularity desc, s.at desc, ${alias}.id desc` : `s.at desc, ${alias}.id desc`;

/** Material cards (the shape of GET /api/materials) of the source's materials in one language. */
export async function materialListItemsOf<T extends MaterialListItem = MaterialListItem>(
  db: Queryable,
  source: ListSource,
  options: ProfileListOptions,
): Promise<T[]> {
  const { rows } = await db.query<Omit<T, 'snippet'> & { description: string }>(
    `select ${materialCardColumns}
       ${options.extraColumns ? `, ${options.extraColumns}` : ''}
     from (${source.sql}) s join materials m on m.id = s.item_id
     where m.lang = $1 and m.published
     order by ${profileOrder('m', options.sort)}
     limit $${source.params.length + 2} offset $${source.params.length + 3}`,
    [options.lang, ...source.params, options.limit, options.offset],
  );
  return rows.map((row) => materialCard<T>(row));
}

/** Course cards (the shape of GET /api/courses) of the source's courses in one language. */
export async function courseListItemsOf<T extends CourseListItem = CourseListItem>(
  db: Queryable,
  source: ListSource,
  options: ProfileListOptions,
): Promise<T[]> {
  const { rows } = await db.query<T>(
    `select ${courseCardColumns}
       ${options.extraColumns ? `, ${options.extraColumns}` : ''}
     from (${source.sql}) s join courses c on c.id = s.item_id ${courseMaterialTotals}
     where c.lang = $1
     order by ${profileOrder('c', options.sort)}
     limit $${source.params.length + 2} offset $${source.params.length + 3}`,
    [options.lang, ...source.params, options.limit, options.offset],
  );
  return rows;
}
