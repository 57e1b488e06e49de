import type { Queryable } from '../../db/db.ts';
import type { Lang } from '../../contracts/common.ts';
import type { MaterialDetail, MaterialListItem } from '../../contracts/materials.ts';
import { escapeHtml, type ListParams } from '../../lib/query.ts';
import { tagJson } from '../tags/repository.ts';

const tagsOf = (materialAlias: string) => `coalesce((
    select json_agg(${tagJson('t', '$1')} order by mt.position)
    from material_tags mt join tags t on t.id = mt.tag_id
    where mt.material_id = ${materialAlias}.id), '[]'::json)`;

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
  const { rows } = await db.query<MaterialListItem & { description: string }>(
    `select m.id, m.slug, m.title, m.preview, m.time, m.link, m.description, m.like_count,
       to_char(m.published_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"') as created_at,
       ${tagsOf('m')} as tags
     from materials m
     where m.lang = $1 and m.published
       and (cardinality($2::int[]) = 0 or m.id in (
         select material_id from material_tags where tag_id = any($2::int[])
         group by material_id having count(*) = cardinality($2::int[])))
     order by ${order}
     limit $3 offset $4`,
    [params.lang, params.tagIds, params.limit, params.offset],
  );
  return rows.map(({ description, ...item }) => ({ ...item, snippet: `<p>${escapeHtml(description)}</p>` }));
}

export async function findMaterial(db: Queryable, lang: Lang, slug: string): Promise<MaterialDetail | null> {
  const { rows } = await db.query<MaterialDetail>(
    `select m.id, m.slug, m.lang, m.title, m.description, m.author, m.preview, m.image, m.audio, m.time,
       m.like_count, m.share_count,
       to_char(m.published_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"') as created_at,
       to_char(m.updated_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"') as updated_at,
       ${translationsOf('materials', 'm', 'and t.published')} as translations,
       ${tagsOf('m')} as tags,
       coalesce((select json_agg(json_build_object('id', c.id, 'title', c.title, 'content', c.content) order by c.position)
         from chapters c where c.material_id = m.id), '[]'::json) as chapters
     from materials m
     where m.lang = $1 and m.slug = $2 and m.published`,
    [lang, slug],
  );
  return rows[0] ?? null;
}
