import { describe, expect, it } from 'vitest';
import { useTestApp } from '../helpers.ts';
import type { MaterialListItem } from '../../src/contracts/materials.ts';

const ctx = useTestApp();

const popular = async (query = '') => {
  const res = await ctx.app.inject({ url: `/api/materials/popular${query}` });
  return { status: res.statusCode, body: res.json() as MaterialListItem[] };
};

describe('GET /api/materials/popular', () => {
  it.each(['ru', 'en'])('answers the 4 most popular %s materials, most popular first', async (lang) => {
    const { status, body } = await popular(`?lang=${lang}`);
    expect(status).toBe(200);
    const { rows } = await ctx.app.db.query<{ id: number }>(
      'select id from materials where lang = $1 order by popularity desc, id desc limit 4',
      [lang],
    );
    expect(body.map((m) => m.id)).toEqual(rows.map((r) => r.id));
    expect(body[0].tags.length).toBeGreaterThan(0);
    expect(body[0].time).toBeGreaterThan(0);
    expect(body[0].preview).toMatch(/\.webp$/);
  });

  it('follows popularity as it changes', async () => {
    const { rows } = await ctx.app.db.query<{ id: number }>(
      "select id from materials where lang = 'ru' order by popularity asc limit 1",
    );
    await ctx.app.db.query(
      "update materials set popularity = (select max(popularity) + 1 from materials) where id = $1",
      [rows[0].id],
    );
    const { body } = await popular();
    expect(body[0].id).toBe(rows[0].id);
  });

  it('is not taken for a material slug, and a material is still found by its slug', async () => {
    const { body } = await popular();
    const detail = await ctx.app.inject({ url: `/api/materials/${body[1].slug}` });
    expect(detail.statusCode).toBe(200);
    expect(detail.json().id).toBe(body[1].id);
  });

  it('answers 422 for an unknown language', async () => {
    const res = await ctx.app.inject({ url: '/api/materials/popular?lang=de' });
    expect(res.statusCode).toBe(422);
    expect(res.json().errors.lang).toBeDefined();
  });
});
