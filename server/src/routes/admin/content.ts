import { Type } from 'typebox';
import {
  AdminBook, AdminBookChapter, AdminBookChapterInput, AdminBookChapterUpdate, AdminBookInput, AdminBookUpdate,
  AdminCourse, AdminCourseInput, AdminCourseUpdate, AdminDish, AdminDishInput, AdminDishUpdate, AdminGalleryItem,
  AdminGalleryItemInput, AdminGalleryItemUpdate, AdminHashtag, AdminHashtagCategory, AdminHashtagCategoryInput,
  AdminHashtagCategoryUpdate, AdminHashtagInput, AdminHashtagUpdate, AdminMaterial, AdminMaterialInput,
  AdminMaterialUpdate, AdminPage, AdminPageInput, AdminPageUpdate, AdminPlace, AdminPlaceInput, AdminPlaceUpdate,
  AdminTag, AdminTagInput, AdminTagUpdate, AdminTeamMember, AdminTeamMemberInput, AdminTeamMemberUpdate, MAX_ID,
  PAGE_KEYS, Role,
} from '../../contracts/admin.ts';
import { Lang } from '../../contracts/common.ts';
import { SectionKey } from '../../contracts/library.ts';
import { validationError } from '../../lib/errors.ts';
import { sanitizeContentHtml } from '../../lib/html.ts';
import { whiteTextContrastWarning } from '../../lib/contrast.ts';
import { isoTime as iso } from '../../repositories/sql.ts';
import type { AnyRecord, ColumnSpec, FilterSpec, ResourceSpec, TableColumns, WriteContext } from './resource/index.ts';
import { hasLinkedRows, langOfRow, linkTranslation, replaceChapters, type ChapterInput } from './repository.ts';

const EDITORS: readonly Role[] = ['editor'];
const IdFilter = Type.Integer({ minimum: 1, maximum: MAX_ID });

const langFilter: FilterSpec = { schema: Lang, where: (p) => `x.lang = ${p}` };
const sectionFilter: FilterSpec = { schema: SectionKey, where: (p) => `x.section = ${p}` };
const plain = (...fields: string[]): Record<string, ColumnSpec> => Object.fromEntries(fields.map((f) => [f, {}]));
const html = (...fields: string[]): Record<string, ColumnSpec> => Object.fromEntries(fields.map((f) => [f, { html: true }]));
const updatedAt = (has: TableColumns, table: string) => `${has(table, 'updated_at') ? iso('x.updated_at') : 'null'} as updated_at`;
const idsOf = (table: string, parent: string, child: string) =>
  `coalesce((select json_agg(l.${child} order by l.position) from ${table} l where l.${parent} = x.id), '[]'::json)`;

// ---------------------------------------------------------------------------------------------------------------
// The link between translations (materials, courses). Migration 040 adds it; until then translation_id reads null
// and writing it answers 422. Supported shapes: a symmetric `translation_id` column, or `translation_of` (the
// translation points to its original).

function translationSelect(has: TableColumns, table: string): string {
  if (has(table, 'translation_id')) return 'x.translation_id';
  if (has(table, 'translation_of')) {
    return `coalesce(x.translation_of, (select t.id from ${table} t where t.translation_of = x.id order by t.id limit 1))`;
  }
  return 'null::int';
}

async function writeTranslation(ctx: WriteContext, table: string, id: number, lang: string, target: number | null) {
  const has = (column: string) => ctx.columns(table, column);
  if (!has('translation_id') && !has('translation_of')) {
    if (target === null) return;
    throw validationError({ translation_id: ['Translation links are not available in this database yet.'] });
  }
  if (target !== null) {
    const targetLang = await langOfRow(ctx.tx, table, target);
    if (targetLang === null) throw validationError({ translation_id: ['The selected translation_id is invalid.'] });
    if (targetLang === lang) throw validationError({ translation_id: ['The translation must be in the other language.'] });
  }
  await linkTranslation(ctx.tx, table, has('translation_id') ? 'translation_id' : 'translation_of', id, target);
}

