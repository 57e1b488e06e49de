import useSWR from 'swr';
import type { Static } from 'typebox';
import type { Locale } from '../../design-system';
import type { BookChapterDetail, LibraryResponse } from '../../server/src/contracts/library';
import { getJson, getJsonOrNull, type ApiKey } from './client';

export type LibrarySections = Static<typeof LibraryResponse>;

export const libraryKey = (lang: Locale): ApiKey => ['/api/books', { lang }];

/** The library: the three sections (Тора, Нэвиим, Ктувим) with their books and chapter lists. */
export function useLibrary(lang: Locale) {
  const { data, error, mutate } = useSWR(libraryKey(lang), getJson<LibrarySections>, { revalidateOnFocus: false });
  return { sections: data, error, retry: () => void mutate() };
}

export const bookChapterKey = (lang: Locale, slug: string): ApiKey => [`/api/books/chapters/${slug}`, { lang }];

/** One chapter of a book; `chapter` is null when there is none with this slug (404). */
export function useBookChapter(lang: Locale, slug: string) {
  const { data, error, mutate } = useSWR(bookChapterKey(lang, slug), getJsonOrNull<BookChapterDetail>, {
    revalidateOnFocus: false,
  });
  return { chapter: data, error, retry: () => void mutate() };
}
