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
     select $1, m.id, case when $3::boolean then now() end from materials m where m.id = $2
     on conflict (user_id, material_id) do update set
       last_viewed_at = now(),
       finished_at = coalesce(material_progress.finished_at, excluded.finished_at)
     returning ${progressColumns}`,
    [userId, materialId, finished],
  );
  return rows[0] ?? null;
}

/** The source of the viewed-materials list: `at` = when the user last opened each one. */
export const viewedMaterialsSource = (userId: number) => ({
  sql: 'select material_id as item_id, last_viewed_at as at, finished_at from material_progress where user_id = $2',
  params: [userId],
});

export const viewedMaterialColumns = `to_char(s.at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') as viewed_at,
  s.finished_at is not null as finished`;
