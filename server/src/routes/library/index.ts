import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { ErrorResponse, LangQuery, SlugParams } from '../../contracts/common.ts';
import { BookChapterDetail, BookDetail, LibraryResponse } from '../../contracts/library.ts';
import { notFound } from '../../lib/errors.ts';
import { langOf } from '../../lib/query.ts';
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

  app.get(
    '/books/:slug',
    {
      schema: {
        tags: ['library'],
        summary: 'One book with its chapter list',
        params: SlugParams,
        querystring: LangQuery,
        response: { 200: BookDetail, 404: ErrorResponse, 422: ErrorResponse },
      },
    },
    async (request) => {
      const book = await findBook(app.db, langOf(request.query), request.params.slug);
      if (!book) throw notFound('Book not found.');
      return book;
    },
  );

  app.get(
    '/books/chapters/:slug',
    {
      schema: {
        tags: ['library'],
        summary: 'One chapter of a book: text, book, previous and next chapter, places it mentions',
        params: SlugParams,
        querystring: LangQuery,
        response: { 200: BookChapterDetail, 404: ErrorResponse, 422: ErrorResponse },
      },
    },
    async (request) => {
      const chapter = await findBookChapter(app.db, langOf(request.query), request.params.slug);
      if (!chapter) throw notFound('Chapter not found.');
      return chapter;
    },
  );
};
