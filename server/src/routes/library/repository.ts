import type { Queryable } from '../../db/db.ts';
import type { Lang } from '../../contracts/common.ts';
import { SECTION_KEYS, type BookChapterDetail, type BookDetail } from '../../contracts/library.ts';
import { SECTION_NAMES, bookRef, type SectionKey } from './sections.ts';

const chapterList = (bookAlias: string) => `coalesce((
    select json_agg(json_build_object('slug', ch.slug, 'title', ch.title, 'position', ch.position) order by ch.position)
    from book_chapters ch where ch.book_id = ${bookAlias}.id), '[]'::json)`;

interface BookRow {
  slug: string;
  title: string;
  section: SectionKey;
  image: string | null;
  chapters: { slug: string; title: string; position: number }[];
}

const bookColumns = `b.slug, b.title, b.section, b.preview as image, ${chapterList('b')} as chapters`;

/** Every book of one language with its chapter list, grouped by section in canonical order. */
export async function listLibrary(db: Queryable, lang: Lang) {
  const { rows } = await db.query<BookRow>(
    `select ${bookColumns} from books b where b.lang = $1 order by b.position, b.id`,
    [lang],
  );
  return SECTION_KEYS.map((key) => ({
    key,
    name: SECTION_NAMES[lang][key],
    books: rows.filter((b) => b.section === key).map(({ section: _section, ...book }) => book),
  }));
}

export async function findBook(db: Queryable, lang: Lang, slug: string): Promise<BookDetail | null> {
  const { rows } = await db.query<BookRow>(`select ${bookColumns} from books b where b.lang = $1 and b.slug = $2`, [
    lang,
    slug,
  ]);
  const book = rows[0];
  if (!book) return null;
  return { ...book, ...bookRef(lang, book) };
}

/**
 * `{ru, en}`: the slug of row `alias` of `table` in each language where a row with that slug exists, else null.
 * Chapters and places share their slug across languages (the sitemap pairs them so too).
 */
export const sameSlugIn = (table: 'book_chapters' | 'places', alias: string) => `json_build_object(
    'ru', (select o.slug from ${table} o where o.slug = ${alias}.slug and o.lang = 'ru' limit 1),
    'en', (select o.slug from ${table} o where o.slug = ${alias}.slug and o.lang = 'en' limit 1))`;

/** A library chapter with its book, its neighbours in the book and the map places that it mentions. */
export async function findBookChapter(db: Queryable, lang: Lang, slug: string): Promise<BookChapterDetail | null> {
  const { rows } = await db.query<
    Omit<BookChapterDetail, 'book'> & { book_slug: string; book_title: string; section: SectionKey }
  >(
    `select ch.id, ch.slug, ch.title, ch.content, ch.position, b.preview as image,
       b.slug as book_slug, b.title as book_title, b.section,
       (select p.slug from book_chapters p where p.book_id = ch.book_id and p.position < ch.position
        order by p.position desc limit 1) as previous,
       (select n.slug from book_chapters n where n.book_id = ch.book_id and n.position > ch.position
        order by n.position limit 1) as next,
       coalesce((select json_agg(json_build_object('slug', pl.slug, 'title', pl.title, 'image_preview', pl.image_preview)
           order by pl.position, pl.id)
         from place_chapters pc join places pl on pl.id = pc.place_id where pc.chapter_id = ch.id), '[]'::json) as places,
       ${sameSlugIn('book_chapters', 'ch')} as translations
     from book_chapters ch join books b on b.id = ch.book_id
     where ch.lang = $1 and ch.slug = $2`,
    [lang, slug],
  );
  const row = rows[0];
  if (!row) return null;
  const { book_slug, book_title, section, ...chapter } = row;
  return { ...chapter, book: bookRef(lang, { slug: book_slug, title: book_title, section }) };
}
