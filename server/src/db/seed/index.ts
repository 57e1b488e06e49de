import type { Db, Transaction } from '../db.ts';
import { ensureCover, tagColors } from '../../lib/covers.ts';
import { loadMaterials, loadTags, type MaterialSource, type TagSource } from './content.ts';
import { insertExtraContent, loadExtraContent } from './insert-content.ts';
import { seedDemoUsers } from './demo-users.ts';
import { asStorage, type StorageTarget } from '../../lib/storage.ts';
import { ensureAudio, extraMediaJobs, mediaPaths, runMediaJobs, type MediaJob } from './media.ts';

const SEEDED_KEY = 'demo_seeded_at';
/** The transaction-level advisory lock taken while seeding (any constant shared by every instance). */
const SEED_LOCK_KEY = 7_240_012;

export const materialCoverPaths = (slug: string) => ({
  preview: `covers/materials/${slug}-preview.webp`,
  image: `covers/materials/${slug}.webp`,
});

/**
 * Loads the demo content once: on an empty database it inserts everything and records the time in app_meta;
 * afterwards it does nothing, so a restart never writes over what users and editors changed.
 */
export async function seedDemoContent(db: Db): Promise<boolean> {
  const seeded = await db.query("select 1 from app_meta where key = $1", [SEEDED_KEY]);
  if (seeded.rows.length > 0) return false;
  const tags = loadTags();
  const materials = loadMaterials();
  const extra = loadExtraContent();
  return db.transaction(async (tx) => {
    // Instances starting together on one PostgreSQL: one seeds, the others wait here and then find it done.
    await tx.query('select pg_advisory_xact_lock($1)', [SEED_LOCK_KEY]);
    const again = await tx.query('select 1 from app_meta where key = $1', [SEEDED_KEY]);
    if (again.rows.length > 0) return false;
    const tagIds = await insertTags(tx, tags);
    await insertMaterials(tx, materials, tagIds);
    await insertExtraContent(tx, extra, tagIds);
    await linkTranslations(tx);
    await seedDemoUsers(tx);
    await tx.query('insert into app_meta (key, value) values ($1, now()::text)', [SEEDED_KEY]);
    return true;
  });
}

/**
 * In the demo content a translation shares its original's slug: link each material and course to its version in
 * the other language (materials.translation_id, courses.translation_id, migration 040), both ways.
 */
async function linkTranslations(tx: Transaction) {
  for (const table of ['materials', 'courses']) {
    await tx.query(
      `update ${table} x set translation_id = t.id from ${table} t where t.slug = x.slug and t.lang <> x.lang`,
    );
  }
}

async function insertTags(tx: Transaction, tags: TagSource[]): Promise<Map<string, number>> {
  const ids = new Map<string, number>();
  for (const [position, tag] of tags.entries()) {
    const { rows } = await tx.query<{ id: number }>(
      `insert into tags (key, type, color, gradient, name_ru, name_en, position)
       values ($1, $2, $3, $4, $5, $6, $7) returning id`,
      [tag.key, tag.type === 'main' ? 0 : 1, tag.color ?? null, tag.gradient ?? null, tag.name.ru, tag.name.en, position],
    );
    ids.set(tag.key, rows[0].id);
  }
  return ids;
}

async function insertMaterials(tx: Transaction, materials: MaterialSource[], tagIds: Map<string, number>) {
  for (const material of materials) {
    const cover = materialCoverPaths(material.slug);
    const { rows } = await tx.query<{ id: number }>(
      `insert into materials (lang, slug, title, description, author, preview, image, audio, time, popularity,
         published_at, created_at)
       values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $11) returning id`,
      [
        material.lang, material.slug, material.title, material.description, material.author ?? null,
        cover.preview, cover.image, material.audio ? mediaPaths.audio(material.audio) : null, material.time,
        material.popularity, material.published,
      ],
    );
    const materialId = rows[0].id;
    for (const [position, key] of material.tags.entries()) {
      const tagId = tagIds.get(key);
      if (tagId === undefined) throw new Error(`${material.slug}.${material.lang}: unknown tag "${key}"`);
      await tx.query('insert into material_tags (material_id, tag_id, position) values ($1, $2, $3)', [
        materialId, tagId, position,
      ]);
    }
    for (const [position, chapter] of material.chapters.entries()) {
      await tx.query('insert into chapters (material_id, position, title, content) values ($1, $2, $3, $4)', [
        materialId, position + 1, chapter.title, chapter.content,
      ]);
    }
  }
}

/** Generates the demo pictures missing from storage and copies the audio (idempotent); returns the files checked. */
export async function ensureDemoMedia(target: StorageTarget): Promise<number> {
  // One storage for every job (a folder's path opens a local storage).
  const storage = asStorage(target);
  const tagList = loadTags();
  const tags = new Map(tagList.map((t) => [t.key, t]));
  const materials = loadMaterials();
  const bySlug = new Map<string, MaterialSource>();
  for (const material of materials) bySlug.set(material.slug, material);
  const jobs: MediaJob[] = [];
  for (const material of bySlug.values()) {
    const mainTag = material.tags.map((k) => tags.get(k)).find((t) => t?.type === 'main');
    jobs.push(() => ensureCover(storage, 'covers/materials', material.slug, tagColors(mainTag?.color, mainTag?.gradient)));
  }
  for (const material of materials) if (material.audio) jobs.push(() => ensureAudio(storage, material.audio!));
  jobs.push(...extraMediaJobs(storage, loadExtraContent(), tagList));
  await runMediaJobs(jobs);
  return jobs.length;
}
