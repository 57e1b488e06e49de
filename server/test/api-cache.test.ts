import path from 'node:path';
import os from 'node:os';
import fs from 'node:fs';
import Fastify from 'fastify';
import { describe, expect, it, vi } from 'vitest';
import { createUser, useTestApp } from './helpers.ts';
import { createStaff } from './admin-helpers.ts';
import { loadConfig } from '../src/config.ts';
import { authPlugin } from '../src/plugins/auth.ts';
import { contentVersionPlugin } from '../src/plugins/content-version.ts';
import { apiCachePlugin, CACHED_ROUTES } from '../src/plugins/api-cache.ts';

const ctx = useTestApp({ API_CACHE_ENTRIES: '100' });

const get = (url: string, headers: Record<string, string> = {}) => ctx.app.inject({ url, headers });

/** How many database queries `fn` makes (the app's own connection, counted). */
async function queriesOf(fn: () => Promise<unknown>) {
  const spy = vi.spyOn(ctx.app.db, 'query');
  try {
    await fn();
    return spy.mock.calls.length;
  } finally {
    spy.mockRestore();
  }
}

const firstMaterial = async () =>
  (await ctx.app.db.query<{ id: number; slug: string; title: string }>("select id, slug, title from materials where lang = 'ru' and published order by id limit 1")).rows[0];

