import type { Queryable } from '../../db/db.ts';
import { isoSeconds as iso } from '../../repositories/sql.ts';

export type Lang = 'ru' | 'en';

export interface Row {
  id: number;
  lang: Lang;
  slug: string;
  translation_id?: number | null;
  updated_at: string;
}

/** Whether `table` has `column` (a public query adds `and published` where the console made drafts possible). */
export async function hasColumn(db: Queryable, table: string, column: string): Promise<boolean> {
  const { rows } = await db.query(
    'select 1 from information_schema.columns where table_schema = current_schema() and table_name = $1 and column_name = $2',
    [table, column],
  );
  return rows.length > 0;
}

/** The rows of every public page the sitemap lists, with their last change. */
export async function sitemapRows(db: Queryable, drafts: { materials: boolean; courses: boolean }) {
  const materials = (
    await db.query<Row>(
      `select id, lang, slug, translation_id, ${iso('updated_at')} as updated_at from materials
       ${drafts.materials ? 'where published' : ''} order by lang desc, published_at desc, id desc`,
    )
  ).rows;
  const courses = (
    await db.query<Row>(
      `select id, lang, slug, translation_id, ${iso('updated_at')} as updated_at from courses
       ${drafts.courses ? 'where published' : ''} order by lang desc, published_at desc, id desc`,
    )
  ).rows;
  const chapters = (
    await db.query<Row>(
      `select c.lang, c.slug, ${iso('greatest(c.updated_at, b.updated_at)')} as updated_at
       from book_chapters c join books b on b.id = c.book_id order by b.section, b.position, c.position, c.lang desc`,
    )
  ).rows;
  const places = (
    await db.query<Row>(`select lang, slug, ${iso('updated_at')} as updated_at from places order by section, position, lang desc`)
  ).rows;
  const pages = (await db.query<{ lang: Lang; key: string; updated_at: string }>(`select lang, key, ${iso('updated_at')} as updated_at from pages`))
    .rows;
  return { materials, courses, chapters, places, pages };
}
