import { Type, type Static } from 'typebox';

export const User = Type.Object({
  id: Type.Integer(),
  email: Type.String(),
  name: Type.Union([Type.String(), Type.Null()]),
  surname: Type.Union([Type.String(), Type.Null()]),
  country: Type.Union([Type.String(), Type.Null()]),
  city: Type.Union([Type.String(), Type.Null()]),
  card_access: Type.Integer({ description: '1 grants the educators\' hashtag search.' }),
  email_verified: Type.Boolean(),
});
export type User = Static<typeof User>;

/** GET /api/user (spec §3): the user, ids of favourites and the header badge counts. */
export const CurrentUserResponse = Type.Object({
  user: User,
  favoriteMaterials: Type.Array(Type.Integer()),
  favoriteCourses: Type.Array(Type.Integer()),
  count_materials: Type.Integer(),
  count_courses: Type.Integer(),
});
export type CurrentUserResponse = Static<typeof CurrentUserResponse>;