const langOfRecord = (data: Record<string, unknown>, before: AnyRecord | null) => (data.lang ?? before?.lang) as string;

// ---------------------------------------------------------------------------------------------------------------

/** Replaces a material's chapters by the given list, in order, their HTML sanitised. */
const writeChapters = (ctx: WriteContext, materialId: number, chapters: ChapterInput[]) =>
  replaceChapters(ctx.tx, materialId, chapters.map((chapter) => ({ ...chapter, content: sanitizeContentHtml(chapter.content) })));

export const materials: ResourceSpec = {
  name: 'materials',
  noun: 'material',
  roles: EDITORS,
  table: 'materials',
  record: AdminMaterial,
  create: AdminMaterialInput,
  update: AdminMaterialUpdate,
  remove: true,
  select: (has) => `x.id, x.lang, x.slug, x.title, x.description, x.author, x.preview, x.image, x.audio, x.time, x.link,
    ${idsOf('material_tags', 'material_id', 'tag_id')} as tags,
    ${idsOf('material_hashtags', 'material_id', 'hashtag_id')} as hashtags,
    coalesce((select json_agg(json_build_object('id', c.id, 'title', c.title, 'content', c.content) order by c.position)
      from chapters c where c.material_id = x.id), '[]'::json) as chapters,
    x.published, ${iso('x.published_at')} as published_at, ${translationSelect(has, 'materials')} as translation_id,
    x.like_count, ${iso('x.created_at')} as created_at, ${updatedAt(has, 'materials')}`,
  search: ['x.title', 'x.slug', 'x.description'],
  filters: {
    lang: langFilter,
    published: { schema: Type.Boolean(), where: (p) => `x.published = ${p}` },
    tag: { schema: IdFilter, where: (p) => `exists (select 1 from material_tags l where l.material_id = x.id and l.tag_id = ${p})` },
  },
  sorts: {
    id: 'x.id', title: 'x.title', slug: 'x.slug', lang: 'x.lang', published: 'x.published',
    published_at: 'x.published_at', created_at: 'x.created_at', like_count: 'x.like_count',
  },
  defaultSort: ['id', 'DESC'],
  columns: {
    ...plain('lang', 'slug', 'title', 'description', 'author', 'preview', 'image', 'audio', 'time', 'link', 'published', 'published_at'),
  },
  links: [
    { field: 'tags', table: 'material_tags', parentColumn: 'material_id', childColumn: 'tag_id', target: 'tags' },
    { field: 'hashtags', table: 'material_hashtags', parentColumn: 'material_id', childColumn: 'hashtag_id', target: 'hashtags' },
  ],
  prepare: async (_ctx, data, before) => {
    // A new material is a draft unless it says otherwise.
    if (!before && data.published === undefined) return { published: false };
    if (before && data.lang !== undefined) {
      // Courses hold materials of their own language only.
      if (await hasLinkedRows(_ctx.tx, 'course_materials', 'material_id', before.id)) throw validationError({ lang: ['The material belongs to a course: its language cannot change.'] });
    }
  },
  afterWrite: async (ctx, id, data, before) => {
    if (data.chapters !== undefined) await writeChapters(ctx, id, data.chapters as ChapterInput[]);
    if (data.translation_id !== undefined) {
      await writeTranslation(ctx, 'materials', id, langOfRecord(data, before), data.translation_id as number | null);
    }
  },
};

