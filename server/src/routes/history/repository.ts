import type { Queryable } from '../../db/db.ts';
import type { Lang } from '../../contracts/common.ts';
import { archiveSource, historySource, viewedMaterialsSource } from '../progress/repository.ts';

export type HistoryKind = 'material' | 'course';

export type CourseTab = 'history' | 'archive';
const courseSources = { history: historySource, archive: archiveSource };

/**
 * Ids shown today in a profile list: viewed materials, or the courses of a tab; in one language or (lang null)
 * in both; `onlyId` narrows to one item.
 */
async function shownIds(
  db: Queryable,
  userId: number,
  list: { kind: 'material' } | { kind: 'course'; tab: CourseTab },
  lang: Lang | null,
  onlyId: number | null,
): Promise<number[]> {
  const source = list.kind === 'material' ? viewedMaterialsSource(userId) : courseSources[list.tab](userId);
  const table = list.kind === 'material' ? 'materials' : 'courses';
  // The sources take the list's language as $1 and the user as $2.
  const { rows } = await db.query<{ id: number }>(
    `select s.item_id as id from (${source.sql}) s join ${table} x on x.id = s.item_id
     where ($1::text is null or x.lang = $1) and ($3::int is null or s.item_id = $3)`,
    [lang, ...source.params, onlyId],
  );
  return rows.map((r) => r.id);
}

async function hide(db: Queryable, userId: number, kind: HistoryKind, ids: number[]): Promise<void> {
  if (ids.length === 0) return;
  await db.query(
    `insert into history_hidden (user_id, item_type, item_id)
     select $1, $2, unnest($3::int[])
     on conflict (user_id, item_type, item_id) do update set hidden_at = now()`,
    [userId, kind, ids],
  );
}

/** Hides one material from the viewed list; false when it is not in the list. */
export async function hideViewedMaterial(db: Queryable, userId: number, materialId: number): Promise<boolean> {
  const ids = await shownIds(db, userId, { kind: 'material' }, null, materialId);
  await hide(db, userId, 'material', ids);
  return ids.length > 0;
}

/** Hides every viewed material (of one language, or all); answers how many were removed from the list. */
export async function hideViewedMaterials(db: Queryable, userId: number, lang: Lang | null): Promise<number> {
  const ids = await shownIds(db, userId, { kind: 'material' }, lang, null);
  await hide(db, userId, 'material', ids);
  return ids.length;
}

/** Hides one course from the history or archive tab, whichever shows it; false when neither does. */
export async function hideCourse(db: Queryable, userId: number, courseId: number): Promise<boolean> {
  const ids = [
    ...(await shownIds(db, userId, { kind: 'course', tab: 'history' }, null, courseId)),
    ...(await shownIds(db, userId, { kind: 'course', tab: 'archive' }, null, courseId)),
  ];
  await hide(db, userId, 'course', ids);
  return ids.length > 0;
}

/** Hides every course of a tab (of one language, or all); answers how many were removed from the tab. */
export async function hideCourses(db: Queryable, userId: number, tab: CourseTab, lang: Lang | null): Promise<number> {
  const ids = await shownIds(db, userId, { kind: 'course', tab }, lang, null);
  await hide(db, userId, 'course', ids);
  return ids.length;
}