describe('the API answer cache', () => {
  it('names only routes that exist', () => {
    for (const url of Object.keys(CACHED_ROUTES)) expect(ctx.app.hasRoute({ method: 'GET', url }), url).toBe(true);
  });

  it('answers a second identical request from memory, without a database query, with the same body and ETag', async () => {
    const url = '/api/materials?lang=ru&page=0&per_page=11&filterBy=date';
    const first = await get(url);
    expect(first.statusCode).toBe(200);
    expect(first.headers['x-api-cache']).toBe('miss');
    let second!: Awaited<ReturnType<typeof get>>;
    expect(await queriesOf(async () => (second = await get(url)))).toBe(0);
    expect(second.headers['x-api-cache']).toBe('hit');
    expect(second.body).toBe(first.body);
    expect(second.headers['content-type']).toBe(first.headers['content-type']);
    expect(second.headers.etag).toBe(first.headers.etag);
    // Another address is another entry.
    expect((await get(`${url}&orderBy=1`)).headers['x-api-cache']).toBe('miss');
  });

  it('answers 304 to If-None-Match, from the cache and on a miss alike', async () => {
    const url = '/api/tags?lang=en';
    const first = await get(url);
    const etag = first.headers.etag as string;
    expect(etag).toMatch(/^"/);
    const cached = await get(url, { 'if-none-match': etag });
    expect(cached.statusCode).toBe(304);
    expect(cached.headers['x-api-cache']).toBe('hit');
    expect(cached.body).toBe('');
    ctx.app.contentChanged();
    const recomputed = await get(url, { 'if-none-match': etag });
    expect(recomputed.headers['x-api-cache']).toBe('miss');
    expect(recomputed.statusCode).toBe(304);
    expect((await get(url, { 'if-none-match': '"other"' })).statusCode).toBe(200);
  });

  it('drops what it holds when content changes: an edit in the console shows at once in the list, the item and search', async () => {
    const material = await firstMaterial();
    const listUrl = '/api/materials?lang=ru&per_page=50';
    const searchUrl = `/api/search?lang=ru&query=${encodeURIComponent('Зюзюкалка')}`;
    const itemUrl = `/api/materials/${material.slug}?lang=ru`;
    for (const url of [listUrl, searchUrl, itemUrl]) await get(url);
    expect((await get(searchUrl)).json().materials_count).toBe(0);
    const editor = await createStaff(ctx.app, 'editor');
    const edited = await ctx.app.inject({
      method: 'PUT',
      url: `/api/admin/materials/${material.id}`,
      headers: editor.auth,
      payload: { title: 'Зюзюкалка' },
    });
    expect(edited.statusCode).toBe(200);
    const list = await get(listUrl);
    expect(list.headers['x-api-cache']).toBe('miss');
    expect(list.json().find((m: { id: number }) => m.id === material.id).title).toBe('Зюзюкалка');
    expect((await get(itemUrl)).json().title).toBe('Зюзюкалка');
    expect((await get(searchUrl)).json().search_materials.map((m: { id: number }) => m.id)).toEqual([material.id]);
  });

  it('shows a like, a share and a comment at once in the lists, the item and its comments', async () => {
    const material = await firstMaterial();
    const listUrl = '/api/materials?lang=ru&per_page=50';
    const itemUrl = `/api/materials/${material.slug}?lang=ru`;
    const commentsUrl = `/api/materials/${material.slug}/comments?lang=ru`;
    const likes = async () => (await get(listUrl)).json().find((m: { id: number }) => m.id === material.id).like_count;
    const before = await likes();
    expect((await get(listUrl)).headers['x-api-cache']).toBe('hit');
    const liked = await ctx.app.inject({
      method: 'POST',
      url: `/api/materials/${material.id}/increase-likes`,
      headers: { 'x-client-id': 'cache-test-browser' },
    });
    expect(liked.statusCode).toBe(200);
    expect(await likes()).toBe(before + 1);

    const shares = (await get(itemUrl)).json().share_count;
    await ctx.app.inject({ method: 'POST', url: `/api/materials/${material.slug}/increase-share`, payload: { lang: 'ru' } });
    expect((await get(itemUrl)).json().share_count).toBe(shares + 1);

    const count = (await get(commentsUrl)).json().countComments;
    const user = await createUser(ctx.app);
    const posted = await ctx.app.inject({
      method: 'POST',
      url: `/api/materials/${material.slug}/`,
      headers: user.auth,
      payload: { content: 'Комментарий для проверки кэша', lang: 'ru' },
    });
    expect(posted.statusCode).toBe(200);
    expect((await get(commentsUrl)).json().countComments).toBe(count + 1);
  });

  it('drops only the answers that show the item a visitor wrote to', async () => {
    const { rows } = await ctx.app.db.query<{ id: number; slug: string }>(
      "select id, slug from materials where lang = 'ru' and published order by id limit 2",
    );
    const [liked, other] = rows;
    const likedUrl = `/api/materials/${liked.slug}?lang=ru`;
    const otherUrl = `/api/materials/${other.slug}?lang=ru`;
    const otherComments = `/api/materials/${other.slug}/comments?lang=ru`;
    const enList = '/api/materials?lang=en&per_page=3';
    for (const url of [likedUrl, otherUrl, otherComments, enList]) await get(url);
    const res = await ctx.app.inject({
      method: 'POST',
      url: `/api/materials/${liked.id}/increase-likes`,
      headers: { 'x-client-id': 'cache-exact-browser' },
    });
    expect(res.statusCode).toBe(200);
    expect((await get(likedUrl)).headers['x-api-cache']).toBe('miss');
    for (const url of [otherUrl, otherComments, enList]) expect((await get(url)).headers['x-api-cache'], url).toBe('hit');
  });

  it('keys an answer on the parameters its route reads: others, or another order, reuse the entry', async () => {
    const url = '/api/materials?lang=ru&per_page=5&filterBy=popular';
    await get(url);
    const entries = ctx.app.apiCache.entries;
    for (const variant of [
      '/api/materials?filterBy=popular&per_page=5&lang=ru',
      `${url}&utm_source=mail`,
      ...Array.from({ length: 20 }, (_, i) => `${url}&x${i}=${i}`),
    ]) {
      const res = await get(variant);
      expect(res.headers['x-api-cache'], variant).toBe('hit');
    }
    expect(ctx.app.apiCache.entries).toBe(entries);
  });

  it('answers a signed-in user what a visitor gets on every cached route, and stores nothing from a signed-in request', async () => {
    const material = await firstMaterial();
    const { rows } = await ctx.app.db.query<{ slug: string }>("select slug from courses where lang = 'ru' order by id limit 1");
    const user = await createUser(ctx.app);
    // The user's own marks on the items: a favourite and a like.
    await ctx.app.inject({ method: 'POST', url: `/api/favorite/${material.id}/add`, headers: user.auth, payload: { type: 'material' } });
    await ctx.app.inject({ method: 'POST', url: `/api/materials/${material.id}/increase-likes`, headers: user.auth });
    const urls = [
      '/api/materials?lang=ru',
      '/api/materials/popular?lang=ru',
      `/api/materials/${material.slug}?lang=ru`,
      `/api/materials/${material.slug}/comments?lang=ru`,
      '/api/courses?lang=ru',
      `/api/courses/${rows[0].slug}?lang=ru`,
      '/api/tags?lang=ru',
      `/api/search?lang=ru&query=${encodeURIComponent('праздник')}`,
    ];
    for (const url of urls) {
      const signedIn = await get(url, user.auth);
      expect(signedIn.statusCode, url).toBe(200);
      expect(signedIn.headers['x-api-cache'], url).toBe('miss');
      // Not stored from the signed-in request: the next one is a miss again.
      expect((await get(url, user.auth)).headers['x-api-cache'], url).toBe('miss');
      const visitor = await get(url);
      expect(visitor.body, url).toBe(signedIn.body);
      const fromCache = await get(url, user.auth);
      expect(fromCache.headers['x-api-cache'], url).toBe('hit');
      expect(fromCache.body, url).toBe(signedIn.body);
    }
  });

  it('never caches a user\'s own answers: each user gets their favourites', async () => {
    const material = await firstMaterial();
    const [a, b] = [await createUser(ctx.app), await createUser(ctx.app)];
    await ctx.app.inject({ method: 'POST', url: `/api/favorite/${material.id}/add`, headers: a.auth, payload: { type: 'material' } });
    for (let i = 0; i < 2; i += 1) {
      const mine = await get('/api/user/favorites?lang=ru', a.auth);
      const theirs = await get('/api/user/favorites?lang=ru', b.auth);
      expect(mine.headers['x-api-cache']).toBeUndefined();
      expect(JSON.stringify(mine.json())).toContain(material.slug);
      expect(JSON.stringify(theirs.json())).not.toContain(material.slug);
    }
  });
});

describe('the API answer cache on a route that reads the user', () => {
  // A route at a cached address whose answer names the user (what a mistaken entry in CACHED_ROUTES would be):
  // a signed-in user's answer is never stored, so no one else is ever served it.
  it("never serves one user's answer to another", async () => {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'api-cache-'));
    const app = Fastify();
    app.decorate('config', loadConfig({ DATA_DIR: dataDir }));
    app.decorate('db', ctx.app.db);
    await app.register(contentVersionPlugin);
    await app.register(apiCachePlugin, { maxEntries: 10, maxAgeMs: 60_000, maxBytes: 1e6 });
    await app.register(authPlugin);
    app.get('/api/tags', async (request) => ({ user: request.user?.id ?? null }));
    try {
      const [a, b] = [await createUser(ctx.app), await createUser(ctx.app)];
      const ask = async (headers: Record<string, string> = {}) => (await app.inject({ url: '/api/tags', headers })).json().user;
      expect(await ask(a.auth)).toBe(a.id);
      expect(await ask(b.auth)).toBe(b.id);
      expect(await ask(a.auth)).toBe(a.id);
      expect(await ask()).toBe(null);
      // Once a visitor's answer is stored, that is what everyone gets — never a or b.
      expect(await ask(b.auth)).toBe(null);
      expect(await ask(a.auth)).toBe(null);
    } finally {
      await app.close();
      fs.rmSync(dataDir, { recursive: true, force: true });
    }
  });
});
