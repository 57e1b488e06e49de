import { Type, type Static } from 'typebox';

export const LANGS = ['ru', 'en'] as const;
export const Lang = Type.Enum(LANGS, { description: 'Content language: ru or en.' });
export type Lang = Static<typeof Lang>;

export const LangQuery = Type.Object({ lang: Type.Optional(Lang) });

export const MAX_PER_PAGE = 50;
export const MAX_PAGE = 100_000;

/** The list query of spec §7, shared by materials and courses. */
export const ListQuery = Type.Object({
  page: Type.Optional(Type.Integer({ minimum: 0, maximum: MAX_PAGE, default: 0, description: '0-based page number.' })),
  per_page: Type.Optional(Type.Integer({ minimum: 1, maximum: MAX_PER_PAGE, description: 'Items a page.' })),
  orderBy: Type.Optional(
    Type.Integer({ minimum: 0, maximum: 1, default: 0, description: '0: newest / most popular first; 1: the reverse.' }),
  ),
  filterBy: Type.Optional(Type.Enum(['date', 'popular'], { default: 'date' })),
  tags: Type.Optional(
    Type.String({ maxLength: 2000, description: 'JSON array of tag ids, e.g. [1,5]; an item must have all of them.' }),
  ),
  lang: Type.Optional(Lang),
});
export type ListQuery = Static<typeof ListQuery>;

export const ErrorResponse = Type.Object({
  message: Type.String(),
  errors: Type.Optional(Type.Record(Type.String(), Type.Array(Type.String()))),
});

export const Tag = Type.Object({
  id: Type.Integer(),
  name: Type.String(),
  type: Type.Integer({ description: '0 = main tag (its colour is the card colour), 1 = additional.' }),
  color: Type.Union([Type.String(), Type.Null()]),
  gradient: Type.Union([Type.String(), Type.Null()]),
});
export type Tag = Static<typeof Tag>;

export const TagsResponse = Type.Object({
  main_tags: Type.Array(Tag),
  additional_tags: Type.Array(Tag),
});
export type TagsResponse = Static<typeof TagsResponse>;

export const SlugParams = Type.Object({
  slug: Type.String({ pattern: '^[a-z0-9]+(-[a-z0-9]+)*$', maxLength: 200 }),
});
