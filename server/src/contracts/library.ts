import { Type, type Static } from 'typebox';
import { Translations } from './materials.ts';

export const SECTION_KEYS = ['torah', 'neviim', 'ktuvim'] as const;

export const SectionKey = Type.Enum(SECTION_KEYS, { description: 'torah, neviim or ktuvim.' });

/** A book as a chapter or a place names it. */
export const BookRef = Type.Object({
  slug: Type.String(),
  title: Type.String(),
  section: Type.String({ description: 'Section name in the language asked: Тора / Нэвиим / Ктувим, Torah / Nevi\'im / Ketuvim.' }),
  section_key: SectionKey,
});
export type BookRef = Static<typeof BookRef>;

export const ChapterRef = Type.Object({
  slug: Type.String(),
  title: Type.String(),
  position: Type.Integer({ description: 'Chapter number in its book.' }),
});

export const BookSummary = Type.Object({
  slug: Type.String(),
  title: Type.String(),
  image: Type.Union([Type.String(), Type.Null()], { description: 'Cover, a path under /storage/.' }),
  chapters: Type.Array(ChapterRef),
});

export const LibrarySection = Type.Object({
  key: SectionKey,
  name: Type.String(),
  books: Type.Array(BookSummary),
});
export const LibraryResponse = Type.Array(LibrarySection, { description: 'The three sections in canonical order.' });

export const BookDetail = Type.Object({
  slug: Type.String(),
  title: Type.String(),
  image: Type.Union([Type.String(), Type.Null()]),
  section: Type.String(),
  section_key: SectionKey,
  chapters: Type.Array(ChapterRef),
});
export type BookDetail = Static<typeof BookDetail>;

export const PlaceRef = Type.Object({
  slug: Type.String(),
  title: Type.String(),
  image_preview: Type.Union([Type.String(), Type.Null()]),
});

export const BookChapterDetail = Type.Object({
  id: Type.Integer(),
  slug: Type.String(),
  title: Type.String(),
  content: Type.String({ description: 'HTML.' }),
  position: Type.Integer(),
  image: Type.Union([Type.String(), Type.Null()], { description: "The book's cover, a path under /storage/." }),
  book: BookRef,
  previous: Type.Union([Type.String(), Type.Null()], { description: 'Slug of the previous chapter of the book.' }),
  next: Type.Union([Type.String(), Type.Null()], { description: 'Slug of the next chapter of the book.' }),
  places: Type.Array(PlaceRef, { description: 'Map places that this chapter mentions.' }),
  translations: Translations,
});
export type BookChapterDetail = Static<typeof BookChapterDetail>;

export const Place = Type.Object({
  slug: Type.String(),
  title: Type.String(),
  section: Type.String({ description: 'Section name in the language asked.' }),
  section_key: SectionKey,
  lat: Type.Number(),
  lng: Type.Number(),
  snippet: Type.String({ description: 'HTML.' }),
  image_preview: Type.Union([Type.String(), Type.Null()], { description: 'A path under /storage/place_images/.' }),
  image_full: Type.Union([Type.String(), Type.Null()], { description: 'The larger picture (full_ prefix) for the popup.' }),
});
export type Place = Static<typeof Place>;

export const PlaceDetail = Type.Object({
  ...Place.properties,
  chapters: Type.Array(
    Type.Object({ slug: Type.String(), title: Type.String(), position: Type.Integer(), book: BookRef }),
    { description: 'Library chapters that mention the place.' },
  ),
  translations: Translations,
});
export type PlaceDetail = Static<typeof PlaceDetail>;
