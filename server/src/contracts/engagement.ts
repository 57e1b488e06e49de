import { Type, type Static } from 'typebox';
import { Lang } from './common.ts';

/** Largest id PostgreSQL's integer holds: bigger ids are a 422, not a database error. */
export const MAX_ID = 2_147_483_647;
export const Id = Type.Integer({ minimum: 1, maximum: MAX_ID });

export const ItemIdParams = Type.Object({ id: Id });

export const LangBody = Type.Object({ lang: Type.Optional(Lang) });

/** Visitors' likes are counted once per browser: the client keeps a random id in localStorage and sends it. */
export const CLIENT_ID_PATTERN = '^[A-Za-z0-9_-]{8,100}$';
export const ClientIdHeaders = Type.Object({
  'x-client-id': Type.Optional(
    Type.String({
      pattern: CLIENT_ID_PATTERN,
      description:
        'A random id (8–100 of A–Z a–z 0–9 _ -, e.g. a UUID) the browser keeps in localStorage. Needed for likes by visitors.',
    }),
  ),
});

export const LikeResponse = Type.Object({
  countLikes: Type.Integer({ description: 'The item\'s like count after this call.' }),
});
export type LikeResponse = Static<typeof LikeResponse>;

export const LikeStateResponse = Type.Object({
  liked: Type.Boolean({ description: 'This reader has liked the item: the signed-in user, or this browser (X-Client-Id).' }),
  countLikes: Type.Integer({ description: 'The item\'s like count.' }),
});
export type LikeStateResponse = Static<typeof LikeStateResponse>;

export const ShareResponse = Type.Object({
  countShares: Type.Integer({ description: 'The item\'s share count after this call.' }),
});
export type ShareResponse = Static<typeof ShareResponse>;

/** The favourite payload of spec §3: `material` or `courses`. */
export const FavoriteBody = Type.Object({
  type: Type.Enum(['material', 'courses'], { description: 'What the id names: a material or a course.' }),
});

export const FavoriteResponse = Type.Object({
  success: Type.Literal(true),
  favorite: Type.Boolean({ description: 'Whether the item is a favourite now.' }),
  count_materials: Type.Integer({ description: 'Favourite materials now (the header badge).' }),
  count_courses: Type.Integer({ description: 'Favourite courses now (the header badge).' }),
});
export type FavoriteResponse = Static<typeof FavoriteResponse>;

export const PROFILE_PAGE_SIZE = 50;

/** The query of the profile's lists (favourites, viewed materials, courses). */
export const ProfileListQuery = Type.Object({
  sort: Type.Optional(
    Type.Enum(['date', 'popular'], {
      description: 'date: latest first (favourited, viewed); popular: most popular first. The default: date (popular for recommendations).',
    }),
  ),
  lang: Type.Optional(Lang),
  page: Type.Optional(Type.Integer({ minimum: 0, maximum: 100_000, default: 0, description: '0-based page number.' })),
  per_page: Type.Optional(Type.Integer({ minimum: 1, maximum: PROFILE_PAGE_SIZE, description: 'Items a page (50 at most, the default).' })),
});
export type ProfileListQuery = Static<typeof ProfileListQuery>;

export const FavoritesQuery = Type.Object({
  ...ProfileListQuery.properties,
  type: Type.Optional(Type.Enum(['material', 'courses'], { default: 'material', description: 'Which favourites to list.' })),
});
