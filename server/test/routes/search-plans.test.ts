import { describe, expect, it } from 'vitest';
import { useTestApp } from '../helpers.ts';
import { searchApi } from './search-api.ts';
import { search as searchRepository } from '../../src/routes/search/repository.ts';
import { searchTsQuery } from '../../src/routes/search/query.ts';
import type { SearchResponse } from '../../src/contracts/search.ts';

const ctx = useTestApp();
const search = searchApi(ctx);

/** Rolls the transaction back after the answers were read. */
class Rollback extends Error {}

/**
 * The answers of `queries` as search_results gave them before migration 076: its statements planned for each call
 * (custom plans), read in a transaction that is rolled back.
 */
async function withCustomPlans(queries: { lang: 'ru' | 'en'; query: string; limit: number }[]) {
  const answers: SearchResponse[] = [];
  await ctx.app.db
    .transaction(async (tx) => {
      await tx.query('alter function search_results(text, text, integer) reset plan_cache_mode');
      await tx.query('set local plan_cache_mode = force_custom_plan');
      for (const q of queries) answers.push(await searchRepository(tx, q.lang, searchTsQuery(q.query)!, q.limit));
      throw new Rollback();
    })
    .catch((error: unknown) => {
      if (!(error instanceof Rollback)) throw error;
    });
  return answers;
}

describe('GET /api/search: plans made once a session (migration 076)', () => {
  it('search_results plans its statements generically', async () => {
    const { rows } = await ctx.app.db.query<{ config: string[] }>(
      "select proconfig as config from pg_proc where proname = 'search_results'",
    );
    expect(rows).toEqual([{ config: ['plan_cache_mode=force_generic_plan'] }]);
  });

  it('answers the same results, counts and snippets as statements planned for each call', { timeout: 60_000 }, async () => {
    // Many more rows than MAX_RANKED_MATCHES, so a common word walks the most popular rows and a rare one is found
    // by the index; texts with chapters (snippets) and courses of the same words.
    const many = 1500;
    const words = ['lanternword', 'lanterns', 'harvestword', 'harvesting', 'meadowword', 'riverword', 'rivers', 'orchardword'];
    await ctx.app.db.query(
      `insert into materials (lang, slug, title, description, time, popularity)
       select 'en', 'test-plans-' || g, initcap(($2::text[])[1 + g % 8] || ' ' || ($2::text[])[1 + (g * 3) % 8]),
         case when g % 500 = 7 then 'A scarceplanword among others. ' else '' end || ($2::text[])[1 + (g * 5) % 8] || ' of the day.',
         1, (g * 7919) % 1000
       from generate_series(1, $1::int) g`,
      [many, words],
    );
    await ctx.app.db.query(
      `insert into chapters (material_id, position, title, content)
       select m.id, 1, 'Part', '<p>' || (select string_agg(($1::text[])[1 + (m.id * 7 + i * i) % 8], ' ') from generate_series(1, 60) i) || '.</p>'
       from materials m where m.slug like 'test-plans-%'`,
      [words],
    );
    await ctx.app.db.query(
      `insert into courses (lang, slug, title, author, author_info, small_description, popularity, published_at)
       select 'en', 'test-plans-' || g, initcap(($2::text[])[1 + g % 8]), 'Plans', '<p>' || ($2::text[])[1 + (g * 3) % 8] || ' notes.</p>',
         '<p>About ' || ($2::text[])[1 + (g * 5) % 8] || ' and more.</p>', (g * 104729) % 1000, now()
       from generate_series(1, $1::int) g`,
      [many / 5, words],
    );
    await ctx.app.db.query('analyze materials, chapters, courses, search_lexemes');

    const queries = [
      { lang: 'en', query: 'lanternword', limit: 10 }, // a common word (walk, exact count)
      { lang: 'en', query: 'river', limit: 3 }, // a prefix of two lexemes (walk, estimated)
      { lang: 'en', query: 'harvest lantern', limit: 10 }, // two common words (estimated)
      { lang: 'en', query: 'scarceplanword', limit: 10 }, // a rare word (the index)
      { lang: 'en', query: 'scarceplanword orchard', limit: 10 },
      { lang: 'ru', query: 'книгу', limit: 10 }, // the demo content
      { lang: 'ru', query: 'трад', limit: 3 },
      { lang: 'ru', query: 'ханука', limit: 10 },
    ] as const;
    const generic: SearchResponse[] = [];
    for (const q of queries) {
      const res = await search({ lang: q.lang, query: q.query, limit: String(q.limit) });
      expect(res.status).toBe(200);
      generic.push(res.body);
    }
    // Each kind is the kind meant, and something is found.
    expect(generic[0].materials_count).toBeGreaterThan(100);
    expect(generic[0].materials_count_estimated).toBe(false);
    expect(generic[1].materials_count_estimated).toBe(true);
    expect(generic[3].materials_count).toBe(3);
    expect(generic[3].search_materials[0].searchsnippet).toContain('<mark>scarceplanword</mark>');
    expect(generic[0].search_courses.length).toBe(10);
    expect(generic[0].search_materials[0].searchsnippet).toContain('<mark>');

    expect(await withCustomPlans([...queries])).toEqual(generic);
    // The function's setting is back after the rollback.
    const { rows } = await ctx.app.db.query<{ config: string[] }>("select proconfig as config from pg_proc where proname = 'search_results'");
    expect(rows[0].config).toEqual(['plan_cache_mode=force_generic_plan']);
  });
});
