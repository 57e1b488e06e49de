import { Type, type Static } from 'typebox';
import { Lang, Tag } from './common.ts';

export const SocialAccount = Type.Object({
  provider: Type.Enum(['google', 'facebook']),
  email: Type.Union([Type.String(), Type.Null()], { description: 'The address the provider reported.' }),
  created_at: Type.String({ format: 'date-time', description: 'When the account was linked.' }),
});
export type SocialAccount = Static<typeof SocialAccount>;

export const User = Type.Object({
  id: Type.Integer(),
  email: Type.String({ description: 'Cannot be changed by the user.' }),
  name: Type.Union([Type.String(), Type.Null()]),
  surname: Type.Union([Type.String(), Type.Null()]),
  country: Type.Union([Type.String(), Type.Null()]),
  city: Type.Union([Type.String(), Type.Null()]),
  card_access: Type.Integer({ description: '1 grants the educators\' hashtag search; set by the site team only.' }),
  email_verified: Type.Boolean({ description: 'The address was confirmed (mailed link, password reset or a provider).' }),
  lang: Lang,
  has_password: Type.Boolean({ description: 'False for accounts created by Google/Facebook sign-in until a password is set.' }),
  tags: Type.Array(Tag, { description: 'Interest tags, in the requested lang.' }),
  social_accounts: Type.Array(SocialAccount),
  comments_count: Type.Integer({ description: 'Reviews (comments) the user wrote.' }),
  chat: Type.Object({
    unread_user_messages: Type.Integer({ description: 'Help-chat answers of the team the user has not read.' }),
  }),
  roles: Type.Array(Type.Enum(['admin', 'editor', 'moderator']), {
    description: 'Roles in the site team (the editorial console at /admin); empty for everybody else.',
  }),
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

const ProfileText = (description: string) =>
  Type.Optional(Type.Union([Type.String({ maxLength: 100 }), Type.Null()], { description: `${description}; empty clears it.` }));

/** POST /api/user/update: fields left out stay as they are. */
export const ProfileUpdateBody = Type.Object({
  name: ProfileText('First name'),
  surname: ProfileText('Surname'),
  country: ProfileText('Country'),
  city: ProfileText('City'),
  tags: Type.Optional(
    Type.Array(Type.Integer({ minimum: 1, maximum: 2 ** 31 - 1 }), {
      maxItems: 50,
      description: 'Interest tag ids (replaces the list). JSON array, or a repeated form field.',
    }),
  ),
  email: Type.Optional(Type.String({ maxLength: 254, description: 'Accepted only when unchanged: the e-mail cannot be changed.' })),
  card_access: Type.Optional(Type.Integer({ description: 'Accepted only when unchanged: set by the site team only.' })),
});
export type ProfileUpdateBody = Static<typeof ProfileUpdateBody>;

export const PasswordChangeBody = Type.Object({
  current_password: Type.Optional(Type.String({ maxLength: 200, description: 'Required when the account has a password.' })),
  password: Type.Optional(Type.String({ maxLength: 200, description: 'The new password (§5 rules).' })),
  password_confirmation: Type.Optional(Type.String({ maxLength: 200, description: 'Must equal password (required).' })),
});
export type PasswordChangeBody = Static<typeof PasswordChangeBody>;
