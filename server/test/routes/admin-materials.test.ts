import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestContext } from '../helpers.ts';
import { adminCall, createStaff, expectGuarded, lastAudit, listUrl, type TestUser } from '../admin-helpers.ts';
import type { AdminMaterial, AdminTag } from '../../src/contracts/admin.ts';
import type { MaterialListItem } from '../../src/contracts/materials.ts';

let ctx: TestContext;
let editor: TestUser;
let moderator: TestUser;
let plain: TestUser;
beforeAll(async () => {
  ctx = await createTestApp();
  editor = await createStaff(ctx.app, 'editor');
  moderator = await createStaff(ctx.app, 'moderator');
  plain = await createStaff(ctx.app);
});
afterAll(() => ctx.close());

const call = (method: string, url: string, payload?: unknown, user: TestUser = editor) =>
  adminCall(ctx.app, user, method, url, payload);

const newMaterial = (over: Record<string, unknown> = {}) => ({
  lang: 'ru',
  slug: `admin-test-${Math.random().toString(36).slice(2, 8)}`,
  title: 'Суббота в доме',
  description: 'Как встречают субботу',
  time: 7,
  tags: [1, 2],
  hashtags: [1],
  chapters: [
    { title: 'Свечи', content: '<p>Зажигают <strong>свечи</strong></p><script>alert(1)</script>' },
    { title: 'Кидуш', content: '<p onclick="x()">Благословение над вином</p>' },
  ],
  ...over,
});

