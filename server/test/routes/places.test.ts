import { describe, expect, it } from 'vitest';
import { useTestApp } from '../helpers.ts';
import type { Place, PlaceDetail } from '../../src/contracts/library.ts';

const ctx = useTestApp();

const SECTION_NAMES = {
  ru: { torah: 'Тора', neviim: 'Нэвиим', ktuvim: 'Ктувим' },
  en: { torah: 'Torah', neviim: "Nevi'im", ktuvim: 'Ketuvim' },
};

describe('GET /api/places', () => {
  it.each(['ru', 'en'] as const)('answers every place in %s with its section name, position and pictures', async (lang) => {
    const res = await ctx.app.inject({ url: `/api/places?lang=${lang}` });
    expect(res.statusCode).toBe(200);
    const places = res.json() as Place[];
    const { rows } = await ctx.app.db.query<{ slug: string; title: string; lat: number; lng: number }>(
      'select slug, title, lat, lng from places where lang = $1 order by position',
      [lang],
    );
    expect(rows.length).toBeGreaterThan(0);
    expect(places.map((p) => [p.slug, p.title, p.lat, p.lng])).toEqual(rows.map((r) => [r.slug, r.title, r.lat, r.lng]));
    for (const place of places) {
      expect(place.section).toBe(SECTION_NAMES[lang][place.section_key]);
      expect(place.image_preview).toBe(`place_images/${place.slug}.webp`);
      expect(place.image_full).toBe(`place_images/full_${place.slug}.webp`);
      expect(place.snippet).toMatch(/^<p>/);
      expect(Math.abs(place.lat)).toBeLessThanOrEqual(90);
    }
    expect(new Set(places.map((p) => p.section_key)).size).toBe(3);
  });

  it('answers 422 for an unknown language', async () => {
    expect((await ctx.app.inject({ url: '/api/places?lang=ar' })).statusCode).toBe(422);
  });
});

describe('GET /api/places/:slug', () => {
  it('answers the place with the library chapters that mention it and their books', async () => {
    const { rows } = await ctx.app.db.query<{ slug: string; chapters: string[] }>(
      `select p.slug, array_agg(ch.slug order by b.position, ch.position) as chapters
       from places p join place_chapters pc on pc.place_id = p.id join book_chapters ch on ch.id = pc.chapter_id
       join books b on b.id = ch.book_id
       where p.lang = 'ru' group by p.slug order by count(*) desc limit 1`,
    );
    const res = await ctx.app.inject({ url: `/api/places/${rows[0].slug}?lang=ru` });
    expect(res.statusCode).toBe(200);
    const place = res.json() as PlaceDetail;
    expect(place.slug).toBe(rows[0].slug);
    expect(place.chapters.map((c) => c.slug)).toEqual(rows[0].chapters);
    for (const chapter of place.chapters) {
      expect(chapter.title).toBeTruthy();
      expect(chapter.book.section).toBe(SECTION_NAMES.ru[chapter.book.section_key]);
      const linked = await ctx.app.inject({ url: `/api/books/chapters/${chapter.slug}?lang=ru` });
      expect((linked.json() as { places: { slug: string }[] }).places.map((p) => p.slug)).toContain(place.slug);
    }
  });

  it('answers the English place in English', async () => {
    const [row] = (await ctx.app.db.query<{ slug: string; title: string }>("select slug, title from places where lang = 'en' limit 1")).rows;
    const place = (await ctx.app.inject({ url: `/api/places/${row.slug}?lang=en` })).json() as PlaceDetail;
    expect(place.title).toBe(row.title);
    expect(place.chapters.every((c) => ['Torah', "Nevi'im", 'Ketuvim'].includes(c.book.section))).toBe(true);
  });

  it('answers 404 for an unknown place and 422 for a malformed slug', async () => {
    const res = await ctx.app.inject({ url: '/api/places/atlantis' });
    expect(res.statusCode).toBe(404);
    expect(res.json().message).toBe('Place not found.');
    expect((await ctx.app.inject({ url: '/api/places/-x-' })).statusCode).toBe(422);
  });
});
