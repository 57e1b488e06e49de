import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestContext } from '../helpers.ts';
import { createStaff, type TestUser } from '../admin-helpers.ts';

/**
 * Property: whatever an admin sends to the console's API — well-formed JSON list parameters with odd values, bodies
 * of any shape, ids out of range — the answer is never a 5xx. (fuzz.test.ts fuzzes every route without a role.)
 */
let ctx: TestContext;
let admin: TestUser;
let routes: { method: string; path: string }[];
beforeAll(async () => {
  ctx = await createTestApp();
  admin = await createStaff(ctx.app, 'admin');
  const doc = (await ctx.app.inject({ url: '/api/docs/json' })).json() as { paths: Record<string, Record<string, unknown>> };
  routes = Object.entries(doc.paths)
    .filter(([path]) => path.startsWith('/api/admin/') && path !== '/api/admin/uploads')
    .flatMap(([path, methods]) => Object.keys(methods).map((method) => ({ method: method.toUpperCase(), path })));
});
afterAll(() => ctx.close());

const odd = fc.oneof(
  fc.constantFrom('', ' ', '\u0000', '%', '_', '\\', "' or 1=1 --", 'x'.repeat(300), '🕎', 'ru', 'en', 'id', 'title', 'ASC', 'DESC'),
  fc.integer({ min: -3, max: 3 }),
  fc.constantFrom(0, -1, 2147483647, 2147483648, 1e300, 1.5, true, false, null, [], {}, [1, 2], ['a']),
);
const listQuery = fc.record(
  {
    range: fc.oneof(fc.tuple(fc.integer({ min: -5, max: 2000 }), fc.integer({ min: -5, max: 2000 })), fc.array(odd, { maxLength: 3 })),
    sort: fc.oneof(fc.tuple(fc.constantFrom('id', 'title', 'waiting_since', 'created_at', 'position', 'password', ''), fc.constantFrom('ASC', 'DESC', 'desc', 'UP')), fc.array(odd, { maxLength: 3 })),
    filter: fc.dictionary(fc.constantFrom('q', 'id', 'lang', 'published', 'user_id', 'item_type', 'item_id', 'hidden', 'role', 'tag', 'section', 'book_id', 'category_id', 'unanswered', 'resource', 'action', 'key', 'type', 'nope'), odd, { maxKeys: 4 }),
  },
  { requiredKeys: [] },
);
const body = fc.oneof(
  fc.dictionary(
    fc.constantFrom('lang', 'slug', 'title', 'key', 'name_ru', 'name_en', 'type', 'color', 'gradient', 'tags', 'materials', 'chapters', 'published', 'hidden', 'roles', 'card_access', 'comments_blocked', 'text', 'book_id', 'category_id', 'position', 'lat', 'lng', 'section', 'content', 'translation_id', 'published_at', 'ingredients', 'time'),
    fc.oneof(odd, fc.array(fc.oneof(odd, fc.record({ id: odd, title: odd, content: odd }, { requiredKeys: [] })), { maxLength: 3 })),
    { maxKeys: 8 },
  ),
  fc.anything(),
);
const id = fc.oneof(fc.integer({ min: 1, max: 60 }), fc.constantFrom('0', '-1', '2147483648', 'abc', '1.5'));

/** Random requests a route; a new seed each run (it is in the failure: ADMIN_FUZZ_SEED=n replays it). */
const RUNS = Number(process.env.ADMIN_FUZZ_RUNS ?? 12);
const SEED = process.env.ADMIN_FUZZ_SEED ? Number(process.env.ADMIN_FUZZ_SEED) : undefined;

describe('the console API under random input', () => {
  it('never answers a 5xx', { timeout: 120_000 }, async () => {
    expect(routes.length).toBeGreaterThan(60);
    const failures: string[] = [];
    const statuses: Record<number, number> = {};
    for (const route of routes) {
      const result = await fc.check(
        fc.asyncProperty(listQuery, body, id, async (query, payload, recordId) => {
          const url = route.path.replace('{id}', String(recordId));
          const params = new URLSearchParams(
            Object.entries(query).map(([k, v]) => [k, JSON.stringify(v)]),
          ).toString();
          const res = await ctx.app.inject({
            method: route.method as 'GET',
            url: route.method === 'GET' && params ? `${url}?${params}` : url,
            headers: admin.auth,
            ...(route.method === 'POST' || route.method === 'PUT' ? { payload: JSON.stringify(payload ?? null), headers: { ...admin.auth, 'content-type': 'application/json' } } : {}),
          });
          statuses[res.statusCode] = (statuses[res.statusCode] ?? 0) + 1;
          if (res.statusCode >= 500) throw new Error(`${res.statusCode} ${res.body.slice(0, 300)}`);
        }),
        { numRuns: RUNS, endOnFailure: true, ...(SEED === undefined ? {} : { seed: SEED }) },
      );
      if (result.failed) {
        failures.push(`${route.method} ${route.path}: ${String(result.errorInstance)} for ${fc.stringify(result.counterexample)} (seed ${result.seed})`);
      }
    }
    console.log(`admin fuzz: ${routes.length} routes, statuses ${JSON.stringify(statuses)}`);
    expect(failures).toEqual([]);
    // some requests got past validation into the handlers (random filters and bodies mostly answer 422)
    expect(statuses[200] ?? 0, JSON.stringify(statuses)).toBeGreaterThan(routes.length / 2);
  });
});