export const courses: ResourceSpec = {
  name: 'courses',
  noun: 'course',
  roles: EDITORS,
  table: 'courses',
  record: AdminCourse,
  create: AdminCourseInput,
  update: AdminCourseUpdate,
  remove: true,
  select: (has) => `x.id, x.lang, x.slug, x.title, x.author, x.author_info, x.small_description, x.preview,
    x.image as image_banner,
    ${idsOf('course_tags', 'course_id', 'tag_id')} as tags,
    ${idsOf('course_hashtags', 'course_id', 'hashtag_id')} as hashtags,
    ${idsOf('course_materials', 'course_id', 'material_id')} as materials,
    ${iso('x.published_at')} as published_at, ${translationSelect(has, 'courses')} as translation_id,
    x.like_count, ${iso('x.created_at')} as created_at, ${updatedAt(has, 'courses')}`,
  search: ['x.title', 'x.slug', 'x.author'],
  filters: {
    lang: langFilter,
    tag: { schema: IdFilter, where: (p) => `exists (select 1 from course_tags l where l.course_id = x.id and l.tag_id = ${p})` },
    material: { schema: IdFilter, where: (p) => `exists (select 1 from course_materials l where l.course_id = x.id and l.material_id = ${p})` },
  },
  sorts: { id: 'x.id', title: 'x.title', slug: 'x.slug', lang: 'x.lang', published_at: 'x.published_at', created_at: 'x.created_at' },
  defaultSort: ['id', 'DESC'],
  columns: {
    ...plain('lang', 'slug', 'title', 'author', 'preview', 'published_at'),
    ...html('author_info', 'small_description'),
    image_banner: { column: 'image' },
  },
  links: [
    { field: 'tags', table: 'course_tags', parentColumn: 'course_id', childColumn: 'tag_id', target: 'tags' },
    { field: 'hashtags', table: 'course_hashtags', parentColumn: 'course_id', childColumn: 'hashtag_id', target: 'hashtags' },
    // A course lists materials of its own language.
    { field: 'materials', table: 'course_materials', parentColumn: 'course_id', childColumn: 'material_id', target: 'materials', targetCondition: 't.lang = x.lang' },
  ],
  prepare: async (ctx, data, before) => {
    if (before && data.lang !== undefined && data.materials === undefined) {
      if (await hasLinkedRows(ctx.tx, 'course_materials', 'course_id', before.id)) throw validationError({ lang: ['The course has materials: give its materials of the new language too.'] });
    }
  },
  afterWrite: async (ctx, id, data, before) => {
    if (data.translation_id !== undefined) {
      await writeTranslation(ctx, 'courses', id, langOfRecord(data, before), data.translation_id as number | null);
    }
  },
};

