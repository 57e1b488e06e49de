/**
 * SQL fragments more than one repository writes: time stamps as the API's ISO strings, a tag as its JSON object,
 * the public site's condition on materials.
 */

/** A timestamptz column as ISO 8601 in UTC with milliseconds, e.g. 2024-05-01T10:00:00.000Z. */
export const isoTime = (column: string) => `to_char(${column} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;

/** A timestamptz column as ISO 8601 in UTC to the second, e.g. 2024-05-01T10:00:00Z (content dates). */
export const isoSeconds = (column: string) => `to_char(${column} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"')`;

/** SQL of one tag as the API's JSON object, in `lang` ($-parameter given by the caller). */
export const tagJson = (alias: string, langParam: string) =>
  `json_build_object('id', ${alias}.id, 'name', case when ${langParam} = 'en' then ${alias}.name_en else ${alias}.name_ru end,
    'type', ${alias}.type, 'color', ${alias}.color, 'gradient', ${alias}.gradient)`;

/** The tags of material `alias` as a JSON array in their order; the language is $1. */
export const materialTagsJson = (alias: string) => `coalesce((
    select json_agg(${tagJson('t', '$1')} order by mt.position)
    from material_tags mt join tags t on t.id = mt.tag_id
    where mt.material_id = ${alias}.id), '[]'::json)`;

/** The tags of course `alias` as a JSON array in their order; the language is $1. */
export const courseTagsJson = (alias: string) => `coalesce((
    select json_agg(${tagJson('t', '$1')} order by ct.position)
    from course_tags ct join tags t on t.id = ct.tag_id
    where ct.course_id = ${alias}.id), '[]'::json)`;

/** Count and total reading time of the published materials of course `c` (a lateral join named `totals`). */
export const courseMaterialTotals = `left join lateral (
    select count(*)::int as materials_count, coalesce(sum(m.time), 0)::int as materials_sum_time
    from course_materials cm join materials m on m.id = cm.material_id
    where cm.course_id = c.id and m.published) totals on true`;

/** The columns of a material card over materials `m` (GET /api/materials); `description` becomes the snippet. */
export const materialCardColumns = `m.id, m.slug, m.title, m.preview, m.time, m.link, m.description, m.like_count,
       ${isoSeconds('m.published_at')} as created_at, ${materialTagsJson('m')} as tags`;

/** The columns of a course card over courses `c` joined with `courseMaterialTotals` (GET /api/courses). */
export const courseCardColumns = `c.id, c.slug, c.title, c.preview, c.like_count, null::text as link, c.small_description as snippet,
       ${isoSeconds('c.published_at')} as created_at, ${courseTagsJson('c')} as tags,
       totals.materials_count, totals.materials_sum_time, totals.materials_sum_time as time`;
