import fs from 'node:fs';
import path from 'node:path';
import YAML from 'yaml';
import { markdownToHtml } from '../../lib/html.ts';

export const contentDir = path.join(import.meta.dirname, 'content');

export type Lang = 'ru' | 'en';

export interface TagSource {
  key: string;
  type: 'main' | 'additional';
  color?: string;
  gradient?: string;
  name: Record<Lang, string>;
}

export interface MaterialSource {
  slug: string;
  lang: Lang;
  title: string;
  time: number;
  tags: string[];
  description: string;
  author?: string;
  published: Date;
  popularity: number;
  /** File name under content/audio/, served as audio/<name>. */
  audio?: string;
  chapters: { title: string; content: string }[];
}

export function loadTags(): TagSource[] {
  return YAML.parse(fs.readFileSync(path.join(contentDir, 'tags.yaml'), 'utf8')) as TagSource[];
}

const frontMatter = /^---\r?\n([\s\S]*?)\r?\n---\r?\n([\s\S]*)$/;

/** Parses one `<slug>.<lang>.md` file: YAML front matter, then chapters started by `## ` headings. */
export function parseMaterialFile(fileName: string, text: string): MaterialSource {
  const name = /^([a-z0-9-]+)\.(ru|en)\.md$/.exec(fileName);
  if (!name) throw new Error(`${fileName}: expected <slug>.<ru|en>.md`);
  const match = frontMatter.exec(text);
  if (!match) throw new Error(`${fileName}: no front matter`);
  const meta = YAML.parse(match[1]) as Record<string, unknown>;
  const chapters = match[2]
    .split(/^## /m)
    .slice(1)
    .map((part) => {
      const newline = part.indexOf('\n');
      return {
        title: part.slice(0, newline).trim(),
        content: markdownToHtml(part.slice(newline + 1).trim()),
      };
    });
  for (const field of ['title', 'time', 'tags', 'description', 'published', 'popularity']) {
    if (meta[field] === undefined) throw new Error(`${fileName}: front matter lacks ${field}`);
  }
  if (chapters.length === 0) throw new Error(`${fileName}: no chapters`);
  const audio = meta.audio ? String(meta.audio) : undefined;
  if (audio !== undefined) checkAudioFile(audio, `materials/${fileName}`);
  return {
    slug: name[1],
    lang: name[2] as Lang,
    title: String(meta.title),
    time: Number(meta.time),
    tags: meta.tags as string[],
    description: String(meta.description).trim(),
    author: meta.author ? String(meta.author) : undefined,
    published: new Date(String(meta.published)),
    popularity: Number(meta.popularity),
    audio,
    chapters,
  };
}

export function loadMaterials(): MaterialSource[] {
  const dir = path.join(contentDir, 'materials');
  return fs
    .readdirSync(dir)
    .filter((f) => f.endsWith('.md'))
    .sort()
    .map((f) => parseMaterialFile(f, fs.readFileSync(path.join(dir, f), 'utf8')));
}

// ---------------------------------------------------------------------------------------------------------------
// Courses, hashtags, team, pages, the library, places, gallery and dishes.
// Every loader checks the fields it needs and names the file and entry of anything wrong, so a broken content file
// stops the seed with a message that says what to fix.

export const LANGS: Lang[] = ['ru', 'en'];
export const SECTIONS = ['torah', 'neviim', 'ktuvim'] as const;
export type Section = (typeof SECTIONS)[number];
export const PAGE_KEYS = ['about', 'politics', 'terms'] as const;
export type PageKey = (typeof PAGE_KEYS)[number];

const SLUG = /^[a-z0-9]+(-[a-z0-9]+)*$/;

class ContentError extends Error {}

function fail(where: string, message: string): never {
  throw new ContentError(`content/${where}: ${message}`);
}

type Entry = Record<string, unknown>;

function isEntry(value: unknown): value is Entry {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function entryOf(value: unknown, where: string): Entry {
  if (!isEntry(value)) fail(where, 'expected a mapping');
  return value;
}

function text(entry: Entry, field: string, where: string): string {
  const value = entry[field];
  if (typeof value !== 'string' && typeof value !== 'number') fail(where, `"${field}" is required (text)`);
  const result = String(value).trim();
  if (!result) fail(where, `"${field}" is empty`);
  return result;
}

function optionalText(entry: Entry, field: string, where: string): string | undefined {
  return entry[field] === undefined || entry[field] === null ? undefined : text(entry, field, where);
}

function slugOf(entry: Entry, field: string, where: string): string {
  const value = text(entry, field, where);
  if (!SLUG.test(value)) fail(where, `"${field}" must be lower-case latin words joined by "-", got "${value}"`);
  return value;
}

function integer(entry: Entry, field: string, where: string, min = 0): number {
  const value = entry[field];
  if (typeof value !== 'number' || !Number.isInteger(value) || value < min) {
    fail(where, `"${field}" must be an integer of at least ${min}`);
  }
  return value;
}

function numberIn(entry: Entry, field: string, where: string, min: number, max: number): number {
  const value = entry[field];
  if (typeof value !== 'number' || !Number.isFinite(value) || value < min || value > max) {
    fail(where, `"${field}" must be a number from ${min} to ${max}`);
  }
  return value;
}

function textList(entry: Entry, field: string, where: string, { min = 0, slugs = false } = {}): string[] {
  const value = entry[field] ?? [];
  if (!Array.isArray(value)) fail(where, `"${field}" must be a list`);
  const items = value.map((item, i) => {
    if (typeof item !== 'string' && typeof item !== 'number') fail(where, `"${field}"[${i}] must be text`);
    const result = String(item).trim();
    if (slugs && !SLUG.test(result)) fail(where, `"${field}"[${i}] is not a slug: "${result}"`);
    return result;
  });
  if (items.length < min) fail(where, `"${field}" needs at least ${min} item(s)`);
  if (new Set(items).size !== items.length) fail(where, `"${field}" repeats an item`);
  return items;
}

function dateOf(entry: Entry, field: string, where: string): Date {
  const value = entry[field];
  const date = value instanceof Date ? value : new Date(String(value));
  if (value === undefined || Number.isNaN(date.getTime())) fail(where, `"${field}" must be a date (YYYY-MM-DD)`);
  return date;
}

function sectionOf(entry: Entry, where: string): Section {
  const value = entry.section;
  if (!SECTIONS.includes(value as Section)) fail(where, `"section" must be one of ${SECTIONS.join(', ')}`);
  return value as Section;
}

/** `{ru, en}` names: both languages required. */
function names(entry: Entry, field: string, where: string): Record<Lang, string> {
  const value = entryOf(entry[field], `${where} ${field}`);
  return { ru: text(value, 'ru', `${where} ${field}`), en: text(value, 'en', `${where} ${field}`) };
}

function uniqueKeys<T>(items: T[], keyOf: (item: T) => string, where: string): void {
  const seen = new Set<string>();
  for (const item of items) {
    const key = keyOf(item);
    if (seen.has(key)) fail(where, `"${key}" appears twice`);
    seen.add(key);
  }
}

/** Reads a YAML content file; a missing or malformed file stops the seed. */
function readYaml(dir: string, file: string): unknown {
  const full = path.join(dir, file);
  if (!fs.existsSync(full)) fail(file, 'file is missing');
  try {
    return YAML.parse(fs.readFileSync(full, 'utf8'));
  } catch (error) {
    fail(file, `not valid YAML: ${(error as Error).message}`);
  }
}

function readList(dir: string, file: string): unknown[] {
  const value = readYaml(dir, file);
  if (!Array.isArray(value)) fail(file, 'expected a list of entries');
  return value;
}

function readEntry(dir: string, file: string): Entry {
  return entryOf(readYaml(dir, file), file);
}

/** The language blocks present in an entry (`ru:`, `en:`), each checked by `parse`. */
function languageBlocks<T>(entry: Entry, where: string, parse: (block: Entry, where: string) => T, required: Lang[]) {
  const blocks: Partial<Record<Lang, T>> = {};
  for (const lang of LANGS) {
    if (entry[lang] === undefined || entry[lang] === null) {
      if (required.includes(lang)) fail(where, `the "${lang}" block is required`);
      continue;
    }
    blocks[lang] = parse(entryOf(entry[lang], `${where} ${lang}`), `${where} ${lang}`);
  }
  return blocks;
}

export interface CourseText {
  title: string;
  author: string;
  /** HTML */
  authorInfo: string;
  /** HTML */
  smallDescription: string;
}

export interface CourseSource {
  slug: string;
  tags: string[];
  materials: string[];
  published: Date;
  popularity: number;
  /** Seed of the generated cover; the slug by default. */
  imageSeed: string;
  /** The course exists in a language when its block is present. */
  text: Partial<Record<Lang, CourseText>>;
}

export function loadCourses(dir = contentDir): CourseSource[] {
  const courses = readList(dir, 'courses.yaml').map((raw, i): CourseSource => {
    const entry = entryOf(raw, `courses.yaml [${i}]`);
    const slug = slugOf(entry, 'slug', `courses.yaml [${i}]`);
    const where = `courses.yaml ${slug}`;
    const materials = textList(entry, 'materials', where, { min: 2, slugs: true });
    if (materials.length > 5) fail(where, '"materials" holds at most 5 materials');
    const imageSeed = optionalText(entry, 'image_seed', where) ?? slug;
    const course: CourseSource = {
      slug,
      tags: textList(entry, 'tags', where, { min: 1 }),
      materials,
      published: dateOf(entry, 'published', where),
      popularity: integer(entry, 'popularity', where),
      imageSeed,
      text: languageBlocks(entry, where, (block, at) => ({
        title: text(block, 'title', at),
        author: text(block, 'author', at),
        authorInfo: markdownToHtml(text(block, 'author_info', at)),
        smallDescription: markdownToHtml(text(block, 'small_description', at)),
      }), []),
    };
    if (!course.text.ru && !course.text.en) fail(where, 'needs a "ru" or "en" block');
    return course;
  });
  uniqueKeys(courses, (c) => c.slug, 'courses.yaml');
  return courses;
}

export interface HashtagSource {
  key: string;
  name: Record<Lang, string>;
}

export interface HashtagsSource {
  categories: { key: string; name: Record<Lang, string>; hashtags: HashtagSource[] }[];
  /** material slug → hashtag keys (both languages of the material) */
  materials: Record<string, string[]>;
  /** course slug → hashtag keys */
  courses: Record<string, string[]>;
}

export function loadHashtags(dir = contentDir): HashtagsSource {
  const file = 'hashtags.yaml';
  const root = readEntry(dir, file);
  if (!Array.isArray(root.categories)) fail(file, '"categories" must be a list');
  const categories = root.categories.map((raw, i) => {
    const entry = entryOf(raw, `${file} categories[${i}]`);
    const key = slugOf(entry, 'key', `${file} categories[${i}]`);
    const where = `${file} category ${key}`;
    if (!Array.isArray(entry.hashtags) || entry.hashtags.length === 0) fail(where, '"hashtags" must be a non-empty list');
    return {
      key,
      name: names(entry, 'name', where),
      hashtags: entry.hashtags.map((tag, j) => {
        const tagEntry = entryOf(tag, `${where} hashtags[${j}]`);
        const tagKey = slugOf(tagEntry, 'key', `${where} hashtags[${j}]`);
        return { key: tagKey, name: names(tagEntry, 'name', `${where} hashtag ${tagKey}`) };
      }),
    };
  });
  uniqueKeys(categories, (c) => c.key, `${file} categories`);
  const known = new Set<string>();
  for (const category of categories) {
    for (const tag of category.hashtags) {
      if (known.has(tag.key)) fail(file, `hashtag "${tag.key}" appears twice`);
      known.add(tag.key);
    }
  }
  const mapping = (field: 'materials' | 'courses') => {
    const value = entryOf(root[field] ?? {}, `${file} ${field}`);
    const result: Record<string, string[]> = {};
    for (const [slug, keys] of Object.entries(value)) {
      const where = `${file} ${field}.${slug}`;
      if (!SLUG.test(slug)) fail(where, 'not a slug');
      result[slug] = textList({ keys }, 'keys', where, { min: 1 });
      for (const key of result[slug]) if (!known.has(key)) fail(where, `unknown hashtag "${key}"`);
    }
    return result;
  };
  return { categories, materials: mapping('materials'), courses: mapping('courses') };
}

export interface TeamMemberSource {
  key: string;
  /** File name under content/audio/. */
  audio?: string;
  text: Record<Lang, { name: string; role: string; shortDescription?: string }>;
}

export function loadTeam(dir = contentDir): TeamMemberSource[] {
  const team = readList(dir, 'team.yaml').map((raw, i): TeamMemberSource => {
    const entry = entryOf(raw, `team.yaml [${i}]`);
    const key = slugOf(entry, 'key', `team.yaml [${i}]`);
    const where = `team.yaml ${key}`;
    const audio = optionalText(entry, 'audio', where);
    if (audio !== undefined) checkAudioFile(audio, where);
    const text_ = languageBlocks(entry, where, (block, at) => ({
      name: text(block, 'name', at),
      role: text(block, 'role', at),
      shortDescription: optionalText(block, 'short_description', at),
    }), LANGS);
    return { key, audio, text: text_ as TeamMemberSource['text'] };
  });
  uniqueKeys(team, (m) => m.key, 'team.yaml');
  return team;
}

export const audioDir = path.join(contentDir, 'audio');

function checkAudioFile(name: string, where: string): void {
  if (!/^[a-z0-9][a-z0-9._-]*\.(ogg|mp3|m4a|wav|opus)$/i.test(name)) fail(where, `"audio" is not a plain audio file name: "${name}"`);
  if (!fs.existsSync(path.join(audioDir, name))) fail(where, `audio file audio/${name} is missing`);
}

export interface PageSource {
  key: PageKey;
  lang: Lang;
  title: string;
  /** HTML */
  content: string;
}

/** pages/<about|politics|terms>.<ru|en>.md: front matter { title }, Markdown body. Every page in both languages. */
export function loadPages(dir = contentDir): PageSource[] {
  const pagesDir = path.join(dir, 'pages');
  const pages: PageSource[] = [];
  for (const key of PAGE_KEYS) {
    for (const lang of LANGS) {
      const file = `pages/${key}.${lang}.md`;
      const full = path.join(pagesDir, `${key}.${lang}.md`);
      if (!fs.existsSync(full)) fail(file, 'file is missing');
      const match = frontMatter.exec(fs.readFileSync(full, 'utf8'));
      if (!match) fail(file, 'no front matter (--- title: … ---)');
      const meta = entryOf(YAML.parse(match[1]), file);
      const body = match[2].trim();
      if (!body) fail(file, 'the page has no text');
      pages.push({ key, lang, title: text(meta, 'title', file), content: markdownToHtml(body) });
    }
  }
  return pages;
}

export interface PlaceSource {
  slug: string;
  section: Section;
  lat: number;
  lng: number;
  /** Slugs of library chapters that mention the place. */
  chapters: string[];
  text: Record<Lang, { title: string; snippet: string }>;
}

export function loadPlaces(dir = contentDir): PlaceSource[] {
  const places = readList(dir, 'places.yaml').map((raw, i): PlaceSource => {
    const entry = entryOf(raw, `places.yaml [${i}]`);
    const slug = slugOf(entry, 'slug', `places.yaml [${i}]`);
    const where = `places.yaml ${slug}`;
    return {
      slug,
      section: sectionOf(entry, where),
      lat: numberIn(entry, 'lat', where, -90, 90),
      lng: numberIn(entry, 'lng', where, -180, 180),
      chapters: textList(entry, 'chapters', where, { slugs: true }),
      text: languageBlocks(entry, where, (block, at) => ({
        title: text(block, 'title', at),
        snippet: markdownToHtml(text(block, 'snippet', at)),
      }), LANGS) as PlaceSource['text'],
    };
  });
  uniqueKeys(places, (p) => p.slug, 'places.yaml');
  return places;
}

export interface BookSource {
  slug: string;
  section: Section;
  title: Record<Lang, string>;
  chapters: { slug: string; position: number; text: Record<Lang, { title: string; content: string }> }[];
}

export function loadBooks(dir = contentDir): BookSource[] {
  const books = readList(dir, 'books.yaml').map((raw, i): BookSource => {
    const entry = entryOf(raw, `books.yaml [${i}]`);
    const slug = slugOf(entry, 'slug', `books.yaml [${i}]`);
    const where = `books.yaml ${slug}`;
    const titles = languageBlocks(entry, where, (block, at) => text(block, 'title', at), LANGS) as Record<Lang, string>;
    if (!Array.isArray(entry.chapters) || entry.chapters.length === 0) fail(where, '"chapters" must be a non-empty list');
    const chapters = entry.chapters.map((rawChapter, j) => {
      const chapter = entryOf(rawChapter, `${where} chapters[${j}]`);
      const chapterSlug = slugOf(chapter, 'slug', `${where} chapters[${j}]`);
      const at = `${where} chapter ${chapterSlug}`;
      return {
        slug: chapterSlug,
        position: integer(chapter, 'position', at, 1),
        text: languageBlocks(chapter, at, (block, w) => ({
          title: text(block, 'title', w),
          content: markdownToHtml(text(block, 'content', w)),
        }), LANGS) as Record<Lang, { title: string; content: string }>,
      };
    });
    uniqueKeys(chapters, (c) => String(c.position), `${where} chapter positions`);
    return { slug, section: sectionOf(entry, where), title: titles, chapters };
  });
  uniqueKeys(books, (b) => b.slug, 'books.yaml');
  uniqueKeys(books.flatMap((b) => b.chapters), (c) => c.slug, 'books.yaml chapter slugs');
  return books;
}

export interface GalleryItemSource {
  key: string;
  title: string;
  author?: string;
  year?: string;
  /** HTML */
  description: string;
}

/** Russian only. */
export function loadGallery(dir = contentDir): GalleryItemSource[] {
  const items = readList(dir, 'gallery.yaml').map((raw, i): GalleryItemSource => {
    const entry = entryOf(raw, `gallery.yaml [${i}]`);
    const key = slugOf(entry, 'key', `gallery.yaml [${i}]`);
    const where = `gallery.yaml ${key}`;
    return {
      key,
      title: text(entry, 'title', where),
      author: optionalText(entry, 'author', where),
      year: optionalText(entry, 'year', where),
      description: markdownToHtml(text(entry, 'description', where)),
    };
  });
  uniqueKeys(items, (g) => g.key, 'gallery.yaml');
  return items;
}

export interface DishSource {
  key: string;
  title: string;
  /** HTML */
  description: string;
  ingredients: string[];
  /** Minutes. */
  time?: number;
}

/** Russian only. */
export function loadDishes(dir = contentDir): DishSource[] {
  const dishes = readList(dir, 'dishes.yaml').map((raw, i): DishSource => {
    const entry = entryOf(raw, `dishes.yaml [${i}]`);
    const key = slugOf(entry, 'key', `dishes.yaml [${i}]`);
    const where = `dishes.yaml ${key}`;
    return {
      key,
      title: text(entry, 'title', where),
      description: markdownToHtml(text(entry, 'description', where)),
      ingredients: textList(entry, 'ingredients', where, { min: 1 }),
      time: entry.time === undefined || entry.time === null ? undefined : integer(entry, 'time', where, 1),
    };
  });
  uniqueKeys(dishes, (d) => d.key, 'dishes.yaml');
  return dishes;
}
