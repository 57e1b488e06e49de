import { describe, expect, it } from 'vitest';
import { useTestApp } from '../helpers.ts';
import { searchApi } from './search-api.ts';
import type { SearchResponse } from '../../src/contracts/search.ts';

const ctx = useTestApp();
const search = searchApi(ctx);

const slugs = (body: SearchResponse) => body.search_materials.map((m) => m.slug);

describe('GET /api/search: typos ("did you mean")', () => {
  it("finds the Shabbat materials for 'шабат' and suggests 'шаббат'", async () => {
    const correct = await search({ lang: 'ru', query: 'шаббат' });
    expect(correct.body.materials_count).toBeGreaterThan(0);
    expect(correct.body.suggestion).toBeNull();

    const { status, body } = await search({ lang: 'ru', query: 'шабат' });
    expect(status).toBe(200);
    expect(body.suggestion).toBe('шаббат');
    expect(body.materials_count).toBe(correct.body.materials_count);
    expect(slugs(body)).toEqual(slugs(correct.body));
    expect(slugs(body)).toContain('shabbat');
    // The snippets mark the corrected word as found in the text.
    expect(body.search_materials.find((m) => m.slug === 'shabbat')!.searchsnippet).toMatch(/<mark>шаббат/i);
  });

  it('corrects an inflected form to the inflected form the texts contain, any case', async () => {
    const { body } = await search({ lang: 'ru', query: 'Шабата' });
    expect(body.suggestion).toMatch(/^шаббат/);
    expect(slugs(body)).toContain('shabbat');
  });

  it('corrects English misspellings', async () => {
    for (const [typed, meant, slug] of [
      ['hanuka', 'hanukkah', 'hanukkah'],
      ['shabat', 'shabbat', 'shabbat'],
    ]) {
      const { status, body } = await search({ lang: 'en', query: typed });
      expect(status, typed).toBe(200);
      expect(body.suggestion, typed).toBe(meant);
      expect(slugs(body), typed).toContain(slug);
    }
  });

  it('keeps the words found as typed and corrects the others', async () => {
    const { body } = await search({ lang: 'en', query: 'Shabbat candlez' });
    expect(body.suggestion).toMatch(/^shabbat candles?$/);
    expect(slugs(body)).toContain('shabbat');
  });

  it('answers a correct query without a suggestion, in both languages', async () => {
    for (const [lang, query] of [
      ['ru', 'ханука'],
      ['en', 'Hanukkah'],
      ['en', 'synagogue'],
    ]) {
      const { body } = await search({ lang, query });
      expect(body.materials_count, query).toBeGreaterThan(0);
      expect(body.suggestion, query).toBeNull();
    }
  });

  it('answers nonsense with nothing found, no suggestion, and 200', async () => {
    for (const query of ['qzxjvwq', 'ъъъыыыьь', 'zz', '12345', 'шабат 98765 ъъъыыыь']) {
      const { status, body } = await search({ lang: 'ru', query });
      expect(status, query).toBe(200);
      expect(body.suggestion, query).toBeNull();
      expect(body.materials_count + body.courses_count + body.chapters_count, query).toBe(0);
    }
  });

  it('learns the words of new and edited texts (triggers keep the word list current)', async () => {
    const { rows } = await ctx.app.db.query<{ id: number }>(
      `insert into materials (lang, slug, title, description, time) values ('ru', 'test-spelling', 'Проверка', '', 5)
       returning id`,
    );
    const id = rows[0].id;
    await ctx.app.db.query(
      `insert into chapters (material_id, position, title, content) values ($1, 1, 'Глава', '<p>Редкое слово квазиморфизм.</p>')`,
      [id],
    );
    let found = await search({ lang: 'ru', query: 'квазиморфзм' });
    expect(found.body.suggestion).toBe('квазиморфизм');
    expect(found.body.search_materials.map((m) => m.id)).toEqual([id]);

    await ctx.app.db.query(`update materials set title = 'Гиперболоид инженера' where id = $1`, [id]);
    found = await search({ lang: 'ru', query: 'гипербалоид' });
    expect(found.body.suggestion).toBe('гиперболоид');
    expect(found.body.search_materials.map((m) => m.id)).toEqual([id]);
    // Words are per language.
    expect((await search({ lang: 'en', query: 'гипербалоид' })).body.suggestion).toBeNull();
  });

  it('offers no suggestion when the corrected query still finds nothing', async () => {
    // 'hanuka' is corrected to 'hanukkah', the other word has no similar word: the corrected query finds nothing.
    const { body } = await search({ lang: 'en', query: 'hanuka qzxjvwq' });
    expect(body.suggestion).toBeNull();
    expect(body.materials_count).toBe(0);
  });
});
