import type { Queryable } from '../../db/db.ts';
import type { Lang, Tag } from '../../contracts/common.ts';

export async function listTags(db: Queryable, lang: Lang): Promise<Tag[]> {
  const { rows } = await db.query<Tag>(
    `select id, case when $1 = 'en' then name_en else name_ru end as name, type, color, gradient
     from tags order by type, position, id`,
    [lang],
  );
  return rows;
}
