import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp, type App } from '../src/app.ts';
import { createTestApp, createUser, type TestContext } from './helpers.ts';

/**
 * Property: whatever visitors and readers write (likes, shares, comments, their names beside comments) between reads, a page the site serves
 * from its caches (pages and API answers both on, as in production) is the page a fresh render gives: a second
 * app on the same database with no caches at all.
 */

const NO_LIMITS = Object.fromEntries(
  ['COMMENT', 'LIKE', 'SHARE'].flatMap((call) => [
    [`RATE_LIMIT_${call}_ACCOUNT`, 'off'],
    [`RATE_LIMIT_${call}_ADDRESS`, 'off'],
  ]),
);

let ctx: TestContext;
let fresh: App;
let readers: { auth: { authorization: string } }[];
const items: { type: 'materials' | 'courses'; lang: 'ru' | 'en'; id: number; slug: string }[] = [];

beforeAll(async () => {
  ctx = await createTestApp({ ...NO_LIMITS, API_CACHE_ENTRIES: '2000', PAGE_CACHE_ENTRIES: '2000' });
  const config = ctx.app.config;
  fresh = await buildApp({
    config: { ...config, apiCache: { ...config.apiCache, maxEntries: 0 }, pageCache: { ...config.pageCache, maxEntries: 0 } },
    db: ctx.app.db,
  });
  await fresh.ready();
  readers = [await createUser(ctx.app), await createUser(ctx.app)];
  for (const type of ['materials', 'courses'] as const) {
    for (const lang of ['ru', 'en'] as const) {
      const list = (await ctx.app.inject(`/api/${type}?lang=${lang}&per_page=2&filterBy=popular`)).json() as { id: number; slug: string }[];
      for (const { id, slug } of list) items.push({ type, lang, id, slug });
    }
  }
}, 120_000);
afterAll(async () => {
  await fresh?.close();
  await ctx?.close();
});

const pagesOf = (item: (typeof items)[number]) =>
  item.type === 'materials'
    ? [`/${item.lang}/materials/${item.slug}`, `/${item.lang}/books/articles/${item.slug}`]
    : [`/${item.lang}/courses/${item.slug}`];

/** Where two pages first differ, with a little of each around it. */
function difference(served: string, expected: string): string {
  let at = 0;
  while (at < served.length && served[at] === expected[at]) at += 1;
  const around = (text: string) => text.slice(Math.max(0, at - 80), at + 80).replace(/\n/g, "⏎");
  return `served …${around(served)}… expected …${around(expected)}…`;
}

describe('the page cache', () => {
  it('serves after every write the page a fresh render gives (random sequences of writes and reads)', async () => {
    const pages = [...new Set([...items.flatMap(pagesOf), '/ru', '/en', '/ru/materials', '/en/courses', '/ru/courses?sort=popular'])];
    const write = fc.record({
      kind: fc.constantFrom('like-visitor', 'like-reader', 'share', 'comment', 'rename'),
      item: fc.nat({ max: items.length - 1 }),
      who: fc.nat({ max: readers.length - 1 }),
      visitor: fc.nat({ max: 5 }),
    });
    const read = fc.record({ kind: fc.constant('read' as const), page: fc.constantFrom(...pages) });
    let hits = 0;
    let reads = 0;
    let comments = 0;
    let renames = 0;
    await fc.assert(
      fc.asyncProperty(fc.array(fc.oneof(write, read, read), { minLength: 4, maxLength: 14 }), async (steps) => {
        for (const step of steps) {
          if (step.kind === 'read') {
            const served = await ctx.app.inject(step.page);
            const expected = await fresh.inject(step.page);
            reads += 1;
            if (served.headers['x-render-cache'] === 'hit') hits += 1;
            expect(served.statusCode, step.page).toBe(expected.statusCode);
            if (served.body !== expected.body) {
              throw new Error(`${step.page} (${served.headers['x-render-cache']}) differs: ${difference(served.body, expected.body)}`);
            }
            continue;
          }
          const item = items[step.item];
          const lang = { lang: item.lang };
          const res =
            step.kind === 'rename'
              ? await ctx.app.inject({
                  method: 'POST',
                  url: '/api/user/update',
                  headers: readers[step.who].auth,
                  payload: { name: `Reader${step.visitor}`, surname: `Renamed${(renames += 1)}` },
                })
              : step.kind === 'like-visitor'
              ? await ctx.app.inject({
                  method: 'POST',
                  url: `/api/${item.type}/${item.id}/increase-likes`,
                  headers: { 'x-client-id': `browser-property-${step.visitor}` },
                  payload: lang,
                })
              : step.kind === 'like-reader'
                ? await ctx.app.inject({
                    method: 'POST',
                    url: `/api/${item.type}/${item.id}/increase-likes`,
                    headers: readers[step.who].auth,
                    payload: lang,
                  })
                : step.kind === 'share'
                  ? await ctx.app.inject({ method: 'POST', url: `/api/${item.type}/${item.slug}/increase-share`, payload: lang })
                  : await ctx.app.inject({
                      method: 'POST',
                      url: `/api/${item.type}/${item.slug}/`,
                      headers: readers[step.who].auth,
                      payload: { ...lang, content: `A reader's note ${(comments += 1)}` },
                    });
          expect(res.statusCode, `${step.kind} ${item.type}/${item.slug}: ${res.body}`).toBe(200);
        }
      }),
      { numRuns: 25, seed: 20261125 },
    );
    // The property says something only if the cache answered: most reads of a page read before are hits.
    expect(reads).toBeGreaterThan(50);
    expect(hits).toBeGreaterThan(reads / 5);
  }, 180_000);
});
