import type { Queryable } from '../db/db.ts';
import { notFound } from './errors.ts';
import type { Lang } from '../contracts/common.ts';
import type { CourseListItem } from '../contracts/courses.ts';
import type { MaterialListItem } from '../contracts/materials.ts';
import { tagJson } from '../routes/tags/repository.ts';
import { escapeHtml } from './query.ts';

/**
 * Materials and courses as things people like, share, favourite and comment on. The API names them by the URL
 * segment (`materials`, `courses`); the database by the singular kind (`material`, `course`, as in favorites).
 */
export type ItemKind = 'material' | 'course';
export type ItemPathType = 'materials' | 'courses';

export const ITEM_PATH_TYPES: readonly ItemPathType[] = ['materials', 'courses'];
export const kindOfPath = (type: ItemPathType): ItemKind => (type === 'materials' ? 'material' : 'course');

/** The table of each kind; the only table names interpolated into SQL here. */
export const itemTable: Record<ItemKind, string> = { material: 'materials', course: 'courses' };

export interface ItemRef {
  id: number;
  lang: Lang;
  slug: string;
  title: string;
}

const columns = 'id, lang, slug, title';

export async function findItemById(db: Queryable, kind: ItemKind, id: number): Promise<ItemRef | null> {
  const published = kind === 'material' ? ' and published' : '';
  const { rows } = await db.query<ItemRef>(`select ${columns} from ${itemTable[kind]} where id = $1${published}`, [id]);
  return rows[0] ?? null;
}

export async function findItemBySlug(db: Queryable, kind: ItemKind, lang: Lang, slug: string): Promise<ItemRef | null> {
  // drafts (materials.published = false) are nowhere on the public site
  const published = kind === 'material' ? ' and published' : '';
  const { rows } = await db.query<ItemRef>(`select ${columns} from ${itemTable[kind]} where lang = $1 and slug = $2${published}`, [
    lang,
    slug,
  ]);
  return rows[0] ?? null;
}

export const itemNotFound = (kind: ItemKind) => notFound(kind === 'material' ? 'Material not found.' : 'Course not found.');

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

/** Material list items (the shape of GET /api/materials) of the source's materials in one language. */
export async function materialListItemsOf<T extends MaterialListItem = MaterialListItem>(
  db: Queryable,
  source: ListSource,
  options: ProfileListOptions,
): Promise<T[]> {
  const { rows } = await db.query<T & { description: string }>(
    `select m.id, m.slug, m.title, m.preview, m.time, m.link, m.description, m.like_count,
       to_char(m.published_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"') as created_at,
       coalesce((select json_agg(${tagJson('t', '$1')} order by mt.position)
         from material_tags mt join tags t on t.id = mt.tag_id where mt.material_id = m.id), '[]'::json) as tags
       ${options.extraColumns ? `, ${options.extraColumns}` : ''}
     from (${source.sql}) s join materials m on m.id = s.item_id
     where m.lang = $1 and m.published
     order by ${profileOrder('m', options.sort)}
     limit $${source.params.length + 2} offset $${source.params.length + 3}`,
    [options.lang, ...source.params, options.limit, options.offset],
  );
  return rows.map(({ description, ...item }) => ({ ...item, snippet: `<p>${escapeHtml(description)}</p>` }) as unknown as T);
}

/**
 * Course cards (the shape of GET /api/courses, contracts/courses.ts) of the source's courses in one language.
 * `sort` popular orders by the course's popularity.
 */
export async function courseListItemsOf<T extends CourseListItem = CourseListItem>(
  db: Queryable,
  source: ListSource,
  options: ProfileListOptions,
): Promise<T[]> {
  const { rows } = await db.query<T>(
    `select c.id, c.slug, c.title, c.preview, c.like_count, null::text as link, c.small_description as snippet,
       to_char(c.published_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"') as created_at,
       coalesce((select json_agg(${tagJson('t', '$1')} order by ct.position)
         from course_tags ct join tags t on t.id = ct.tag_id where ct.course_id = c.id), '[]'::json) as tags,
       totals.materials_count, totals.materials_sum_time, totals.materials_sum_time as time
       ${options.extraColumns ? `, ${options.extraColumns}` : ''}
     from (${source.sql}) s join courses c on c.id = s.item_id
     left join lateral (
       select count(*)::int as materials_count, coalesce(sum(m.time), 0)::int as materials_sum_time
       from course_materials cm join materials m on m.id = cm.material_id where cm.course_id = c.id and m.published) totals on true
     where c.lang = $1
     order by ${profileOrder('c', options.sort)}
     limit $${source.params.length + 2} offset $${source.params.length + 3}`,
    [options.lang, ...source.params, options.limit, options.offset],
  );
  return rows;
}
