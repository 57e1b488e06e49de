import type { Transaction } from '../db.ts';
import {
  LANGS,
  contentDir,
  loadBooks,
  loadCourses,
  loadDishes,
  loadGallery,
  loadHashtags,
  loadPages,
  loadPlaces,
  loadTeam,
  type BookSource,
  type CourseSource,
  type DishSource,
  type GalleryItemSource,
  type HashtagsSource,
  type Lang,
  type PageSource,
  type PlaceSource,
  type TeamMemberSource,
} from './content.ts';
import { mediaPaths } from './media.ts';

/** Everything the seed loads besides tags and materials, read from content/ before the transaction starts. */
export interface ExtraContent {
  courses: CourseSource[];
  hashtags: HashtagsSource;
  team: TeamMemberSource[];
  pages: PageSource[];
  books: BookSource[];
  places: PlaceSource[];
  gallery: GalleryItemSource[];
  dishes: DishSource[];
}

/** Reads every content file of `dir` (content/ by default); throws naming the file and entry of any mistake. */
export function loadExtraContent(dir = contentDir): ExtraContent {
  return {
    courses: loadCourses(dir),
    hashtags: loadHashtags(dir),
    team: loadTeam(dir),
    pages: loadPages(dir),
    books: loadBooks(dir),
    places: loadPlaces(dir),
    gallery: loadGallery(dir),
    dishes: loadDishes(dir),
  };
}

type IdsBySlug = Map<string, number>;
const key = (lang: Lang, slug: string) => `${lang}:${slug}`;

async function idsBySlug(tx: Transaction, table: 'materials' | 'courses'): Promise<IdsBySlug> {
  const { rows } = await tx.query<{ id: number; lang: Lang; slug: string }>(`select id, lang, slug from ${table}`);
  return new Map(rows.map((r) => [key(r.lang, r.slug), r.id]));
}

/** Inserts the content; any reference to something missing (a tag, a material, a chapter) throws. */
export async function insertExtraContent(tx: Transaction, content: ExtraContent, tagIds: Map<string, number>) {
  await insertCourses(tx, content.courses, tagIds);
  await insertHashtags(tx, content.hashtags);
  await insertTeam(tx, content.team);
  await insertPages(tx, content.pages);
  await insertLibrary(tx, content.books);
  await insertPlaces(tx, content.places);
  await insertGallery(tx, content.gallery);
  await insertDishes(tx, content.dishes);
}

async function insertCourses(tx: Transaction, courses: CourseSource[], tagIds: Map<string, number>) {
  const materialIds = await idsBySlug(tx, 'materials');
  for (const course of courses) {
    const cover = mediaPaths.course(course.slug);
    for (const lang of LANGS) {
      const text = course.text[lang];
      if (!text) continue;
      const where = `courses.yaml ${course.slug} (${lang})`;
      const { rows } = await tx.query<{ id: number }>(
        `insert into courses (lang, slug, title, author, author_info, small_description, preview, image, popularity,
           published_at, created_at)
         values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $10) returning id`,
        [lang, course.slug, text.title, text.author, text.authorInfo, text.smallDescription, cover.preview, cover.image,
          course.popularity, course.published],
      );
      const courseId = rows[0].id;
      for (const [position, tagKey] of course.tags.entries()) {
        const tagId = tagIds.get(tagKey);
        if (tagId === undefined) throw new Error(`content/${where}: unknown tag "${tagKey}"`);
        await tx.query('insert into course_tags (course_id, tag_id, position) values ($1, $2, $3)', [courseId, tagId, position]);
      }
      for (const [position, slug] of course.materials.entries()) {
        const materialId = materialIds.get(key(lang, slug));
        if (materialId === undefined) throw new Error(`content/${where}: no material "${slug}" in ${lang}`);
        await tx.query('insert into course_materials (course_id, material_id, position) values ($1, $2, $3)', [
          courseId, materialId, position + 1,
        ]);
      }
    }
  }
}

