import type { Queryable } from '../../db/db.ts';
import type { Lang } from '../../contracts/common.ts';
import type { ItemKind } from '../../lib/content-items.ts';
import { itemTable } from '../../repositories/content-items.ts';

/** Counts one share of the item with this slug in this language; its new share count, null when there is none. */
export async function addShare(db: Queryable, kind: ItemKind, lang: Lang, slug: string): Promise<number | null> {
  const { rows } = await db.query<{ share_count: number }>(
    `update ${itemTable[kind]} set share_count = share_count + 1 where lang = $1 and slug = $2 returning share_count`,
    [lang, slug],
  );
  return rows[0]?.share_count ?? null;
}
