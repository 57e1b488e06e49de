import type { Static } from 'typebox';
import type { Locale } from '../../design-system';
import type { BookChapterDetail, LibraryResponse } from '../../server/src/contracts/library';
import { getQuery, itemQuery, useQuery } from './query';

export type LibrarySections = Static<typeof LibraryResponse>;

/** GET /api/books: the three sections (Тора, Нэвиим, Ктувим) with their books and chapter lists. */
export const libraryQuery = (lang: Locale) => getQuery<LibrarySections>('/api/books', { lang });

export function useLibrary(lang: Locale) {
  const { data, error, mutate } = useQuery(libraryQuery(lang));
  return { sections: data, error, retry: () => void mutate() };
}

/** GET /api/books/chapters/{slug}: one chapter of a book; null when there is none with this slug. */
export const bookChapterQuery = (lang: Locale, slug: string) => itemQuery<BookChapterDetail>(`/api/books/chapters/${slug}`, { lang });

export function useBookChapter(lang: Locale, slug: string) {
  const { data, error, mutate } = useQuery(bookChapterQuery(lang, slug));
  return { chapter: data, error, retry: () => void mutate() };
}
