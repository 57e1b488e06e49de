import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestContext } from '../helpers.ts';
import { adminCall, createStaff, expectGuarded, lastAudit, listUrl, type TestUser } from '../admin-helpers.ts';
import type { AdminCourse } from '../../src/contracts/admin.ts';

let ctx: TestContext;
let editor: TestUser;
let moderator: TestUser;
let plain: TestUser;
/** Ids from the demo content, read once. */
const seed: Record<string, number> = {};
beforeAll(async () => {
  ctx = await createTestApp();
  editor = await createStaff(ctx.app, 'editor');
  moderator = await createStaff(ctx.app, 'moderator');
  plain = await createStaff(ctx.app);
  const one = async (sql: string) => (await ctx.app.db.query<{ id: number }>(sql)).rows[0].id;
  seed.ruMaterial = await one("select id from materials where lang = 'ru' order by id limit 1");
  seed.ruMaterial2 = await one("select id from materials where lang = 'ru' order by id limit 1 offset 1");
  seed.enMaterial = await one("select id from materials where lang = 'en' order by id limit 1");
  seed.category = await one('select id from hashtag_categories order by id limit 1');
  seed.ruBook = await one("select id from books where lang = 'ru' order by id limit 1");
  seed.ruChapter = await one("select id from book_chapters where lang = 'ru' order by id limit 1");
  seed.enChapter = await one("select id from book_chapters where lang = 'en' order by id limit 1");
});
afterAll(() => ctx.close());

const call = (method: string, url: string, payload?: unknown) => adminCall(ctx.app, editor, method, url, payload);
const unique = () => Math.random().toString(36).slice(2, 8);

interface Case {
  resource: string;
  create: () => Record<string, unknown>;
  /** A change and the field it shows in. */
  update: () => Record<string, unknown>;
  /** Bodies that answer 422. */
  bad: () => Record<string, unknown>[];
  /** The field whose duplicate answers 422 (unique), if any. */
  uniqueField?: string;
}

const cases: Case[] = [
  {
    resource: 'courses',
    create: () => ({
      lang: 'ru',
      slug: `course-${unique()}`,
      title: 'Новый курс',
      author: 'Автор',
      author_info: '<p>Об авторе<img src="x" onerror="alert(1)"></p>',
      small_description: '<p>Описание</p>',
      tags: [1],
      materials: [seed.ruMaterial2, seed.ruMaterial],
    }),
    update: () => ({ title: 'Курс переименован', materials: [seed.ruMaterial] }),
    bad: () => [{ lang: 'ru', slug: 'x' }, { lang: 'ru', slug: `c-${unique()}`, title: 'x', materials: [seed.enMaterial] }],
    uniqueField: 'slug',
  },
  {
    resource: 'hashtag_categories',
    create: () => ({ key: `cat-${unique()}`, name_ru: 'Категория', name_en: 'Category' }),
    update: () => ({ name_en: 'Renamed category' }),
    bad: () => [{ key: 'Bad Key', name_ru: 'x', name_en: 'x' }, { key: `k-${unique()}`, name_ru: '', name_en: 'x' }],
    uniqueField: 'key',
  },
  {
    resource: 'hashtags',
    create: () => ({ key: `tag-${unique()}`, category_id: seed.category, name_ru: 'Хэштег', name_en: 'Hashtag', position: 3 }),
    update: () => ({ name_ru: 'Хэштег 2' }),
    bad: () => [{ key: `k-${unique()}`, category_id: 999999, name_ru: 'x', name_en: 'x' }, { key: `k-${unique()}`, name_ru: 'x', name_en: 'x' }],
    uniqueField: 'key',
  },
  {
    resource: 'team_members',
    create: () => ({ lang: 'en', key: `member-${unique()}`, name: 'Ann Smith', role: 'Editor', avatar: 'uploads/abc.webp' }),
    update: () => ({ role: 'Chief editor', audio: 'uploads/abc.ogg' }),
    bad: () => [{ lang: 'en', key: `m-${unique()}`, name: 'x' }, { lang: 'en', key: `m-${unique()}`, name: 'x', role: 'y', avatar: '/etc/passwd' }],
  },
  {
    resource: 'places',
    create: () => ({
      lang: 'ru',
      slug: `place-${unique()}`,
      section: 'torah',
      lat: 31.7683,
      lng: 35.2137,
      title: 'Иерусалим',
      snippet: '<p>Город<script>x()</script></p>',
      chapters: [seed.ruChapter],
    }),
    update: () => ({ lat: 32.0853, lng: 34.7818 }),
    bad: () => [
      { lang: 'ru', slug: `p-${unique()}`, section: 'torah', lat: 91, lng: 0, title: 'x' },
      { lang: 'ru', slug: `p-${unique()}`, section: 'talmud', lat: 1, lng: 0, title: 'x' },
      { lang: 'ru', slug: `p-${unique()}`, section: 'torah', lat: 1, lng: 0, title: 'x', chapters: [seed.enChapter] },
    ],
    uniqueField: 'slug',
  },
  {
    resource: 'books',
    create: () => ({ lang: 'ru', slug: `book-${unique()}`, section: 'ktuvim', title: 'Новая книга', image: 'uploads/cover.webp' }),
    update: () => ({ title: 'Книга переименована', position: 40 }),
    bad: () => [{ lang: 'ru', slug: `b-${unique()}`, section: 'ktuvim' }, { lang: 'xx', slug: `b-${unique()}`, section: 'ktuvim', title: 'x' }],
    uniqueField: 'slug',
  },
  {
    resource: 'book_chapters',
    create: () => ({ book_id: seed.ruBook, slug: `chapter-${unique()}`, position: 900 + Math.floor(Math.random() * 90), title: 'Глава', content: '<p>Текст главы</p>' }),
    update: () => ({ content: '<h2>Новый</h2><p>текст</p>' }),
    bad: () => [{ book_id: 999999, slug: `c-${unique()}`, position: 1, title: 'x', content: 'y' }, { book_id: seed.ruBook, slug: `c-${unique()}`, position: 0, title: 'x', content: 'y' }],
    uniqueField: 'slug',
  },
  {
    resource: 'gallery_items',
    create: () => ({ key: `work-${unique()}`, title: 'Картина', author: 'Художник', year: '1920', description: '<p>Описание</p>', image: 'uploads/work.webp' }),
    update: () => ({ year: '1921' }),
    bad: () => [{ key: `w-${unique()}` }, { key: `w-${unique()}`, title: 'x', image: 'a/../../b' }],
    uniqueField: 'key',
  },
  {
    resource: 'dishes',
    create: () => ({ key: `dish-${unique()}`, title: 'Цимес', description: '<p>Сладкое блюдо</p>', ingredients: ['морковь', 'мёд'], time: 90 }),
    update: () => ({ ingredients: ['морковь', 'мёд', 'чернослив'] }),
    bad: () => [{ key: `d-${unique()}`, title: 'x', time: -5 }, { key: `d-${unique()}`, title: 'x', ingredients: [''] }],
    uniqueField: 'key',
  },
];

