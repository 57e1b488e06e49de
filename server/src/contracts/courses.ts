import { Type, type Static } from 'typebox';
import { Tag } from './common.ts';
import { Chapter, Translations } from './materials.ts';

/** A course card in GET /api/courses; shares the link-related fields of a material list item. */
export const CourseListItem = Type.Object({
  id: Type.Integer(),
  slug: Type.String(),
  title: Type.String(),
  preview: Type.Union([Type.String(), Type.Null()], { description: 'Card image, a path under /storage/.' }),
  tags: Type.Array(Tag),
  materials_count: Type.Integer(),
  materials_sum_time: Type.Integer({ description: 'Reading time of all its materials, minutes.' }),
  time: Type.Integer({ description: 'The same as materials_sum_time (the field a material card reads).' }),
  like_count: Type.Integer(),
  link: Type.Union([Type.String(), Type.Null()], { description: 'Always null: a course lives at /{lang}/courses/{slug}.' }),
  snippet: Type.String({ description: 'Small description, HTML.' }),
  created_at: Type.String({ format: 'date-time' }),
});
export type CourseListItem = Static<typeof CourseListItem>;

export const CourseMaterial = Type.Object({
  id: Type.Integer(),
  slug: Type.String(),
  title: Type.String(),
  time: Type.Integer({ description: 'Reading time, minutes.' }),
  chapters: Type.Array(Chapter),
});
export type CourseMaterial = Static<typeof CourseMaterial>;

export const CourseDetail = Type.Object({
  id: Type.Integer(),
  slug: Type.String(),
  lang: Type.String(),
  title: Type.String(),
  image_banner: Type.Union([Type.String(), Type.Null()], { description: 'Banner 1440x810, a path under /storage/.' }),
  preview: Type.Union([Type.String(), Type.Null()]),
  author: Type.Union([Type.String(), Type.Null()]),
  author_info: Type.String({ description: 'HTML.' }),
  small_description: Type.String({ description: 'HTML.' }),
  like_count: Type.Integer(),
  share_count: Type.Integer(),
  tags: Type.Array(Tag),
  materials: Type.Array(CourseMaterial, { description: 'In reading order.' }),
  materials_count: Type.Integer(),
  materials_sum_time: Type.Integer({ description: 'Minutes.' }),
  created_at: Type.String({ format: 'date-time' }),
  updated_at: Type.String({ format: 'date-time', description: 'Last change of the course.' }),
  translations: Translations,
});
export type CourseDetail = Static<typeof CourseDetail>;
