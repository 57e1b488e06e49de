import type { Queryable } from '../../db/db.ts';
import type { Lang } from '../../contracts/common.ts';
import type { Place, PlaceDetail } from '../../contracts/library.ts';
import { fullImagePath } from '../../lib/covers.ts';
import { SECTION_NAMES, bookRef, type SectionKey } from '../library/sections.ts';
import { sameSlugIn } from '../library/repository.ts';
import type { Translations } from '../../contracts/materials.ts';

interface PlaceRow {
  slug: string;
  title: string;
  section: SectionKey;
  lat: number;
  lng: number;
  snippet: string;
  image_preview: string | null;
}

const placeOf = (lang: Lang, row: PlaceRow): Place => ({
  ...row,
  section: SECTION_NAMES[lang][row.section],
  section_key: row.section,
  image_full: row.image_preview ? fullImagePath(row.image_preview) : null,
});

const columns = 'p.slug, p.title, p.section, p.lat, p.lng, p.snippet, p.image_preview';

export async function listPlaces(db: Queryable, lang: Lang): Promise<Place[]> {
  const { rows } = await db.query<PlaceRow>(`select ${columns} from places p where p.lang = $1 order by p.position, p.id`, [
    lang,
  ]);
  return rows.map((row) => placeOf(lang, row));
}

/** A place with the library chapters that mention it, in book and chapter order. */
export async function findPlace(db: Queryable, lang: Lang, slug: string): Promise<PlaceDetail | null> {
  const { rows } = await db.query<PlaceRow & { id: number; translations: Translations }>(
    `select p.id, ${columns}, ${sameSlugIn('places', 'p')} as translations from places p where p.lang = $1 and p.slug = $2`,
    [lang, slug],
  );
  const row = rows[0];
  if (!row) return null;
  const chapters = await db.query<{ slug: string; title: string; position: number; book_slug: string; book_title: string; section: SectionKey }>(
    `select ch.slug, ch.title, ch.position, b.slug as book_slug, b.title as book_title, b.section
     from place_chapters pc join book_chapters ch on ch.id = pc.chapter_id join books b on b.id = ch.book_id
     where pc.place_id = $1
     order by b.position, ch.position`,
    [row.id],
  );
  const { id: _id, translations, ...place } = row;
  return {
    ...placeOf(lang, place),
    translations,
    chapters: chapters.rows.map((c) => ({
      slug: c.slug,
      title: c.title,
      position: c.position,
      book: bookRef(lang, { slug: c.book_slug, title: c.book_title, section: c.section }),
    })),
  };
}