describe.each(cases)('admin: $resource', (c) => {
  let record: Record<string, unknown> & { id: number };

  it('answers 401 without a token and 403 for a plain user and a moderator', async () => {
    await expectGuarded(ctx.app, c.resource, [plain, moderator]);
  });

  it('lists with Content-Range', async () => {
    const res = await call('GET', listUrl(c.resource, { range: [0, 2], sort: ['id', 'ASC'] }));
    expect(res.statusCode).toBe(200);
    const { rows } = await ctx.app.db.query<{ n: number }>(`select count(*)::int as n from ${c.resource}`);
    const shown = Math.min(3, rows[0].n);
    expect(res.json()).toHaveLength(shown);
    expect(res.headers['content-range']).toBe(rows[0].n ? `${c.resource} 0-${shown - 1}/${rows[0].n}` : `${c.resource} */0`);
  });

  it('creates (201, sanitised HTML), reads, updates, audits', async () => {
    const res = await call('POST', c.resource, c.create());
    expect(res.statusCode, res.body).toBe(201);
    record = res.json();
    expect(record.id).toBeGreaterThan(0);
    expect(JSON.stringify(record)).not.toMatch(/<script|onerror/);
    expect((await call('GET', `${c.resource}/${record.id}`)).json()).toEqual(record);
    expect(await lastAudit(ctx.app, c.resource, record.id)).toMatchObject({ action: 'create', user_id: editor.id });
    const version = ctx.app.contentVersion();
    const change = c.update();
    const updated = await call('PUT', `${c.resource}/${record.id}`, { ...record, ...change });
    expect(updated.statusCode, updated.body).toBe(200);
    expect(updated.json()).toMatchObject(change);
    expect(ctx.app.contentVersion()).toBeGreaterThan(version);
    const audit = await lastAudit(ctx.app, c.resource, record.id);
    expect(audit?.action).toBe('update');
    expect(Object.keys(audit!.diff).sort()).toEqual(Object.keys(change).filter((k) => JSON.stringify(change[k]) !== JSON.stringify(record[k])).sort());
    const many = await call('GET', listUrl(c.resource, { filter: { id: [record.id] } }));
    expect((many.json() as { id: number }[]).map((r) => r.id)).toEqual([record.id]);
  });

  it('answers 422 for bad input and a taken key, 404 for a missing record', async () => {
    for (const body of c.bad()) {
      const res = await call('POST', c.resource, body);
      expect(res.statusCode, JSON.stringify(body)).toBe(422);
      expect(res.json().message).toBeTruthy();
    }
    if (c.uniqueField) {
      const taken = await call('POST', c.resource, { ...c.create(), [c.uniqueField]: record[c.uniqueField] });
      expect(taken.statusCode).toBe(422);
      expect(taken.json().errors).toHaveProperty(c.uniqueField);
    }
    expect((await call('GET', `${c.resource}/999999`)).statusCode).toBe(404);
    expect((await call('PUT', `${c.resource}/999999`, {})).statusCode).toBe(404);
  });

  it('answers 422 on the field for a NUL character (which the database cannot store), creating or updating', async () => {
    const [field] = Object.entries(c.create()).find(([key, value]) => typeof value === 'string' && !['lang', 'key', 'slug', 'section'].includes(key))!;
    const created = await call('POST', c.resource, { ...c.create(), [field]: 'a\u0000b' });
    expect(created.statusCode, created.body).toBe(422);
    expect(created.json().errors).toEqual({ [field]: [`The ${field} field must not contain the NUL character.`] });
    const before = (await call('GET', `${c.resource}/${record.id}`)).json();
    const updated = await call('PUT', `${c.resource}/${record.id}`, { ...before, [field]: 'a\u0000b' });
    expect(updated.statusCode, updated.body).toBe(422);
    expect((await call('GET', `${c.resource}/${record.id}`)).json()).toEqual(before);
  });

  it('deletes, answering the deleted record', async () => {
    const res = await call('DELETE', `${c.resource}/${record.id}`);
    expect(res.statusCode).toBe(200);
    expect(res.json().id).toBe(record.id);
    expect((await call('GET', `${c.resource}/${record.id}`)).statusCode).toBe(404);
    expect(await lastAudit(ctx.app, c.resource, record.id)).toMatchObject({ action: 'delete' });
  });
});

