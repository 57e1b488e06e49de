import { Type, type Static } from 'typebox';
import { Lang } from './common.ts';
import { CurrentUserResponse } from './user.ts';

/*
 * Account fields are declared optional here on purpose: a missing password must answer the spec's own text
 * ('Enter your password.'), which the handlers produce, not the schema's generic "field is required".
 */

export const MAX_EMAIL_LENGTH = 254;
export const MAX_PIN_LENGTH = 200;
/** Longer passwords are refused by the schemas: hashing megabytes on request is a cheap denial of service. */
export const MAX_PASSWORD_LENGTH = 200;

const Email = Type.String({ maxLength: MAX_EMAIL_LENGTH, description: 'E-mail address (required).' });
const Password = Type.String({ maxLength: MAX_PASSWORD_LENGTH });
const Pin = Type.String({ maxLength: MAX_PIN_LENGTH, description: 'The pin from the mailed link (required).' });
const Name = Type.String({ maxLength: 100 });

export const RegisterBody = Type.Object({
  email: Type.Optional(Email),
  password: Type.Optional(Type.String({ maxLength: MAX_PASSWORD_LENGTH, description: 'At least 8 characters with a Latin letter and a digit (required).' })),
  password_confirmation: Type.Optional(Type.String({ maxLength: MAX_PASSWORD_LENGTH, description: 'Must equal password (required).' })),
  name: Type.Optional(Name),
  surname: Type.Optional(Name),
  lang: Type.Optional(Type.Enum(['ru', 'en'], { description: 'Language of the mails sent to this user; ru by default.' })),
});
export type RegisterBody = Static<typeof RegisterBody>;

export const LoginBody = Type.Object({
  email: Type.Optional(Email),
  password: Type.Optional(Password),
});
export type LoginBody = Static<typeof LoginBody>;

/** Sign-in answer: the bearer token and the same data as GET /api/user. */
export const AuthResponse = Type.Object({
  token: Type.String({ description: 'Bearer token for the Authorization header; valid 30 days or until logout.' }),
  ...CurrentUserResponse.properties,
});
export type AuthResponse = Static<typeof AuthResponse>;

export const RegisterResponse = Type.Object({
  ...AuthResponse.properties,
  message: Type.String({ description: 'Tells the person to confirm the address from the mail.' }),
});

export const SuccessResponse = Type.Object({
  success: Type.Boolean(),
  message: Type.String(),
});

export const PinBody = Type.Object({ pin: Type.Optional(Pin) });

export const ForgotPasswordBody = Type.Object({
  email: Type.Optional(Email),
  lang: Type.Optional(Lang),
});

export const ResetPasswordBody = Type.Object({
  pin: Type.Optional(Pin),
  password: Type.Optional(Password),
  password_confirmation: Type.Optional(Type.String({ maxLength: MAX_PASSWORD_LENGTH, description: 'Checked when sent.' })),
});

export const PROVIDERS = ['google', 'facebook'] as const;
export type Provider = (typeof PROVIDERS)[number];

export const OAuthCallbackParams = Type.Object({
  provider: Type.Enum(PROVIDERS, { description: 'google or facebook.' }),
});

/** What the provider put in the query of /authorize/{provider}/callback, passed on by the client page. */
export const OAuthCallbackBody = Type.Object({
  code: Type.Optional(Type.String({ maxLength: 4096 })),
  state: Type.Optional(Type.String({ maxLength: 200 })),
  iss: Type.Optional(Type.String({ maxLength: 500, description: 'Issuer, when the provider adds it to the redirect.' })),
  error: Type.Optional(Type.String({ maxLength: 200, description: 'e.g. access_denied when the person declined.' })),
  error_description: Type.Optional(Type.String({ maxLength: 2000 })),
});
export type OAuthCallbackBody = Static<typeof OAuthCallbackBody>;

/** POST /api/password/reset/check: whether a reset link's pin still works (not spent by asking). */
export const ResetCheckResponse = Type.Object({
  valid: Type.Boolean({ description: 'The link can still set a new password.' }),
  message: Type.String(),
});