async function insertHashtags(tx: Transaction, hashtags: HashtagsSource) {
  const ids = new Map<string, number>();
  for (const [position, category] of hashtags.categories.entries()) {
    const { rows } = await tx.query<{ id: number }>(
      'insert into hashtag_categories (key, name_ru, name_en, position) values ($1, $2, $3, $4) returning id',
      [category.key, category.name.ru, category.name.en, position],
    );
    for (const [tagPosition, tag] of category.hashtags.entries()) {
      const inserted = await tx.query<{ id: number }>(
        'insert into hashtags (key, category_id, name_ru, name_en, position) values ($1, $2, $3, $4, $5) returning id',
        [tag.key, rows[0].id, tag.name.ru, tag.name.en, tagPosition],
      );
      ids.set(tag.key, inserted.rows[0].id);
    }
  }
  // A mapping by slug applies to every language the material or course exists in.
  const link = async (table: 'materials' | 'courses', mapping: Record<string, string[]>) => {
    const itemIds = await idsBySlug(tx, table);
    const join = table === 'materials' ? 'material_hashtags (material_id' : 'course_hashtags (course_id';
    for (const [slug, keys] of Object.entries(mapping)) {
      const found = LANGS.map((lang) => itemIds.get(key(lang, slug))).filter((id) => id !== undefined);
      if (found.length === 0) throw new Error(`content/hashtags.yaml ${table}.${slug}: no such ${table === 'materials' ? 'material' : 'course'}`);
      for (const itemId of found) {
        for (const [position, tagKey] of keys.entries()) {
          await tx.query(`insert into ${join}, hashtag_id, position) values ($1, $2, $3)`, [itemId, ids.get(tagKey), position]);
        }
      }
    }
  };
  await link('materials', hashtags.materials);
  await link('courses', hashtags.courses);
}

async function insertTeam(tx: Transaction, team: TeamMemberSource[]) {
  for (const [position, member] of team.entries()) {
    for (const lang of LANGS) {
      const text = member.text[lang];
      await tx.query(
        `insert into team_members (lang, key, position, name, role, short_description, avatar, audio)
         values ($1, $2, $3, $4, $5, $6, $7, $8)`,
        [lang, member.key, position, text.name, text.role, text.shortDescription ?? null, mediaPaths.avatar(member.key),
          member.audio ? mediaPaths.audio(member.audio) : null],
      );
    }
  }
}

async function insertPages(tx: Transaction, pages: PageSource[]) {
  for (const page of pages) {
    await tx.query('insert into pages (lang, key, title, content) values ($1, $2, $3, $4)', [
      page.lang, page.key, page.title, page.content,
    ]);
  }
}

async function insertLibrary(tx: Transaction, books: BookSource[]) {
  for (const [position, book] of books.entries()) {
    for (const lang of LANGS) {
      const { rows } = await tx.query<{ id: number }>(
        'insert into books (lang, slug, section, position, title, preview) values ($1, $2, $3, $4, $5, $6) returning id',
        [lang, book.slug, book.section, position, book.title[lang], mediaPaths.book(book.slug)],
      );
      for (const chapter of book.chapters) {
        await tx.query(
          'insert into book_chapters (lang, book_id, slug, position, title, content) values ($1, $2, $3, $4, $5, $6)',
          [lang, rows[0].id, chapter.slug, chapter.position, chapter.text[lang].title, chapter.text[lang].content],
        );
      }
    }
  }
}

async function insertPlaces(tx: Transaction, places: PlaceSource[]) {
  const { rows: chapterRows } = await tx.query<{ id: number; lang: Lang; slug: string }>('select id, lang, slug from book_chapters');
  const chapterIds = new Map(chapterRows.map((r) => [key(r.lang, r.slug), r.id]));
  for (const [position, place] of places.entries()) {
    for (const lang of LANGS) {
      const text = place.text[lang];
      const { rows } = await tx.query<{ id: number }>(
        `insert into places (lang, slug, section, position, lat, lng, title, snippet, image_preview)
         values ($1, $2, $3, $4, $5, $6, $7, $8, $9) returning id`,
        [lang, place.slug, place.section, position, place.lat, place.lng, text.title, text.snippet, mediaPaths.place(place.slug)],
      );
      for (const [chapterPosition, slug] of place.chapters.entries()) {
        const chapterId = chapterIds.get(key(lang, slug));
        if (chapterId === undefined) throw new Error(`content/places.yaml ${place.slug}: no library chapter "${slug}"`);
        await tx.query('insert into place_chapters (place_id, chapter_id, position) values ($1, $2, $3)', [
          rows[0].id, chapterId, chapterPosition,
        ]);
      }
    }
  }
}

async function insertGallery(tx: Transaction, items: GalleryItemSource[]) {
  for (const [position, item] of items.entries()) {
    await tx.query(
      'insert into gallery_items (key, position, title, author, year, description, image) values ($1, $2, $3, $4, $5, $6, $7)',
      [item.key, position, item.title, item.author ?? null, item.year ?? null, item.description, mediaPaths.gallery(item.key)],
    );
  }
}

async function insertDishes(tx: Transaction, dishes: DishSource[]) {
  for (const [position, dish] of dishes.entries()) {
    await tx.query(
      'insert into dishes (key, position, title, description, ingredients, time, image) values ($1, $2, $3, $4, $5, $6, $7)',
      [dish.key, position, dish.title, dish.description, dish.ingredients, dish.time ?? null, mediaPaths.dish(dish.key)],
    );
  }
}
