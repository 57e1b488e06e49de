import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { ErrorResponse, LangQuery } from '../../contracts/common.ts';
import { BookChapterDetail, BookDetail, LibraryResponse } from '../../contracts/library.ts';
import { langOf } from '../../lib/query.ts';
import { slugRoute } from '../read-routes.ts';
import { findBook, findBookChapter, listLibrary } from './repository.ts';

/** The library: books of the Tanakh grouped by section (Тора, Нэвиим, Ктувим), and their chapters. */
export const libraryRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/books',
    {
      schema: {
        tags: ['library'],
        summary: 'Every book with its chapter list, grouped by section',
        querystring: LangQuery,
        response: { 200: LibraryResponse, 422: ErrorResponse },
      },
    },
    async (request) => listLibrary(app.db, langOf(request.query)),
  );

  slugRoute(app, {
    path: '/books',
    tag: 'library',
    summary: 'One book with its chapter list',
    detail: BookDetail,
    missing: 'Book not found.',
    find: findBook,
  });
  slugRoute(app, {
    path: '/books/chapters',
    tag: 'library',
    summary: 'One chapter of a book: text, book, previous and next chapter, places it mentions',
    detail: BookChapterDetail,
    missing: 'Chapter not found.',
    find: findBookChapter,
  });
};
