import { Type, type Static } from 'typebox';

export const TeamMember = Type.Object({
  id: Type.Integer(),
  key: Type.String(),
  name: Type.String(),
  role: Type.String(),
  short_description: Type.Union([Type.String(), Type.Null()]),
  avatar: Type.Union([Type.String(), Type.Null()], { description: 'A path under /storage/.' }),
  audio: Type.Union([Type.String(), Type.Null()], { description: 'A spoken introduction, a path under /storage/.' }),
});
export type TeamMember = Static<typeof TeamMember>;

export const PAGE_KEYS = ['about', 'politics', 'terms'] as const;

export const PageParams = Type.Object({
  key: Type.String({ pattern: '^[a-z0-9-]+$', maxLength: 50, description: 'about, politics or terms.' }),
});

export const StaticPage = Type.Object({
  key: Type.String(),
  title: Type.String(),
  content: Type.String({ description: 'HTML.' }),
});
export type StaticPage = Static<typeof StaticPage>;

export const GalleryItem = Type.Object({
  id: Type.Integer(),
  key: Type.String(),
  title: Type.String(),
  author: Type.Union([Type.String(), Type.Null()]),
  year: Type.Union([Type.String(), Type.Null()]),
  description: Type.String({ description: 'HTML.' }),
  image: Type.Union([Type.String(), Type.Null()], { description: 'A path under /storage/.' }),
  image_full: Type.Union([Type.String(), Type.Null()], { description: 'The larger picture (full_ prefix) for the popup.' }),
});
export type GalleryItem = Static<typeof GalleryItem>;

export const Dish = Type.Object({
  id: Type.Integer(),
  key: Type.String(),
  title: Type.String(),
  description: Type.String({ description: 'HTML.' }),
  ingredients: Type.Array(Type.String()),
  time: Type.Union([Type.Integer(), Type.Null()], { description: 'Cooking time, minutes.' }),
  image: Type.Union([Type.String(), Type.Null()]),
  image_full: Type.Union([Type.String(), Type.Null()]),
});
export type Dish = Static<typeof Dish>;