describe('admin: resource specifics', () => {
  it('a course keeps its materials in order and its public page follows', async () => {
    const created = (await call('POST', 'courses', cases[0].create())).json() as AdminCourse;
    expect(created.materials).toEqual([seed.ruMaterial2, seed.ruMaterial]);
    expect(created.author_info).toBe('<p>Об авторе<img src="x" /></p>');
    const page = await ctx.app.inject({ url: `/api/courses/${created.slug}` });
    expect(page.statusCode).toBe(200);
    expect(page.json().materials.map((m: { id: number }) => m.id)).toEqual([seed.ruMaterial2, seed.ruMaterial]);
    // a draft material leaves the course page
    await ctx.app.db.query('update materials set published = false where id = $1', [seed.ruMaterial2]);
    const after = await ctx.app.inject({ url: `/api/courses/${created.slug}` });
    expect(after.json().materials.map((m: { id: number }) => m.id)).toEqual([seed.ruMaterial]);
    await ctx.app.db.query('update materials set published = true where id = $1', [seed.ruMaterial2]);
  });

  it('a book chapter takes its book\'s language; a place links chapters of its language', async () => {
    const chapter = await call('POST', 'book_chapters', cases[6].create());
    expect(chapter.json().lang).toBe('ru');
    const place = await call('POST', 'places', cases[4].create());
    expect(place.json().chapters).toEqual([seed.ruChapter]);
    const publicPlace = await ctx.app.inject({ url: `/api/places/${place.json().slug}` });
    expect(publicPlace.statusCode).toBe(200);
  });

  it('static pages: edited content is sanitised and served at once', async () => {
    const list = await call('GET', listUrl('pages', { filter: { lang: 'ru', key: 'about' } }));
    expect(list.statusCode).toBe(200);
    const [about] = list.json() as { id: number; content: string; title: string }[];
    await expectGuarded(ctx.app, 'pages', [plain, moderator], about.id);
    const res = await call('PUT', `pages/${about.id}`, { ...about, content: '<p>О нас <a href="javascript:alert(1)">ссылка</a></p>' });
    expect(res.statusCode).toBe(200);
    expect(res.json().content).toBe('<p>О нас <a>ссылка</a></p>');
    const page = await ctx.app.inject({ url: '/api/pages/about' });
    expect(page.json().content).toBe('<p>О нас <a>ссылка</a></p>');
    const dup = await call('POST', 'pages', { lang: 'ru', key: 'about', title: 'x', content: 'y' });
    expect(dup.statusCode).toBe(422);
    expect((await call('POST', 'pages', { lang: 'ru', key: 'contacts', title: 'x', content: 'y' })).statusCode).toBe(422);
    expect(await lastAudit(ctx.app, 'pages', about.id)).toMatchObject({ action: 'update' });
  });
});
