import type { Queryable } from '../../db/db.ts';
import type { Lang } from '../../contracts/common.ts';
import type { CourseDetail, CourseListItem } from '../../contracts/courses.ts';
import type { ListParams } from '../../lib/query.ts';
import { courseCardColumns, courseMaterialTotals, courseTagsJson, isoSeconds } from '../../repositories/sql.ts';
import { translationsOf } from '../materials/repository.ts';

/** A page of courses in one language, with all of `tagIds`, sorted by date or popularity. */
export async function listCourses(db: Queryable, params: ListParams): Promise<CourseListItem[]> {
  const direction = params.ascending ? 'asc' : 'desc';
  const order =
    params.sort === 'popular'
      ? `c.popularity ${direction}, c.id ${direction}`
      : `c.published_at ${direction}, c.id ${direction}`;
  const { rows } = await db.query<CourseListItem>(
    `select ${courseCardColumns}
     from courses c ${courseMaterialTotals}
     where c.lang = $1
       and (cardinality($2::int[]) = 0 or c.id in (
         select course_id from course_tags where tag_id = any($2::int[])
         group by course_id having count(*) = cardinality($2::int[])))
     order by ${order}
     limit $3 offset $4`,
    [params.lang, params.tagIds, params.limit, params.offset],
  );
  return rows;
}

/** One course with its materials in reading order, each with its chapters. */
export async function findCourse(db: Queryable, lang: Lang, slug: string): Promise<CourseDetail | null> {
  const { rows } = await db.query<CourseDetail>(
    `select c.id, c.slug, c.lang, c.title, c.image as image_banner, c.preview, c.author, c.author_info,
       c.small_description, c.like_count, c.share_count, ${isoSeconds('c.published_at')} as created_at, ${courseTagsJson('c')} as tags,
       ${isoSeconds('c.updated_at')} as updated_at,
       ${translationsOf('courses', 'c')} as translations,
       totals.materials_count, totals.materials_sum_time,
       coalesce((
         select json_agg(json_build_object('id', m.id, 'slug', m.slug, 'title', m.title, 'time', m.time,
           'chapters', coalesce((
             select json_agg(json_build_object('id', ch.id, 'title', ch.title, 'content', ch.content) order by ch.position)
             from chapters ch where ch.material_id = m.id), '[]'::json)) order by cm.position)
         from course_materials cm join materials m on m.id = cm.material_id
         where cm.course_id = c.id and m.published), '[]'::json) as materials
     from courses c ${courseMaterialTotals}
     where c.lang = $1 and c.slug = $2`,
    [lang, slug],
  );
  return rows[0] ?? null;
}
