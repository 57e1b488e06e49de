import { describe, expect, it } from 'vitest';
import { useTestApp } from '../helpers.ts';
import { searchApi } from './search-api.ts';
import { MAX_RANKED_MATCHES } from '../../src/routes/search/repository.ts';

const ctx = useTestApp();
const search = searchApi(ctx);

/** A material written for one test: its text is the only place its made-up words occur. */
async function addMaterial(lang: 'ru' | 'en', slug: string, fields: { title: string; description?: string; chapters?: string[] }) {
  const { rows } = await ctx.app.db.query<{ id: number }>(
    `insert into materials (lang, slug, title, description, time) values ($1, $2, $3, $4, 5) returning id`,
    [lang, slug, fields.title, fields.description ?? ''],
  );
  for (const [i, content] of (fields.chapters ?? []).entries()) {
    await ctx.app.db.query('insert into chapters (material_id, position, title, content) values ($1, $2, $3, $4)', [
      rows[0].id, i + 1, `Глава ${i + 1}`, content,
    ]);
  }
  return rows[0].id;
}

describe('GET /api/search', () => {
  it('finds a Russian word in any inflected form and marks the form found', async () => {
    const id = await addMaterial('ru', 'test-kvazikniga', {
      title: 'Проверочный материал',
      chapters: ['<p>Здесь говорится о квазикнигах и их читателях.</p>'],
    });
    for (const form of ['квазикнига', 'квазикниги', 'квазикнигу', 'квазикнигами']) {
      const { status, body } = await search({ lang: 'ru', query: form });
      expect(status).toBe(200);
      expect(body.search_materials.map((m) => m.id), form).toContain(id);
      const found = body.search_materials.find((m) => m.id === id)!;
      expect(found.searchsnippet).toContain('<mark>квазикнигах</mark>');
    }
  });

  it('finds an English word in any inflected form', async () => {
    const id = await addMaterial('en', 'test-zorbling', {
      title: 'A test material',
      description: 'All about zorblings.',
      chapters: ['<p>The zorbling celebrations were held yearly.</p>'],
    });
    for (const form of ['zorbling', 'zorblings', 'Zorbling']) {
      const { body } = await search({ lang: 'en', query: form });
      expect(body.search_materials.map((m) => m.id), form).toContain(id);
    }
    const { body } = await search({ lang: 'en', query: 'zorbling' });
    expect(body.search_materials.find((m) => m.id === id)!.searchsnippet).toMatch(/<mark>zorblings?<\/mark>/);
    // The other language's materials are not searched.
    expect((await search({ lang: 'ru', query: 'zorbling' })).body.materials_count).toBe(0);
  });

  it('matches the last word as a prefix while it is being typed, and needs every word', async () => {
    const id = await addMaterial('ru', 'test-prefix', { title: 'Пиктограммы кочевников', description: 'Описание.' });
    expect((await search({ lang: 'ru', query: 'пиктогр' })).body.search_materials.map((m) => m.id)).toContain(id);
    expect((await search({ lang: 'ru', query: 'кочевников пикт' })).body.search_materials.map((m) => m.id)).toContain(id);
    expect((await search({ lang: 'ru', query: 'пикт кочевниковзз' })).body.search_materials.map((m) => m.id)).not.toContain(id);
  });

  it('ranks a match in the title above a match in the text, and counts every match beyond the limit', async () => {
    const inText = await addMaterial('ru', 'test-rank-text', {
      title: 'Первый',
      chapters: ['<p>Упоминание слова флюгельгорн в тексте.</p>'],
    });
    const inTitle = await addMaterial('ru', 'test-rank-title', { title: 'Флюгельгорн', description: 'Кратко.' });
    const { body } = await search({ lang: 'ru', query: 'флюгельгорн' });
    expect(body.search_materials.map((m) => m.id)).toEqual([inTitle, inText]);
    expect(body.materials_count).toBe(2);
    const limited = await search({ lang: 'ru', query: 'флюгельгорн', limit: '1' });
    expect(limited.body.search_materials).toHaveLength(1);
    expect(limited.body.materials_count).toBe(2);
  });

  it('answers the most popular first when a word is in too many materials to rank, with the full count', async () => {
    const many = MAX_RANKED_MATCHES + 5;
    await ctx.app.db.query(
      `insert into materials (lang, slug, title, description, time, popularity)
       select 'ru', 'test-many-' || g, 'Вездесущее слово номер ' || g, 'Описание.', 1, g from generate_series(1, $1::int) g`,
      [many],
    );
    const { body } = await search({ lang: 'ru', query: 'вездесущее', limit: '5' });
    expect(body.materials_count).toBe(many);
    expect(body.search_materials.map((m) => m.slug)).toEqual([0, 1, 2, 3, 4].map((i) => `test-many-${many - i}`));
  });

  it('answers article items with their fields and keeps snippets safe HTML', async () => {
    const id = await addMaterial('ru', 'test-safe', {
      title: 'Безопасность',
      description: '<script>alert(1)</script> & слово гиппопотамус',
    });
    const { body } = await search({ lang: 'ru', query: 'гиппопотамус' });
    const item = body.search_materials.find((m) => m.id === id)!;
    expect(item).toMatchObject({ slug: 'test-safe', title: 'Безопасность', image: null, author: null });
    expect(item.short_description).toBe('<p>&#60;script&#62;alert(1)&#60;/script&#62; &#38; слово гиппопотамус</p>');
    expect(item.searchsnippet).toContain('<mark>гиппопотамус</mark>');
    expect(item.searchsnippet).not.toContain('<script');
    expect(item.searchsnippet.replace(/<\/?mark>/g, '')).not.toMatch(/[<>]/);
  });

  it('follows chapter edits and deletions', async () => {
    const id = await addMaterial('ru', 'test-edit', { title: 'Правки', chapters: ['<p>Исходный текст.</p>'] });
    expect((await search({ lang: 'ru', query: 'трансмогрификация' })).body.materials_count).toBe(0);
    await ctx.app.db.query("update chapters set content = '<p>Теперь здесь трансмогрификация.</p>' where material_id = $1", [id]);
    expect((await search({ lang: 'ru', query: 'трансмогрификация' })).body.search_materials.map((m) => m.id)).toEqual([id]);
    await ctx.app.db.query('delete from chapters where material_id = $1', [id]);
    expect((await search({ lang: 'ru', query: 'трансмогрификация' })).body.materials_count).toBe(0);
  });

  it('finds courses and library chapters of the language asked', async () => {
    const [course] = (
      await ctx.app.db.query<{ id: number; title: string; slug: string }>(
        "select id, title, slug from courses where lang = 'ru' order by id limit 1",
      )
    ).rows;
    const titleWord = course.title.split(/[^\p{L}]+/u).filter((w) => w.length > 4)[0];
    const courses = (await search({ lang: 'ru', query: titleWord })).body;
    expect(courses.search_courses.map((c) => c.id)).toContain(course.id);
    const foundCourse = courses.search_courses.find((c) => c.id === course.id)!;
    expect(foundCourse.short_description).toMatch(/^<p>/);
    expect(foundCourse.image).toBe(`covers/courses/${course.slug}-preview.webp`);

    const [chapter] = (
      await ctx.app.db.query<{ id: number; title: string; lang: string; section: string }>(
        `select ch.id, ch.title, ch.lang, b.section from book_chapters ch join books b on b.id = ch.book_id
         where ch.lang = 'en' and b.section = 'torah' order by ch.id limit 1`,
      )
    ).rows;
    const chapterWord = chapter.title.split(/[^\p{L}]+/u).filter((w) => w.length > 4)[0];
    const chapters = (await search({ lang: 'en', query: chapterWord })).body;
    const found = chapters.search_chapters.find((c) => c.id === chapter.id)!;
    expect(found).toBeDefined();
    expect(found.book.section).toBe('Torah');
    expect(found.book.section_key).toBe('torah');
    expect(found.position).toBeGreaterThan(0);
    expect(found.image).toMatch(/^covers\/books\/.+\.webp$/);
    expect(chapters.chapters_count).toBeGreaterThanOrEqual(1);
    const ru = (await search({ lang: 'ru', query: 'Тора' })).body;
    expect(ru.search_chapters.every((c) => ['Тора', 'Нэвиим', 'Ктувим'].includes(c.book.section))).toBe(true);
  });

  it.each([
    ['', 'an empty query'],
    ['   ', 'spaces'],
    ['& | ! : * ( ) \' " <-> \\', 'operators only'],
    ['и в на', 'stop words only'],
  ])('answers empty groups for %j (%s)', async (query) => {
    const { status, body } = await search({ lang: 'ru', query });
    expect(status).toBe(200);
    expect(body).toEqual({
      search_materials: [], materials_count: 0, materials_count_estimated: false, search_courses: [], courses_count: 0,
      courses_count_estimated: false, search_chapters: [], chapters_count: 0, chapters_count_estimated: false, suggestion: null,
    });
  });

  it.each([
    "Шаббат & | ! 'свечи' : (халa",
    'a:* & b:A | !c <-> d',
    '\u0000шаббат\u0007',
    '🕎 ханука 🕯️',
    'слово '.repeat(150),
    "o'reilly's \"quoted\" -minus +plus",
  ])('does not fail on odd input %#', async (query) => {
    for (const lang of ['ru', 'en']) {
      const { status, body } = await search({ lang, query });
      expect(status).toBe(200);
      expect(body.materials_count).toBeGreaterThanOrEqual(0);
    }
  });

  it.each([
    [{ lang: 'de', query: 'a' }, 'lang'],
    [{ query: 'a', limit: '0' }, 'limit'],
    [{ query: 'a', limit: '51' }, 'limit'],
    [{ query: 'a', limit: '1e999' }, 'limit'],
    [{ query: 'x'.repeat(1001) }, 'query'],
  ])('answers 422 for %j', async (params, field) => {
    const res = await ctx.app.inject({ url: '/api/search', query: params as Record<string, string> });
    expect(res.statusCode).toBe(422);
    expect(res.json().errors[field]).toBeDefined();
  });

  it('keeps the count of rows of each lexeme exact through inserts, edits, unpublishing and deletions', async () => {
    const counts = async () =>
      (
        await ctx.app.db.query<{ source: string; lang: string; lexeme: string; docs: number }>(
          "select source, lang, lexeme, docs from search_lexemes where docs <> 0 order by source, lang, lexeme collate \"C\"",
        )
      ).rows;
    const id = await addMaterial('ru', 'test-lexemes', {
      title: 'Счётные лексемы',
      description: 'Описание с редкословием.',
      chapters: ['<p>Первая глава про квадрильоны.</p>', '<p>Вторая.</p>'],
    });
    await ctx.app.db.query("update chapters set content = '<p>Теперь про мультиплеты.</p>' where material_id = $1 and position = 1", [id]);
    await ctx.app.db.query("update materials set title = 'Другие лексемы', like_count = like_count + 1 where id = $1", [id]);
    await ctx.app.db.query("update courses set title = title || ' квинтиллион' where id = (select min(id) from courses)");
    await ctx.app.db.query("update book_chapters set content = content || ' <p>септиллион</p>' where id = (select min(id) from book_chapters)");
    const kept = await counts();
    expect(kept.find((r) => r.source === 'materials' && r.lexeme === 'мультиплет')?.docs).toBe(1);
    expect(kept.find((r) => r.source === 'materials' && r.lexeme === 'квадрильон')).toBeUndefined();
    await ctx.app.db.query('select search_lexemes_rebuild()');
    expect(await counts()).toEqual(kept);

    // A draft has no vector: unpublishing removes its words and the row from the language's count, deleting too.
    const rowsOfRu = async () =>
      (await ctx.app.db.query<{ docs: number }>("select docs from search_lexemes where source = 'materials' and lang = 'ru' and lexeme = ''")).rows[0].docs;
    const before = await rowsOfRu();
    await ctx.app.db.query('update materials set published = false where id = $1', [id]);
    expect(await rowsOfRu()).toBe(before - 1);
    expect((await counts()).find((r) => r.source === 'materials' && r.lexeme === 'мультиплет')).toBeUndefined();
    await ctx.app.db.query('update materials set published = true where id = $1', [id]);
    await ctx.app.db.query('delete from materials where id = $1', [id]);
    expect(await rowsOfRu()).toBe(before - 1);
    const afterDelete = await counts();
    await ctx.app.db.query('select search_lexemes_rebuild()');
    expect(await counts()).toEqual(afterDelete);
  });

  // Last: they make the English materials many more than MAX_RANKED_MATCHES (repository.ts, migration 071).
  it('at scale: counts a common word exactly from the lexeme counts, estimates a common query of two words, counts a rare one exactly', async () => {
    const many = 1300;
    await ctx.app.db.query(
      `insert into materials (lang, slug, title, description, time, popularity)
       select 'en', 'test-sampled-' || g, 'Omnipresentword number ' || g || case when g % 2 = 0 then ' evenword' else ' oddword' end,
         case when g <= 3 then 'A rarissimword here, evenword oddword.' else 'Nothing else.' end, 1, g
       from generate_series(1, $1::int) g`,
      [many],
    );
    const common = (await search({ lang: 'en', query: 'omnipresentword', limit: '5' })).body;
    // One word of one lexeme: its rows are counted by search_lexemes, exactly.
    expect(common.materials_count).toBe(many);
    expect(common.materials_count_estimated).toBe(false);
    // Equal ranks: the most popular first.
    expect(common.search_materials.map((m) => m.slug)).toEqual([0, 1, 2, 3, 4].map((i) => `test-sampled-${many - i}`));
    expect(common.search_materials[0].searchsnippet).toBe('Nothing else.');

    // Two common words: estimated from the most popular rows (every one of them holds both), said so.
    const both = (await search({ lang: 'en', query: 'number omnipresentword', limit: '5' })).body;
    expect(both.materials_count_estimated).toBe(true);
    expect(both.materials_count).toBeGreaterThan(many * 0.9);
    expect(both.materials_count).toBeLessThan(many * 1.1);
    expect(both.search_materials.map((m) => m.slug)).toEqual(common.search_materials.map((m) => m.slug));

    // Three matches among the least popular rows, far from the most popular: found and counted by the index.
    const rare = (await search({ lang: 'en', query: 'rarissimword' })).body;
    expect(rare.materials_count).toBe(3);
    expect(rare.materials_count_estimated).toBe(false);
    expect(rare.search_materials.map((m) => m.slug).sort()).toEqual(['test-sampled-1', 'test-sampled-2', 'test-sampled-3']);
    expect(rare.search_materials[0].searchsnippet).toBe('A <mark>rarissimword</mark> here, evenword oddword.');

    // A prefix of the common word: the same rows, the same exact count; a prefix of two lexemes is estimated.
    const prefix = (await search({ lang: 'en', query: 'omnipres', limit: '5' })).body;
    expect(prefix.materials_count).toBe(many);
    expect(prefix.search_materials.map((m) => m.slug)).toEqual(common.search_materials.map((m) => m.slug));
    await addMaterial('en', 'test-sampled-other', { title: 'Omnipresentness' });
    const two = (await search({ lang: 'en', query: 'omnipres', limit: '5' })).body;
    expect(two.materials_count_estimated).toBe(true);
    expect(two.materials_count).toBeGreaterThan(many * 0.9);
    expect(two.materials_count).toBeLessThan(many * 1.1);
    // Two common words that rarely meet (half the rows each, three both): the walk of the most popular rows finds
    // too few, the index finds and counts them exactly.
    const apart = (await search({ lang: 'en', query: 'evenword oddword' })).body;
    expect(apart.materials_count).toBe(3);
    expect(apart.materials_count_estimated).toBe(false);
    expect(apart.search_materials.map((m) => m.slug).sort()).toEqual(['test-sampled-1', 'test-sampled-2', 'test-sampled-3']);
  });
});
