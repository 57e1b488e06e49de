import fs from 'node:fs/promises';
import path from 'node:path';
import {
  artworkSvg,
  avatarSvg,
  coverSvg,
  dishSvg,
  ensureCover,
  ensureImage,
  fullImagePath,
  placeSvg,
  tagColors,
} from '../../lib/covers.ts';
import { audioDir, type Section, type TagSource } from './content.ts';
import type { ExtraContent } from './insert-content.ts';
import { asStorage, type StorageTarget } from '../../lib/storage.ts';

/** Where each kind of demo picture lives under /storage/ (the database stores these paths). */
export const mediaPaths = {
  course: (slug: string) => ({ preview: `covers/courses/${slug}-preview.webp`, image: `covers/courses/${slug}.webp` }),
  book: (slug: string) => `covers/books/${slug}.webp`,
  place: (slug: string) => `place_images/${slug}.webp`,
  gallery: (key: string) => `gallery/${key}.webp`,
  dish: (key: string) => `dishes/${key}.webp`,
  avatar: (key: string) => `team/${key}.webp`,
  audio: (file: string) => `audio/${file}`,
};

const SECTION_COLORS: Record<Section, [string, string]> = {
  torah: ['#B8860B', '#7A5C3E'],
  neviim: ['#2E6F95', '#1F3A5F'],
  ktuvim: ['#5B3E96', '#3B2E5A'],
};

/** Copies `content/audio/<file>` to `audio/<file>` in the storage unless the same file is there. */
export async function ensureAudio(target: StorageTarget, file: string): Promise<void> {
  const storage = asStorage(target);
  const source = path.join(audioDir, file);
  const key = mediaPaths.audio(file);
  const [from, to] = await Promise.all([fs.stat(source), storage.stat(key)]);
  if (to && to.size === from.size) return;
  await storage.write(key, await fs.readFile(source));
}

export type MediaJob = () => Promise<unknown>;

/**
 * The jobs that generate the pictures of courses, books, places, gallery works, dishes and team members that are
 * missing, with the `full_` versions that image popups open, and copy the audio files.
 */
export function extraMediaJobs(storage: StorageTarget, content: ExtraContent, tags: TagSource[]): MediaJob[] {
  const tagsByKey = new Map(tags.map((t) => [t.key, t]));
  const jobs: MediaJob[] = [];
  for (const course of content.courses) {
    const mainTag = course.tags.map((k) => tagsByKey.get(k)).find((t) => t?.type === 'main');
    jobs.push(() =>
      ensureCover(storage, 'covers/courses', course.slug, tagColors(mainTag?.color, mainTag?.gradient), course.imageSeed),
    );
  }
  for (const book of content.books) {
    jobs.push(() => ensureImage(storage, mediaPaths.book(book.slug), () => coverSvg(book.slug, SECTION_COLORS[book.section], 640, 400)));
  }
  for (const place of content.places) {
    const file = mediaPaths.place(place.slug);
    jobs.push(() => ensureImage(storage, file, () => placeSvg(place.slug, 640, 400)));
    jobs.push(() => ensureImage(storage, fullImagePath(file), () => placeSvg(place.slug, 1600, 1000)));
  }
  for (const item of content.gallery) {
    const file = mediaPaths.gallery(item.key);
    jobs.push(() => ensureImage(storage, file, () => artworkSvg(item.key, 800, 600)));
    jobs.push(() => ensureImage(storage, fullImagePath(file), () => artworkSvg(item.key, 1600, 1200)));
  }
  for (const dish of content.dishes) {
    const file = mediaPaths.dish(dish.key);
    jobs.push(() => ensureImage(storage, file, () => dishSvg(dish.key, 640, 480)));
    jobs.push(() => ensureImage(storage, fullImagePath(file), () => dishSvg(dish.key, 1440, 1080)));
  }
  for (const member of content.team) {
    jobs.push(() => ensureImage(storage, mediaPaths.avatar(member.key), () => avatarSvg(member.key, 400)));
    if (member.audio) jobs.push(() => ensureAudio(storage, member.audio!));
  }
  return jobs;
}

/** Runs the jobs a few at a time: each SVG renders on one thread, and sharp works off the main thread. */
export async function runMediaJobs(jobs: MediaJob[], concurrency = 3): Promise<void> {
  const queue = [...jobs];
  await Promise.all(
    Array.from({ length: concurrency }, async () => {
      for (let job = queue.shift(); job; job = queue.shift()) await job();
    }),
  );
}
