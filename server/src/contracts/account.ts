import { Type, type Static } from 'typebox';
import { Id } from './engagement.ts';

/** Account safety (beyond the spec): sessions, signing out everywhere, deleting the account. */

const Timestamp = Type.String({ format: 'date-time' });

export const Session = Type.Object({
  id: Type.Integer({ description: 'The session\'s id (never the token itself).' }),
  created_at: Type.String({ format: 'date-time', description: 'When the user signed in.' }),
  last_used_at: Type.String({ format: 'date-time', description: 'Last request, to the nearest five minutes.' }),
  expires_at: Timestamp,
  user_agent: Type.Union([Type.String(), Type.Null()], {
    description: 'The User-Agent header the session was last used with (for "Chrome on Windows"); null when unknown.',
  }),
  current: Type.Boolean({ description: 'The session making this call.' }),
});
export type Session = Static<typeof Session>;

export const SessionsResponse = Type.Array(Session, { description: 'Active sessions: the current one first, then by last use.' });

export const SessionParams = Type.Object({ id: Id });

export const EndSessionsQuery = Type.Object({
  include_current: Type.Optional(
    Type.Boolean({
      default: false,
      description: 'true: end the session making this call too (sign out here as well). Default: keep it.',
    }),
  ),
});

export const EndSessionsResponse = Type.Object({
  success: Type.Literal(true),
  message: Type.String(),
  ended: Type.Integer({ description: 'How many sessions ended.' }),
});

/** Re-confirmation of an account deletion. */
export const DeleteAccountBody = Type.Object({
  password: Type.Optional(
    Type.String({ maxLength: 200, description: 'The account\'s password; required when the account has one.' }),
  ),
});

export const DeleteAccountResponse = Type.Object({
  success: Type.Literal(true),
  message: Type.String(),
});

/** A social-only account confirms a deletion by a sign-in with its provider this recent. */
export const FRESH_SIGN_IN_MINUTES = 10;
