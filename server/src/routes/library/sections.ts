import type { Lang } from '../../contracts/common.ts';
import type { SECTION_KEYS } from '../../contracts/library.ts';

export type SectionKey = (typeof SECTION_KEYS)[number];

/** The three sections of the Tanakh as the site names them (spec §3: Тора, Нэвиим, Ктувим). */
export const SECTION_NAMES: Record<Lang, Record<SectionKey, string>> = {
  ru: { torah: 'Тора', neviim: 'Нэвиим', ktuvim: 'Ктувим' },
  en: { torah: 'Torah', neviim: "Nevi'im", ktuvim: 'Ketuvim' },
};

/** A book as the API names it: the section's name in `lang` beside its key. */
export const bookRef = (lang: Lang, book: { slug: string; title: string; section: SectionKey }) => ({
  slug: book.slug,
  title: book.title,
  section: SECTION_NAMES[lang][book.section],
  section_key: book.section,
});
