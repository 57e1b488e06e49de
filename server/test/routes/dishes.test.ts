import { describe, expect, it } from 'vitest';
import { useTestApp } from '../helpers.ts';
import type { Dish } from '../../src/contracts/pages.ts';

const ctx = useTestApp();

describe('GET /api/ashkenazi-table', () => {
  it('answers every dish in order with its ingredients, time and pictures', async () => {
    const res = await ctx.app.inject({ url: '/api/ashkenazi-table?lang=ru' });
    expect(res.statusCode).toBe(200);
    const dishes = res.json() as Dish[];
    const { rows } = await ctx.app.db.query<{ key: string; title: string; ingredients: string[]; time: number | null }>(
      'select key, title, ingredients, time from dishes order by position',
    );
    expect(rows.length).toBeGreaterThan(0);
    expect(dishes.map((d) => [d.key, d.title, d.ingredients, d.time])).toEqual(
      rows.map((r) => [r.key, r.title, r.ingredients, r.time]),
    );
    for (const dish of dishes) {
      expect(dish.ingredients.length).toBeGreaterThan(0);
      expect(dish.description).toMatch(/^<p>/);
      expect(dish.image).toBe(`dishes/${dish.key}.webp`);
      expect(dish.image_full).toBe(`dishes/full_${dish.key}.webp`);
    }
    expect(dishes.some((d) => typeof d.time === 'number' && d.time > 0)).toBe(true);
  });

  it('answers Russian by default, 404 with a message for English and 422 for an unknown language', async () => {
    const byDefault = await ctx.app.inject({ url: '/api/ashkenazi-table' });
    expect(byDefault.statusCode).toBe(200);
    expect((byDefault.json() as Dish[]).length).toBeGreaterThan(0);
    const en = await ctx.app.inject({ url: '/api/ashkenazi-table?lang=en' });
    expect(en.statusCode).toBe(404);
    expect(en.json().message).toContain('Russian only');
    expect((await ctx.app.inject({ url: '/api/ashkenazi-table?lang=pl' })).statusCode).toBe(422);
  });
});
