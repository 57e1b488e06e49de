import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestContext } from './helpers.ts';
import { contentDir, loadMaterials } from '../src/db/seed/content.ts';
import { insertExtraContent, loadExtraContent, type ExtraContent } from '../src/db/seed/insert-content.ts';

let ctx: TestContext;
let copy: string;
beforeAll(async () => {
  ctx = await createTestApp();
  copy = fs.mkdtempSync(path.join(os.tmpdir(), 'content-'));
});
afterAll(async () => {
  fs.rmSync(copy, { recursive: true, force: true });
  await ctx.close();
});

/** A fresh copy of the shipped content with one file changed. */
function contentWith(file: string, change: (text: string) => string | null): string {
  fs.rmSync(copy, { recursive: true, force: true });
  // Materials and audio are read from the shipped folder anyway: only the files under test are copied.
  fs.cpSync(contentDir, copy, { recursive: true, filter: (from) => !/[/\\](materials|audio)$/.test(from) });
  const target = path.join(copy, file);
  const changed = change(fs.readFileSync(target, 'utf8'));
  if (changed === null) fs.rmSync(target);
  else fs.writeFileSync(target, changed);
  return copy;
}

describe('the demo content', () => {
  it('loads whole, and every reference in it points at something that exists', () => {
    const content = loadExtraContent();
    for (const [part, items] of Object.entries(content)) {
      if (Array.isArray(items)) expect(items.length, part).toBeGreaterThan(0);
    }
    const materials = new Set(loadMaterials().map((m) => `${m.lang}:${m.slug}`));
    for (const course of content.courses) {
      for (const lang of ['ru', 'en'] as const) {
        if (!course.text[lang]) continue;
        for (const slug of course.materials) expect(materials.has(`${lang}:${slug}`), `${course.slug} ${lang} ${slug}`).toBe(true);
      }
    }
    const chapters = new Set(content.books.flatMap((b) => b.chapters.map((c) => c.slug)));
    for (const place of content.places) for (const slug of place.chapters) expect(chapters.has(slug), `${place.slug} → ${slug}`).toBe(true);
    expect(content.pages.map((p) => `${p.key}.${p.lang}`).sort()).toEqual(
      ['about.en', 'about.ru', 'politics.en', 'politics.ru', 'terms.en', 'terms.ru'],
    );
  });

  it.each([
    ['courses.yaml', (t: string) => t.replace(/\n {4}title: [^\n]+/, ''), /courses\.yaml .*"title" is required/],
    ['books.yaml', (t: string) => `${t}\n  - : : [`, /books\.yaml: not valid YAML/],
    ['places.yaml', () => null, /places\.yaml: file is missing/],
    ['places.yaml', (t: string) => t.replace(/section: \w+/, 'section: writings'), /places\.yaml .*"section" must be one of/],
    ['places.yaml', (t: string) => t.replace(/lat: [\d.]+/, 'lat: 123'), /"lat" must be a number from -90 to 90/],
    ['dishes.yaml', (t: string) => t.replace(/ingredients:(\n\s+- [^\n]+)+/, 'ingredients: []'), /dishes\.yaml .*"ingredients" needs at least 1/],
    ['hashtags.yaml', (t: string) => t.replace(/\nmaterials:\n(\s+[a-z0-9-]+: \[)/, '\nmaterials:\n$1no-such-hashtag, '), /unknown hashtag "no-such-hashtag"/],
    ['gallery.yaml', (t: string) => `${t}\n${t.slice(t.indexOf('- key:'), t.indexOf('\n- key:', t.indexOf('- key:') + 1))}\n`, /gallery\.yaml: ".+" appears twice/],
    ['pages/about.en.md', (t: string) => t.replace(/^---[\s\S]*?---\n/, ''), /pages\/about\.en\.md: no front matter/],
    ['team.yaml', (t: string) => t.replace(/audio: [^\n]+/, 'audio: missing.ogg'), /audio file audio\/missing\.ogg is missing/],
  ])('refuses a broken %s, naming the file and what is wrong', (file, change, message) => {
    const dir = contentWith(file, change);
    expect(() => loadExtraContent(dir)).toThrow(message);
  });

  it('refuses, and leaves nothing behind, a course whose material does not exist in its language', async () => {
    const broken: ExtraContent = {
      ...loadExtraContent(),
      courses: [{
        slug: 'broken-course', tags: [], materials: ['shabbat', 'no-such-material'], published: new Date(), popularity: 0,
        imageSeed: 'x', text: { en: { title: 'T', author: 'A', authorInfo: '', smallDescription: '' } },
      }],
    };
    await expect(ctx.app.db.transaction((tx) => insertExtraContent(tx, broken, new Map()))).rejects.toThrow(
      /broken-course \(en\): no material "no-such-material" in en/,
    );
    const { rows } = await ctx.app.db.query("select 1 from courses where slug = 'broken-course'");
    expect(rows).toEqual([]);
  });
});