describe('admin: materials', () => {
  it('answers 401 without a token and 403 for a plain user and for a moderator', async () => {
    await expectGuarded(ctx.app, 'materials', [plain, moderator]);
  });

  it('lists with Content-Range, range and sort', async () => {
    // ra-data-simple-rest also sends a Range header
    const res = await ctx.app.inject({
      url: `/api/admin/${listUrl('materials', { range: [0, 4], sort: ['id', 'ASC'] })}`,
      headers: { ...editor.auth, range: 'materials=0-4' },
    });
    expect(res.statusCode).toBe(200);
    const body = res.json() as AdminMaterial[];
    expect(body).toHaveLength(5);
    expect(body.map((m) => m.id)).toEqual([...body.map((m) => m.id)].sort((a, b) => a - b));
    const { rows } = await ctx.app.db.query<{ n: number }>('select count(*)::int as n from materials');
    expect(res.headers['content-range']).toBe(`materials 0-4/${rows[0].n}`);
    expect(res.headers['access-control-expose-headers']).toBe('Content-Range');
    expect(res.headers['cache-control']).toBe('no-store');
    expect(body[0]).toMatchObject({ published: true, lang: expect.any(String), chapters: expect.any(Array) });
    const second = await call('GET', listUrl('materials', { range: [5, 9], sort: ['id', 'ASC'] }));
    expect(second.headers['content-range']).toBe(`materials 5-9/${rows[0].n}`);
    expect((second.json() as AdminMaterial[])[0].id).toBeGreaterThan(body[4].id);
  });

  it('filters by q, lang and ids (getMany)', async () => {
    const { rows } = await ctx.app.db.query<{ id: number; title: string }>("select id, title from materials where lang = 'en' order by id limit 3");
    const byIds = await call('GET', listUrl('materials', { filter: { id: rows.map((r) => r.id) } }));
    expect((byIds.json() as AdminMaterial[]).map((m) => m.id).sort()).toEqual(rows.map((r) => r.id).sort());
    const word = rows[0].title.split(' ')[0];
    const q = await call('GET', listUrl('materials', { filter: { q: word.toUpperCase(), lang: 'en' } }));
    const found = q.json() as AdminMaterial[];
    expect(found.some((m) => m.id === rows[0].id)).toBe(true);
    expect(found.every((m) => m.lang === 'en')).toBe(true);
  });

  it.each([
    ['range=junk', 'range'],
    ['range=%5B5%2C1%5D', 'range'],
    ['range=%5B0%2C5000%5D', 'range'],
    ['sort=%5B%22password%22%2C%22ASC%22%5D', 'sort'],
    ['sort=%5B%22id%22%2C%22SIDEWAYS%22%5D', 'sort'],
    ['filter=%7B%22nope%22%3A1%7D', 'filter'],
    ['filter=%7B%22lang%22%3A%22de%22%7D', 'filter'],
    ['filter=%5B1%5D', 'filter'],
    ['filter=%7B', 'filter'],
  ])('answers 422 with a message for %s', async (query, field) => {
    const res = await call('GET', `materials?${query}`);
    expect(res.statusCode).toBe(422);
    const body = res.json() as { message: string; errors: Record<string, string[]> };
    expect(body.message).toBeTruthy();
    expect(Object.keys(body.errors)).toEqual([field]);
  });

  let created: AdminMaterial;
  it('creates a draft with sanitised chapters, tags and hashtags, and audits it', async () => {
    const res = await call('POST', 'materials', newMaterial());
    expect(res.statusCode).toBe(201);
    created = res.json() as AdminMaterial;
    expect(created.id).toBeGreaterThan(0);
    expect(created.published).toBe(false);
    expect(created.tags).toEqual([1, 2]);
    expect(created.hashtags).toEqual([1]);
    expect(created.chapters.map((c) => c.title)).toEqual(['Свечи', 'Кидуш']);
    expect(created.chapters[0].content).toBe('<p>Зажигают <strong>свечи</strong></p>');
    expect(created.chapters[1].content).toBe('<p>Благословение над вином</p>');
    const audit = await lastAudit(ctx.app, 'materials', created.id);
    expect(audit).toMatchObject({ action: 'create', user_id: editor.id });
    expect(audit!.diff).toMatchObject({ slug: created.slug, title: 'Суббота в доме' });
    const one = await call('GET', `materials/${created.id}`);
    expect(one.json()).toEqual(created);
  });

  it('keeps a draft out of the public list, page and search; publishing shows it at once', async () => {
    const publicList = async () =>
      ((await ctx.app.inject({ url: '/api/materials?per_page=50' })).json() as MaterialListItem[]).map((m) => m.id);
    expect(await publicList()).not.toContain(created.id);
    expect((await ctx.app.inject({ url: `/api/materials/${created.slug}` })).statusCode).toBe(404);
    const before = ctx.app.contentVersion();
    const res = await call('PUT', `materials/${created.id}`, { ...created, published: true });
    expect(res.statusCode).toBe(200);
    expect(ctx.app.contentVersion()).toBeGreaterThan(before);
    expect(await publicList()).toContain(created.id);
    expect((await ctx.app.inject({ url: `/api/materials/${created.slug}` })).statusCode).toBe(200);
    const audit = await lastAudit(ctx.app, 'materials', created.id);
    expect(audit).toMatchObject({ action: 'update', diff: { published: { from: false, to: true } } });
  });

  it('updates chapters in order, keeping ids, and the search index follows', async () => {
    const [first, second] = created.chapters;
    const res = await call('PUT', `materials/${created.id}`, {
      chapters: [
        { id: second.id, title: 'Кидуш', content: '<p>Благословение над вином и халами</p>' },
        { title: 'Земирот', content: '<p>Субботние песни: зефирантовый напев</p>' },
      ],
    });
    expect(res.statusCode).toBe(200);
    const updated = res.json() as AdminMaterial;
    expect(updated.chapters.map((c) => c.title)).toEqual(['Кидуш', 'Земирот']);
    expect(updated.chapters[0].id).toBe(second.id);
    expect(updated.chapters.some((c) => c.id === first.id)).toBe(false);
    const { rows } = await ctx.app.db.query<{ hit: boolean }>(
      `select search @@ to_tsquery('russian', 'зефирантовый') as hit from materials where id = $1`,
      [created.id],
    );
    expect(rows[0].hit).toBe(true);
    created = updated;
  });

  it('keeps search in step: a draft is not found, publishing finds it, unpublishing hides it again', async () => {
    const search = async () =>
      ((await ctx.app.inject({ url: `/api/search?lang=ru&query=${encodeURIComponent('зефирантовый')}` })).json() as {
        search_materials: { id: number }[];
      }).search_materials.map((m) => m.id);
    expect(await search()).toContain(created.id);
    await call('PUT', `materials/${created.id}`, { published: false });
    expect(await search()).not.toContain(created.id);
    await call('PUT', `materials/${created.id}`, { published: true });
    expect(await search()).toContain(created.id);
  });

  it('lists every admin route in the OpenAPI document under the admin tag', async () => {
    const doc = (await ctx.app.inject({ url: '/api/docs/json' })).json() as { paths: Record<string, Record<string, { tags?: string[] }>> };
    const adminPaths = Object.keys(doc.paths).filter((p) => p.startsWith('/api/admin/'));
    for (const resource of ['materials', 'courses', 'tags', 'hashtags', 'hashtag_categories', 'team_members', 'places', 'books', 'book_chapters', 'gallery_items', 'dishes', 'pages', 'comments', 'users', 'chats', 'questionnaires', 'audit']) {
      expect(adminPaths).toContain(`/api/admin/${resource}`);
      expect(adminPaths).toContain(`/api/admin/${resource}/{id}`);
    }
    expect(adminPaths).toContain('/api/admin/uploads');
    expect(adminPaths).toContain('/api/admin/chats/{id}/messages');
    for (const p of adminPaths) for (const op of Object.values(doc.paths[p])) expect(op.tags).toEqual(['admin']);
  });

  it('answers 422 for bad input, a taken slug and unknown tags', async () => {
    for (const body of [
      { ...newMaterial(), slug: 'Not A Slug' },
      { ...newMaterial(), lang: 'de' },
      { ...newMaterial(), title: '' },
      { ...newMaterial(), time: -1 },
      { ...newMaterial(), preview: '../etc/passwd' },
      { ...newMaterial(), link: 'javascript:alert(1)' },
      { ...newMaterial(), link: '//evil.example.org/' },
      { ...newMaterial(), chapters: [{ title: 'x' }] },
    ]) {
      const res = await call('POST', 'materials', body);
      expect(res.statusCode, JSON.stringify(body)).toBe(422);
      expect(res.json().message).toBeTruthy();
    }
    for (const link of ['/ru/courses/shabbat', 'https://example.org/page?a=1', null]) {
      expect((await call('PUT', `materials/${created.id}`, { link })).json().link).toBe(link);
    }
    const taken = await call('POST', 'materials', newMaterial({ slug: created.slug }));
    expect(taken.statusCode).toBe(422);
    expect(taken.json().errors).toHaveProperty('slug');
    const unknownTag = await call('POST', 'materials', newMaterial({ tags: [1, 999999] }));
    expect(unknownTag.statusCode).toBe(422);
    expect(unknownTag.json().errors.tags[0]).toMatch(/999999/);
    expect((await call('PUT', 'materials/999999', { title: 'x' })).statusCode).toBe(404);
    expect((await call('GET', 'materials/999999')).statusCode).toBe(404);
  });

  it('deletes, answering the deleted record, and audits it', async () => {
    // as ra-data-simple-rest sends it: no body, Content-Type text/plain
    const res = await ctx.app.inject({
      method: 'DELETE',
      url: `/api/admin/materials/${created.id}`,
      headers: { ...editor.auth, 'content-type': 'text/plain' },
    });
    expect(res.statusCode).toBe(200);
    expect((res.json() as AdminMaterial).id).toBe(created.id);
    expect((await call('GET', `materials/${created.id}`)).statusCode).toBe(404);
    expect(await lastAudit(ctx.app, 'materials', created.id)).toMatchObject({ action: 'delete', user_id: editor.id });
    expect((await call('DELETE', `materials/${created.id}`)).statusCode).toBe(404);
  });
});

