import type { Queryable } from '../../db/db.ts';
import type { Lang } from '../../contracts/common.ts';
import type { MaterialDetail, MaterialListItem } from '../../contracts/materials.ts';
import type { ListParams } from '../../lib/query.ts';
import { materialCard } from '../../repositories/content-items.ts';
import { isoSeconds, materialCardColumns, materialTagsJson } from '../../repositories/sql.ts';

/**
 * `{ru, en}`: the slug of each language's version of row `alias` of `table` (its own and the linked translation,
 * migration 040), null where there is none. `extra` filters the translation (e.g. only a published one).
 */
export const translationsOf = (table: 'materials' | 'courses', alias: string, extra = '') => `(
    select json_build_object(
      'ru', max(v.slug) filter (where v.lang = 'ru'),
      'en', max(v.slug) filter (where v.lang = 'en'))
    from (select ${alias}.lang, ${alias}.slug
          union all
          select t.lang, t.slug from ${table} t
          where t.id = ${alias}.translation_id and t.lang <> ${alias}.lang ${extra}) v)`;

/** A page of materials in one language, with all of `tagIds`, sorted by date or popularity. */
export async function listMaterials(db: Queryable, params: ListParams): Promise<MaterialListItem[]> {
  const direction = params.ascending ? 'asc' : 'desc';
  const order =
    params.sort === 'popular'
      ? `m.popularity ${direction}, m.id ${direction}`
      : `m.published_at ${direction}, m.id ${direction}`;
  const { rows } = await db.query<Omit<MaterialListItem, 'snippet'> & { description: string }>(
    `select ${materialCardColumns}
     from materials m
     where m.lang = $1 and m.published
       and (cardinality($2::int[]) = 0 or m.id in (
         select material_id from material_tags where tag_id = any($2::int[])
         group by material_id having count(*) = cardinality($2::int[])))
     order by ${order}
     limit $3 offset $4`,
    [params.lang, params.tagIds, params.limit, params.offset],
  );
  return rows.map((row) => materialCard<MaterialListItem>(row));
}

export async function findMaterial(db: Queryable, lang: Lang, slug: string): Promise<MaterialDetail | null> {
  const { rows } = await db.query<MaterialDetail>(
    `select m.id, m.slug, m.lang, m.title, m.description, m.author, m.preview, m.image, m.audio, m.time,
       m.like_count, m.share_count,
       ${isoSeconds('m.published_at')} as created_at, ${isoSeconds('m.updated_at')} as updated_at,
       ${translationsOf('materials', 'm', 'and t.published')} as translations,
       ${materialTagsJson('m')} as tags,
       coalesce((select json_agg(json_build_object('id', c.id, 'title', c.title, 'content', c.content) order by c.position)
         from chapters c where c.material_id = m.id), '[]'::json) as chapters
     from materials m
     where m.lang = $1 and m.slug = $2 and m.published`,
    [lang, slug],
  );
  return rows[0] ?? null;
}
