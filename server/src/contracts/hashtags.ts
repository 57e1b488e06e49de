import { Type, type Static } from 'typebox';
import { Lang } from './common.ts';

export const Hashtag = Type.Object({
  id: Type.Integer(),
  name: Type.String(),
});
export type Hashtag = Static<typeof Hashtag>;

/** The body may be JSON or a form (`"1"` reads as 1). */
export const AllHashtagsBody = Type.Object({
  groupe_by_category: Type.Optional(
    Type.Integer({ minimum: 0, maximum: 1, description: '1: an object keyed by category name; 0 or absent: a flat list.' }),
  ),
  lang: Type.Optional(Lang),
});

export const AllHashtagsResponse = Type.Union([
  Type.Record(Type.String(), Type.Array(Hashtag), { description: 'Category name (in lang) → its hashtags, in order.' }),
  Type.Array(Hashtag),
]);

export const SearchHashtagsBody = Type.Object({
  lang: Type.Optional(Lang),
  q: Type.String({ maxLength: 200, description: 'Part of a hashtag name, any case.' }),
});

export const MAX_CHOSEN_HASHTAGS = 20;

export const HashtagDataBody = Type.Object({
  lang: Type.Optional(Lang),
  htid: Type.Array(Type.Integer({ minimum: 1, maximum: 2 ** 31 - 1 }), {
    maxItems: MAX_CHOSEN_HASHTAGS,
    description: 'Ids of the chosen hashtags; an item must carry all of them.',
  }),
});

export const HashtagDataItem = Type.Object({
  title: Type.String(),
  link: Type.String({ description: 'Page on the site, e.g. /ru/materials/shabbat.' }),
  hashtags: Type.Array(Hashtag),
  created_at: Type.String({ format: 'date-time' }),
  searchdata: Type.Object({
    chapters: Type.Array(Type.Object({ title: Type.String(), link: Type.String() }), {
      description: "A material's chapters (link to the chapter anchor) or a course's materials.",
    }),
  }),
});

export const HashtagDataGroup = Type.Object({
  title: Type.String({ description: 'Type of the items: Материалы / Materials or Курсы / Courses.' }),
  items: Type.Array(HashtagDataItem),
});
export type HashtagDataGroup = Static<typeof HashtagDataGroup>;
