import type { Queryable } from '../../db/db.ts';
import type { ProgressResponse } from '../../contracts/progress.ts';

const progressColumns = `material_id,
  case when finished_at is null then 'active' else 'archived' end as status,
  to_char(started_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') as started_at,
  to_char(finished_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') as finished_at`;

type Progress = Omit<ProgressResponse, 'success'>;

/**
 * Records that the user opened a material (add-to-active) or finished it (add-to-archive). Repeats only move
 * last_viewed_at: the first start and the first finish are kept, and a finished material stays finished.
 */
export async function recordProgress(
  db: Queryable,
  userId: number,
  materialId: number,
  finished: boolean,
): Promise<Progress | null> {
  const { rows } = await db.query<Progress>(
    `insert into material_progress (user_id, material_id, finished_at)
     select $1, m.id, case when $3::boolean then now() end from materials m where m.id = $2 and m.published
     on conflict (user_id, material_id) do update set
       last_viewed_at = now(),
       finished_at = coalesce(material_progress.finished_at, excluded.finished_at)
     returning ${progressColumns}`,
    [userId, materialId, finished],
  );
  return rows[0] ?? null;
}

/** Records that the user opened a course (075); false when the material is not one of the course's. */
export async function recordCourseView(db: Queryable, userId: number, courseId: number, materialId: number): Promise<boolean> {
  const { rows } = await db.query(
    `insert into course_views (user_id, course_id)
     select $1, cm.course_id from course_materials cm where cm.course_id = $2 and cm.material_id = $3
     on conflict (user_id, course_id) do update set last_viewed_at = now()
     returning course_id`,
    [userId, courseId, materialId],
  );
  return rows.length > 0;
}

/**
 * SQL condition: the item is not hidden from the user's history (062, routes/history), i.e. has no mark made at or
 * after its last view. The user id is $2, as in the sources below.
 */
export const notHidden = (kind: 'material' | 'course', itemId: string, viewedAt: string) =>
  `not exists (select 1 from history_hidden h where h.user_id = $2 and h.item_type = '${kind}'
     and h.item_id = ${itemId} and h.hidden_at >= ${viewedAt})`;

/** The source of the viewed-materials list: `at` = when the user last opened each one. */
export const viewedMaterialsSource = (userId: number) => ({
  sql: `select material_id as item_id, last_viewed_at as at, finished_at from material_progress p
    where user_id = $2 and ${notHidden('material', 'p.material_id', 'p.last_viewed_at')}`,
  params: [userId],
});

export const viewedMaterialColumns = `to_char(s.at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') as viewed_at,
  s.finished_at is not null as finished`;

/**
 * Per course the user has opened (course_views, 075; not merely a course sharing a material they read): when last
 * viewed and finished, and how many of its materials.
 */
const courseProgress = `select cm.course_id as item_id,
    greatest(max(p.last_viewed_at), max(v.last_viewed_at)) as viewed_at, max(p.finished_at) as finished_at,
    count(*)::int as started, count(p.finished_at)::int as finished,
    (select count(*)::int from course_materials x join materials xm on xm.id = x.material_id
      where x.course_id = cm.course_id and xm.published) as total
  from course_views v join course_materials cm on cm.course_id = v.course_id
  join material_progress p on p.material_id = cm.material_id and p.user_id = $2
  join materials pm on pm.id = cm.material_id and pm.published
  where v.user_id = $2
  group by cm.course_id`;

/** Courses started and not finished; `at` = when the user last opened one of its materials. */
export const historySource = (userId: number) => ({
  sql: `select item_id, viewed_at as at, started, finished from (${courseProgress}) cp
    where finished < total and ${notHidden('course', 'cp.item_id', 'cp.viewed_at')}`,
  params: [userId],
});

/** Courses whose every material is finished; `at` = when the last of them was finished. */
export const archiveSource = (userId: number) => ({
  sql: `select item_id, finished_at as at, started, finished from (${courseProgress}) cp
    where finished = total and ${notHidden('course', 'cp.item_id', 'cp.viewed_at')}`,
  params: [userId],
});

/**
 * Courses the user has not started that share a tag with what they care about: interest tags, tags of their
 * favourite courses and materials and of the materials they opened (tags are shared by both languages). When
 * nothing matches (a new user), every course not started yet. `at` = publication date.
 */
export const recommendationsSource = (userId: number) => ({
  sql: `with signal_tags as (
      select tag_id from user_tags where user_id = $2
      union select ct.tag_id from favorites f join course_tags ct on ct.course_id = f.item_id
        where f.user_id = $2 and f.item_type = 'course'
      union select mt.tag_id from favorites f join material_tags mt on mt.material_id = f.item_id
        where f.user_id = $2 and f.item_type = 'material'
      union select mt.tag_id from material_progress p join material_tags mt on mt.material_id = p.material_id
        where p.user_id = $2
    ),
    candidates as (
      select c.id as item_id, c.published_at as at,
        exists (select 1 from course_tags ct join signal_tags st on st.tag_id = ct.tag_id where ct.course_id = c.id) as relevant
      from courses c
      where c.lang = $1 and not exists (
        select 1 from course_materials cm join material_progress p on p.material_id = cm.material_id
        where cm.course_id = c.id and p.user_id = $2)
    )
    select item_id, at, 0 as started, 0 as finished from candidates
    where relevant or not exists (select 1 from candidates where relevant)`,
  params: [userId],
});

export const userCourseColumns = 's.started as materials_started, s.finished as materials_finished';