export const tags: ResourceSpec = {
  name: 'tags',
  noun: 'tag',
  roles: EDITORS,
  table: 'tags',
  record: AdminTag,
  create: AdminTagInput,
  update: AdminTagUpdate,
  remove: true,
  select: () => 'x.id, x.key, x.type, x.color, x.gradient, x.name_ru, x.name_en, x.position, null::text as contrast_warning',
  search: ['x.key', 'x.name_ru', 'x.name_en'],
  filters: { type: { schema: Type.Integer({ minimum: 0, maximum: 1 }), where: (p) => `x.type = ${p}` } },
  sorts: { id: 'x.id', key: 'x.key', name_ru: 'x.name_ru', name_en: 'x.name_en', position: 'x.position', type: 'x.type' },
  defaultSort: ['position', 'ASC'],
  columns: plain('key', 'type', 'color', 'gradient', 'name_ru', 'name_en', 'position'),
  transform: (record) => ({
    ...record,
    contrast_warning: whiteTextContrastWarning(record.color as string | null, record.gradient as string | null),
  }),
  prepare: async (_ctx, data) => {
    const gradient = data.gradient as string | null | undefined;
    if (gradient && (gradient.match(/#[0-9a-fA-F]{6}\b/g) ?? []).length < 2) {
      throw validationError({ gradient: ['The gradient must have at least two #RRGGBB colour stops.'] });
    }
    if (gradient && !/^[a-z-]+-gradient\([#%(),.\s\w-]+\)$/i.test(gradient)) {
      throw validationError({ gradient: ['The gradient must be a CSS gradient, e.g. linear-gradient(90deg, #112233 0%, #445566 100%).'] });
    }
  },
};

export const hashtagCategories: ResourceSpec = {
  name: 'hashtag_categories',
  noun: 'hashtag category',
  roles: EDITORS,
  table: 'hashtag_categories',
  record: AdminHashtagCategory,
  create: AdminHashtagCategoryInput,
  update: AdminHashtagCategoryUpdate,
  remove: true,
  select: () => 'x.id, x.key, x.name_ru, x.name_en, x.position',
  search: ['x.key', 'x.name_ru', 'x.name_en'],
  sorts: { id: 'x.id', key: 'x.key', name_ru: 'x.name_ru', name_en: 'x.name_en', position: 'x.position' },
  defaultSort: ['position', 'ASC'],
  columns: plain('key', 'name_ru', 'name_en', 'position'),
};

export const hashtags: ResourceSpec = {
  name: 'hashtags',
  noun: 'hashtag',
  roles: EDITORS,
  table: 'hashtags',
  record: AdminHashtag,
  create: AdminHashtagInput,
  update: AdminHashtagUpdate,
  remove: true,
  select: () => 'x.id, x.key, x.category_id, x.name_ru, x.name_en, x.position',
  search: ['x.key', 'x.name_ru', 'x.name_en'],
  filters: { category_id: { schema: IdFilter, where: (p) => `x.category_id = ${p}` } },
  sorts: { id: 'x.id', key: 'x.key', name_ru: 'x.name_ru', name_en: 'x.name_en', position: 'x.position', category_id: 'x.category_id' },
  defaultSort: ['position', 'ASC'],
  columns: plain('key', 'category_id', 'name_ru', 'name_en', 'position'),
};

export const teamMembers: ResourceSpec = {
  name: 'team_members',
  noun: 'team member',
  roles: EDITORS,
  table: 'team_members',
  record: AdminTeamMember,
  create: AdminTeamMemberInput,
  update: AdminTeamMemberUpdate,
  remove: true,
  select: () => 'x.id, x.lang, x.key, x.position, x.name, x.role, x.short_description, x.avatar, x.audio',
  search: ['x.name', 'x.role', 'x.key'],
  filters: { lang: langFilter },
  sorts: { id: 'x.id', name: 'x.name', position: 'x.position', lang: 'x.lang' },
  defaultSort: ['position', 'ASC'],
  columns: plain('lang', 'key', 'position', 'name', 'role', 'short_description', 'avatar', 'audio'),
};

export const places: ResourceSpec = {
  name: 'places',
  noun: 'place',
  roles: EDITORS,
  table: 'places',
  record: AdminPlace,
  create: AdminPlaceInput,
  update: AdminPlaceUpdate,
  remove: true,
  select: (has) => `x.id, x.lang, x.slug, x.section, x.position, x.lat, x.lng, x.title, x.snippet, x.image_preview,
    ${idsOf('place_chapters', 'place_id', 'chapter_id')} as chapters, ${updatedAt(has, 'places')}`,
  search: ['x.title', 'x.slug'],
  filters: { lang: langFilter, section: sectionFilter },
  sorts: { id: 'x.id', title: 'x.title', slug: 'x.slug', position: 'x.position', section: 'x.section' },
  defaultSort: ['position', 'ASC'],
  columns: { ...plain('lang', 'slug', 'section', 'position', 'lat', 'lng', 'title', 'image_preview'), ...html('snippet') },
  links: [
    // Chapters of the place's language.
    { field: 'chapters', table: 'place_chapters', parentColumn: 'place_id', childColumn: 'chapter_id', target: 'book_chapters', targetCondition: 't.lang = x.lang' },
  ],
};

export const books: ResourceSpec = {
  name: 'books',
  noun: 'book',
  roles: EDITORS,
  table: 'books',
  record: AdminBook,
  create: AdminBookInput,
  update: AdminBookUpdate,
  remove: true,
  select: (has) => `x.id, x.lang, x.slug, x.section, x.position, x.title, x.preview as image, ${updatedAt(has, 'books')}`,
  search: ['x.title', 'x.slug'],
  filters: { lang: langFilter, section: sectionFilter },
  sorts: { id: 'x.id', title: 'x.title', slug: 'x.slug', position: 'x.position', section: 'x.section' },
  defaultSort: ['position', 'ASC'],
  columns: { ...plain('slug', 'section', 'position', 'title'), image: { column: 'preview' }, lang: {} },
  prepare: async (ctx, data, before) => {
    if (before && data.lang !== undefined) {
      if (await hasLinkedRows(ctx.tx, 'book_chapters', 'book_id', before.id)) throw validationError({ lang: ['The book has chapters: its language cannot change.'] });
    }
  },
};

export const bookChapters: ResourceSpec = {
  name: 'book_chapters',
  noun: 'book chapter',
  roles: EDITORS,
  table: 'book_chapters',
  record: AdminBookChapter,
  create: AdminBookChapterInput,
  update: AdminBookChapterUpdate,
  remove: true,
  select: (has) => `x.id, x.book_id, x.slug, x.position, x.title, x.content, x.lang, ${updatedAt(has, 'book_chapters')}`,
  search: ['x.title', 'x.slug'],
  filters: { lang: langFilter, book_id: { schema: IdFilter, where: (p) => `x.book_id = ${p}` } },
  sorts: { id: 'x.id', title: 'x.title', slug: 'x.slug', position: 'x.position', book_id: 'x.book_id' },
  defaultSort: ['position', 'ASC'],
  columns: { ...plain('book_id', 'slug', 'position', 'title', 'lang'), ...html('content') },
  prepare: async (ctx, data) => {
    // A chapter has its book's language.
    if (data.book_id === undefined) return;
    const lang = await langOfRow(ctx.tx, 'books', data.book_id as number);
    if (lang === null) throw validationError({ book_id: ['The selected book_id is invalid.'] });
    return { lang };
  },
};

export const galleryItems: ResourceSpec = {
  name: 'gallery_items',
  noun: 'gallery item',
  roles: EDITORS,
  table: 'gallery_items',
  record: AdminGalleryItem,
  create: AdminGalleryItemInput,
  update: AdminGalleryItemUpdate,
  remove: true,
  select: () => 'x.id, x.key, x.position, x.title, x.author, x.year, x.description, x.image',
  search: ['x.title', 'x.author', 'x.key'],
  sorts: { id: 'x.id', title: 'x.title', position: 'x.position' },
  defaultSort: ['position', 'ASC'],
  columns: { ...plain('key', 'position', 'title', 'author', 'year', 'image'), ...html('description') },
};

export const dishes: ResourceSpec = {
  name: 'dishes',
  noun: 'dish',
  roles: EDITORS,
  table: 'dishes',
  record: AdminDish,
  create: AdminDishInput,
  update: AdminDishUpdate,
  remove: true,
  select: () => 'x.id, x.key, x.position, x.title, x.description, x.ingredients, x.time, x.image',
  search: ['x.title', 'x.key'],
  sorts: { id: 'x.id', title: 'x.title', position: 'x.position' },
  defaultSort: ['position', 'ASC'],
  columns: { ...plain('key', 'position', 'title', 'ingredients', 'time', 'image'), ...html('description') },
};

export const pages: ResourceSpec = {
  name: 'pages',
  noun: 'page',
  roles: EDITORS,
  table: 'pages',
  record: AdminPage,
  create: AdminPageInput,
  update: AdminPageUpdate,
  remove: true,
  select: (has) => `x.id, x.lang, x.key, x.title, x.content, ${updatedAt(has, 'pages')}`,
  search: ['x.title', 'x.content'],
  filters: { lang: langFilter, key: { schema: Type.Enum(PAGE_KEYS), where: (p) => `x.key = ${p}` } },
  sorts: { id: 'x.id', key: 'x.key', lang: 'x.lang', title: 'x.title' },
  defaultSort: ['key', 'ASC'],
  columns: { ...plain('lang', 'key', 'title'), ...html('content') },
};

export const contentResources: ResourceSpec[] = [
  materials, courses, tags, hashtagCategories, hashtags, teamMembers, places, books, bookChapters, galleryItems, dishes, pages,
];
