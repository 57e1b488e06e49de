import type { Queryable } from '../../db/db.ts';
import type { Lang } from '../../contracts/common.ts';
import type { Hashtag, HashtagDataGroup } from '../../contracts/hashtags.ts';
import { isoSeconds } from '../../repositories/sql.ts';

const nameIn = (alias: string, langParam: string) => `case when ${langParam} = 'en' then ${alias}.name_en else ${alias}.name_ru end`;

/** Every hashtag in form order (category, then its own position), with its category's name. */
export async function listHashtags(db: Queryable, lang: Lang): Promise<(Hashtag & { category: string })[]> {
  const { rows } = await db.query<Hashtag & { category: string }>(
    `select h.id, ${nameIn('h', '$1')} as name, ${nameIn('c', '$1')} as category
     from hashtags h join hashtag_categories c on c.id = h.category_id
     order by c.position, c.id, h.position, h.id`,
    [lang],
  );
  return rows;
}

/**
 * Hashtags whose name contains `q` in any case, names that start with it first. The list is small (tens of
 * hashtags), and JavaScript folds the case of every alphabet the same way on every database locale.
 */
export async function searchHashtags(db: Queryable, lang: Lang, q: string, limit: number): Promise<Hashtag[]> {
  const needle = q.toLocaleLowerCase(lang);
  if (!needle) return [];
  const matches = (await listHashtags(db, lang))
    .map(({ id, name }) => ({ id, name, at: name.toLocaleLowerCase(lang).indexOf(needle) }))
    .filter((tag) => tag.at >= 0);
  matches.sort((a, b) => Number(a.at !== 0) - Number(b.at !== 0) || a.name.localeCompare(b.name, lang) || a.id - b.id);
  return matches.slice(0, limit).map(({ id, name }) => ({ id, name }));
}

/** Whether the user may use the educators' tool (card_access = 1). */
export async function isEducator(db: Queryable, userId: number): Promise<boolean> {
  const { rows } = await db.query<{ card_access: number }>('select card_access from users where id = $1', [userId]);
  return rows[0]?.card_access === 1;
}

/** Which of `ids` exist. */
export async function existingHashtagIds(db: Queryable, ids: number[]): Promise<number[]> {
  const { rows } = await db.query<{ id: number }>('select id from hashtags where id = any($1::int[])', [ids]);
  return rows.map((r) => r.id);
}

const GROUP_TITLES: Record<Lang, { materials: string; courses: string }> = {
  ru: { materials: 'Материалы', courses: 'Курсы' },
  en: { materials: 'Materials', courses: 'Courses' },
};

/**
 * Materials and courses of one language that carry every hashtag of `ids`, newest first, grouped by type.
 * Empty groups are left out.
 */
export async function itemsWithHashtags(db: Queryable, lang: Lang, ids: number[]): Promise<HashtagDataGroup[]> {
  const hashtagsOf = (table: string, column: string, alias: string) => `coalesce((
      select json_agg(json_build_object('id', h.id, 'name', ${nameIn('h', '$1')}) order by x.position, h.id)
      from ${table} x join hashtags h on h.id = x.hashtag_id where x.${column} = ${alias}.id), '[]'::json)`;
  const having = (table: string, column: string) => `select ${column} from ${table} where hashtag_id = any($2::int[])
      group by ${column} having count(*) = cardinality($2::int[])`;

  const materials = await db.query<HashtagDataGroup['items'][number]>(
    `select m.title, '/' || m.lang || '/materials/' || m.slug as link, ${isoSeconds('m.published_at')} as created_at,
       ${hashtagsOf('material_hashtags', 'material_id', 'm')} as hashtags,
       json_build_object('chapters', coalesce((
         select json_agg(json_build_object('title', ch.title,
           'link', '/' || m.lang || '/materials/' || m.slug || '#material-content' || ch.id) order by ch.position)
         from chapters ch where ch.material_id = m.id), '[]'::json)) as searchdata
     from materials m
     where m.lang = $1 and m.published and m.id in (${having('material_hashtags', 'material_id')})
     order by m.published_at desc, m.id desc`,
    [lang, ids],
  );
  const courses = await db.query<HashtagDataGroup['items'][number]>(
    `select c.title, '/' || c.lang || '/courses/' || c.slug as link, ${isoSeconds('c.published_at')} as created_at,
       ${hashtagsOf('course_hashtags', 'course_id', 'c')} as hashtags,
       json_build_object('chapters', coalesce((
         select json_agg(json_build_object('title', m.title, 'link', '/' || c.lang || '/courses/' || c.slug) order by cm.position)
         from course_materials cm join materials m on m.id = cm.material_id where cm.course_id = c.id and m.published), '[]'::json)) as searchdata
     from courses c
     where c.lang = $1 and c.id in (${having('course_hashtags', 'course_id')})
     order by c.published_at desc, c.id desc`,
    [lang, ids],
  );
  const titles = GROUP_TITLES[lang];
  return [
    { title: titles.materials, items: materials.rows },
    { title: titles.courses, items: courses.rows },
  ].filter((group) => group.items.length > 0);
}
