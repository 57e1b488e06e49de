import type { Queryable } from '../../db/db.ts';
import type { Lang, Tag } from '../../contracts/common.ts';

/** SQL of one tag as the API's JSON object, in `lang` ($-parameter given by the caller). */
export const tagJson = (alias: string, langParam: string) =>
  `json_build_object('id', ${alias}.id, 'name', case when ${langParam} = 'en' then ${alias}.name_en else ${alias}.name_ru end,
    'type', ${alias}.type, 'color', ${alias}.color, 'gradient', ${alias}.gradient)`;

export async function listTags(db: Queryable, lang: Lang): Promise<Tag[]> {
  const { rows } = await db.query<Tag>(
    `select id, case when $1 = 'en' then name_en else name_ru end as name, type, color, gradient
     from tags order by type, position, id`,
    [lang],
  );
  return rows;
}
