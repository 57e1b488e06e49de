import { Type, type Static } from 'typebox';
import { Tag } from './common.ts';

/** The slug of a material's (course's) version in each language, its own included; null where there is none. */
export const Translations = Type.Object(
  {
    ru: Type.Union([Type.String(), Type.Null()]),
    en: Type.Union([Type.String(), Type.Null()]),
  },
  { description: 'Slug of the version in each language (own included), null where there is none.' },
);
export type Translations = Static<typeof Translations>;

export const MaterialListItem = Type.Object({
  id: Type.Integer(),
  slug: Type.String(),
  title: Type.String(),
  preview: Type.Union([Type.String(), Type.Null()], { description: 'Card image, a path under /storage/.' }),
  time: Type.Integer({ description: 'Reading time, minutes.' }),
  tags: Type.Array(Tag),
  link: Type.Union([Type.String(), Type.Null()], { description: 'Overrides /{lang}/materials/{slug} when set.' }),
  snippet: Type.String({ description: 'Short description, HTML.' }),
  like_count: Type.Integer(),
  created_at: Type.String({ format: 'date-time' }),
});
export type MaterialListItem = Static<typeof MaterialListItem>;

export const Chapter = Type.Object({
  id: Type.Integer(),
  title: Type.String(),
  content: Type.String({ description: 'HTML.' }),
});
export type Chapter = Static<typeof Chapter>;

export const MaterialDetail = Type.Object({
  id: Type.Integer(),
  slug: Type.String(),
  lang: Type.String(),
  title: Type.String(),
  description: Type.String(),
  author: Type.Union([Type.String(), Type.Null()]),
  preview: Type.Union([Type.String(), Type.Null()]),
  image: Type.Union([Type.String(), Type.Null()], { description: 'Banner image, a path under /storage/.' }),
  audio: Type.Union([Type.String(), Type.Null()], { description: 'Audio file, a path under /storage/.' }),
  time: Type.Integer(),
  tags: Type.Array(Tag),
  chapters: Type.Array(Chapter),
  like_count: Type.Integer(),
  share_count: Type.Integer(),
  created_at: Type.String({ format: 'date-time' }),
  updated_at: Type.String({ format: 'date-time', description: 'Last change of the material.' }),
  translations: Translations,
});
export type MaterialDetail = Static<typeof MaterialDetail>;
