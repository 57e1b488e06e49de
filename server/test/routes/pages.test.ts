import { describe, expect, it } from 'vitest';
import { useTestApp } from '../helpers.ts';
import type { StaticPage } from '../../src/contracts/pages.ts';

const ctx = useTestApp();

describe('GET /api/pages/:key', () => {
  it.each(['about', 'politics', 'terms'])('answers the %s page in Russian and English as HTML', async (key) => {
    const ru = await ctx.app.inject({ url: `/api/pages/${key}?lang=ru` });
    const en = await ctx.app.inject({ url: `/api/pages/${key}?lang=en` });
    expect(ru.statusCode).toBe(200);
    expect(en.statusCode).toBe(200);
    const [ruPage, enPage] = [ru.json() as StaticPage, en.json() as StaticPage];
    expect(ruPage.key).toBe(key);
    expect(ruPage.title).toMatch(/[а-яё]/i);
    expect(enPage.title).toMatch(/^[\x20-\x7e’–—]+$/);
    expect(ruPage.content).toContain('<p>');
    expect(enPage.content).not.toBe(ruPage.content);
    const { rows } = await ctx.app.db.query<{ content: string }>("select content from pages where lang = 'ru' and key = $1", [key]);
    expect(ruPage.content).toBe(rows[0].content);
  });

  it('keeps the HTML safe', async () => {
    for (const key of ['about', 'politics', 'terms']) {
      const page = (await ctx.app.inject({ url: `/api/pages/${key}` })).json() as StaticPage;
      expect(page.content).not.toMatch(/<script|onerror=|javascript:/i);
    }
  });

  it('answers 404 for an unknown page and 422 for an unknown language', async () => {
    const missing = await ctx.app.inject({ url: '/api/pages/contacts' });
    expect(missing.statusCode).toBe(404);
    expect(missing.json().message).toBe('Page not found.');
    expect((await ctx.app.inject({ url: `/api/pages/${'x'.repeat(60)}` })).statusCode).toBe(422);
    expect((await ctx.app.inject({ url: '/api/pages/about?lang=xx' })).statusCode).toBe(422);
  });
});