describe('admin: tags', () => {
  it('answers 401 without a token and 403 for a plain user and a moderator', async () => {
    await expectGuarded(ctx.app, 'tags', [plain, moderator]);
  });

  it('lists, creates with a contrast warning, updates, deletes, audits', async () => {
    const list = await call('GET', listUrl('tags', { range: [0, 9], sort: ['position', 'ASC'] }));
    expect(list.statusCode).toBe(200);
    expect(list.headers['content-range']).toMatch(/^tags 0-\d+\/\d+$/);
    const pale = await call('POST', 'tags', { key: 'pale-test', type: 1, color: '#F5D491', name_ru: 'Бледный', name_en: 'Pale' });
    expect(pale.statusCode).toBe(201);
    const tag = pale.json() as AdminTag;
    expect(tag.contrast_warning).toMatch(/#F5D491.*below WCAG AA/);
    const dark = await call('PUT', `tags/${tag.id}`, { ...tag, color: '#1F3A5F' });
    expect(dark.statusCode).toBe(200);
    expect((dark.json() as AdminTag).contrast_warning).toBeNull();
    expect(await lastAudit(ctx.app, 'tags', tag.id)).toMatchObject({
      action: 'update',
      diff: { color: { from: '#F5D491', to: '#1F3A5F' } },
    });
    const gradient = await call('PUT', `tags/${tag.id}`, { gradient: 'linear-gradient(90deg, #1F3A5F 0%, #FFFFFF 100%)' });
    expect((gradient.json() as AdminTag).contrast_warning).toMatch(/#FFFFFF/);
    expect((await call('PUT', `tags/${tag.id}`, { gradient: 'url(javascript:alert(1))' })).statusCode).toBe(422);
    expect((await call('PUT', `tags/${tag.id}`, { color: 'red' })).statusCode).toBe(422);
    // A list where one value is wanted: a 422 on the field (it was a 500: admin-fuzz, seed -1656134835).
    const asList = await call('PUT', `tags/${tag.id}`, { gradient: ['a'] });
    expect([asList.statusCode, asList.json().errors]).toEqual([422, { gradient: ['The gradient field must be one value, not a list.'] }]);
    expect((await call('POST', 'tags', { key: 'pale-test', type: 1, name_ru: 'x', name_en: 'x' })).json().errors).toHaveProperty('key');
    const removed = await call('DELETE', `tags/${tag.id}`);
    expect(removed.statusCode).toBe(200);
    expect(await lastAudit(ctx.app, 'tags', tag.id)).toMatchObject({ action: 'delete' });
  });
});
