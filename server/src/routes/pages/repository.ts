import type { Queryable } from '../../db/db.ts';
import type { Lang } from '../../contracts/common.ts';
import type { StaticPage } from '../../contracts/pages.ts';

export async function findPage(db: Queryable, lang: Lang, key: string): Promise<StaticPage | null> {
  const { rows } = await db.query<StaticPage>('select key, title, content from pages where lang = $1 and key = $2', [lang, key]);
  return rows[0] ?? null;
}
