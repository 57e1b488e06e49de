import { describe, expect, it } from 'vitest';
import { useTestApp } from '../helpers.ts';
import type { Static } from 'typebox';
import type { BookChapterDetail, BookDetail, LibraryResponse } from '../../src/contracts/library.ts';

const ctx = useTestApp();

type Library = Static<typeof LibraryResponse>;

describe('GET /api/books', () => {
  it('groups every book by section in canonical order, with chapter lists in order', async () => {
    const res = await ctx.app.inject({ url: '/api/books?lang=ru' });
    expect(res.statusCode).toBe(200);
    const library = res.json() as Library;
    expect(library.map((s) => [s.key, s.name])).toEqual([
      ['torah', 'Тора'],
      ['neviim', 'Нэвиим'],
      ['ktuvim', 'Ктувим'],
    ]);
    const { rows } = await ctx.app.db.query<{ slug: string; section: string; chapters: number }>(
      `select b.slug, b.section, (select count(*)::int from book_chapters c where c.book_id = b.id) as chapters
       from books b where b.lang = 'ru' order by b.position`,
    );
    for (const section of library) {
      const expected = rows.filter((r) => r.section === section.key);
      expect(section.books.map((b) => b.slug)).toEqual(expected.map((r) => r.slug));
      expect(section.books.map((b) => b.chapters.length)).toEqual(expected.map((r) => r.chapters));
      for (const book of section.books) {
        const positions = book.chapters.map((c) => c.position);
        expect(positions).toEqual([...positions].sort((a, b) => a - b));
        expect(book.image).toBe(`covers/books/${book.slug}.webp`);
      }
    }
    expect(library[0].books.length).toBeGreaterThan(0);
  });

  it('names sections and books in English with lang=en', async () => {
    const en = (await ctx.app.inject({ url: '/api/books?lang=en' })).json() as Library;
    const ru = (await ctx.app.inject({ url: '/api/books?lang=ru' })).json() as Library;
    expect(en.map((s) => s.name)).toEqual(['Torah', "Nevi'im", 'Ketuvim']);
    expect(en[0].books.map((b) => b.slug)).toEqual(ru[0].books.map((b) => b.slug));
    expect(en[0].books[0].title).not.toBe(ru[0].books[0].title);
  });

  it('answers 422 for an unknown language', async () => {
    expect((await ctx.app.inject({ url: '/api/books?lang=la' })).statusCode).toBe(422);
  });
});

describe('GET /api/books/:slug', () => {
  it('answers one book with its section and chapters', async () => {
    const library = (await ctx.app.inject({ url: '/api/books?lang=en' })).json() as Library;
    const book = library[1].books[0];
    const res = await ctx.app.inject({ url: `/api/books/${book.slug}?lang=en` });
    expect(res.statusCode).toBe(200);
    const detail = res.json() as BookDetail;
    expect(detail).toMatchObject({ slug: book.slug, title: book.title, section: "Nevi'im", section_key: 'neviim' });
    expect(detail.chapters).toEqual(book.chapters);
  });

  it('answers 404 for an unknown book and 422 for a malformed slug', async () => {
    expect((await ctx.app.inject({ url: '/api/books/no-such-book' })).statusCode).toBe(404);
    expect((await ctx.app.inject({ url: '/api/books/Bad%20Slug' })).statusCode).toBe(422);
  });
});

describe('GET /api/books/chapters/:slug', () => {
  const chapter = async (slug: string, lang = 'ru') => {
    const res = await ctx.app.inject({ url: `/api/books/chapters/${slug}?lang=${lang}` });
    return { status: res.statusCode, body: res.json() as BookChapterDetail };
  };

  it('answers the chapter with its book and its neighbours, walking the whole book', async () => {
    const library = (await ctx.app.inject({ url: '/api/books?lang=ru' })).json() as Library;
    const book = library[0].books.find((b) => b.chapters.length >= 3)!;
    let slug: string | null = book.chapters[0].slug;
    const walked: string[] = [];
    let previous: string | null = null;
    while (slug) {
      const { status, body } = await chapter(slug);
      expect(status).toBe(200);
      expect(body.previous).toBe(previous);
      expect(body.book).toEqual({ slug: book.slug, title: book.title, section: 'Тора', section_key: 'torah' });
      expect(body.content).toContain('<p>');
      walked.push(body.slug);
      previous = body.slug;
      slug = body.next;
    }
    expect(walked).toEqual(book.chapters.map((c) => c.slug));
  });

  it('lists the map places that mention the chapter', async () => {
    const { rows } = await ctx.app.db.query<{ slug: string; places: string[] }>(
      `select ch.slug, array_agg(p.slug order by p.position) as places
       from place_chapters pc join book_chapters ch on ch.id = pc.chapter_id join places p on p.id = pc.place_id
       where ch.lang = 'en' group by ch.slug order by count(*) desc limit 1`,
    );
    expect(rows.length).toBe(1);
    const { body } = await chapter(rows[0].slug, 'en');
    expect(body.places.map((p) => p.slug)).toEqual(rows[0].places);
    expect(body.places[0].image_preview).toMatch(/^place_images\/[a-z0-9-]+\.webp$/);
    expect(body.book.section).toMatch(/^(Torah|Nevi'im|Ketuvim)$/);
  });

  it('answers 404 for an unknown chapter and 422 for a malformed slug or language', async () => {
    expect((await chapter('no-such-chapter')).status).toBe(404);
    expect((await chapter('UPPER')).status).toBe(422);
    expect((await chapter('bereshit-1', 'de')).status).toBe(422);
  });
});
