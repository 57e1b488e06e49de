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
