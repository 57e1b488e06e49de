import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp, type App } from '../../src/app.ts';
import { createTestApp, type TestContext } from '../helpers.ts';
import { adminCall, createStaff, type TestUser } from '../admin-helpers.ts';
import type { AdminMaterial } from '../../src/contracts/admin.ts';

/**
 * The translation link and updated_at come with another migration (040); the admin API finds the columns when the
 * app is built. Here they are added to the test database when missing and a second app is built over it.
 */
let ctx: TestContext;
let app: App;
let editor: TestUser;
beforeAll(async () => {
  ctx = await createTestApp();
  const { rows } = await ctx.app.db.query(
    "select 1 from information_schema.columns where table_name = 'materials' and column_name in ('translation_id', 'translation_of')",
  );
  if (rows.length === 0) {
    await ctx.app.db.exec(`alter table materials add column translation_id integer references materials (id) on delete set null;
      alter table courses add column translation_id integer references courses (id) on delete set null;
      alter table materials add column if not exists updated_at timestamptz`);
  }
  app = await buildApp({ config: ctx.app.config, db: ctx.app.db });
  await app.ready();
  editor = await createStaff(app, 'editor');
});
afterAll(async () => {
  await app.close();
  await ctx.close();
});

const call = (method: string, url: string, payload?: unknown) => adminCall(app, editor, method, url, payload);

describe('admin: the translation link', () => {
  it('links a material to its translation both ways, refuses the same language, and unlinks', async () => {
    const ru = (await call('POST', 'materials', { lang: 'ru', slug: 'perevod-test', title: 'Перевод' })).json() as AdminMaterial;
    const en = (await call('POST', 'materials', { lang: 'en', slug: 'translation-test', title: 'Translation' })).json() as AdminMaterial;
    const other = (await call('POST', 'materials', { lang: 'ru', slug: 'perevod-drugoy', title: 'Другой' })).json() as AdminMaterial;
    const linked = await call('PUT', `materials/${en.id}`, { translation_id: ru.id });
    expect(linked.statusCode, linked.body).toBe(200);
    expect((linked.json() as AdminMaterial).translation_id).toBe(ru.id);
    expect(((await call('GET', `materials/${ru.id}`)).json() as AdminMaterial).translation_id).toBe(en.id);
    const same = await call('PUT', `materials/${other.id}`, { translation_id: ru.id });
    expect(same.statusCode).toBe(422);
    expect(same.json().errors.translation_id[0]).toMatch(/other language/);
    // relinking the English one to another Russian material frees the first
    expect((await call('PUT', `materials/${en.id}`, { translation_id: other.id })).statusCode).toBe(200);
    expect(((await call('GET', `materials/${ru.id}`)).json() as AdminMaterial).translation_id).toBeNull();
    expect(((await call('GET', `materials/${other.id}`)).json() as AdminMaterial).translation_id).toBe(en.id);
    await call('PUT', `materials/${en.id}`, { translation_id: null });
    expect(((await call('GET', `materials/${other.id}`)).json() as AdminMaterial).translation_id).toBeNull();
    expect((await call('PUT', `materials/${en.id}`, { translation_id: 999999 })).statusCode).toBe(422);
  });

  it('links courses the same way', async () => {
    const ru = (await call('POST', 'courses', { lang: 'ru', slug: 'kurs-perevod', title: 'Курс' })).json() as { id: number };
    const en = await call('POST', 'courses', { lang: 'en', slug: 'course-translation', title: 'Course', translation_id: ru.id });
    expect(en.statusCode, en.body).toBe(201);
    expect(((await call('GET', `courses/${ru.id}`)).json() as { translation_id: number }).translation_id).toBe(en.json().id);
  });

  it('sets updated_at on a write', async () => {
    const created = (await call('POST', 'materials', { lang: 'ru', slug: 'obnovleno', title: 'Обновлено' })).json() as AdminMaterial;
    await app.db.query("update materials set updated_at = now() - interval '1 day' where id = $1", [created.id]);
    const before = ((await call('GET', `materials/${created.id}`)).json() as AdminMaterial).updated_at!;
    const after = ((await call('PUT', `materials/${created.id}`, { title: 'Обновлено снова' })).json() as AdminMaterial).updated_at!;
    expect(new Date(after).getTime()).toBeGreaterThan(new Date(before).getTime() + 3600_000);
  });
});
