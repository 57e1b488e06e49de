import { bookChapterQuery, libraryQuery } from '../../api/library';
import { itemLocaleLinks } from '../../shared/localeLinks';
import type { RouteHandle } from '../../shared/pageRoute';
import { paths } from '../../shared/paths';

export const libraryHandle: RouteHandle = { prefetch: ({ locale }) => [libraryQuery(locale)] };

export const chapterHandle: RouteHandle = {
  prefetch: ({ locale, params }) => [bookChapterQuery(locale, params.slug!)],
  // A chapter with no version in the other language (or not found): the switch goes to that library.
  localeLinks: itemLocaleLinks(bookChapterQuery, paths.bookChapter, paths.books),
};
