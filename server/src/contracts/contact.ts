import { Type } from 'typebox';

export const CONTACT_MESSAGE_MAX_LENGTH = 5000;

export const ContactBody = Type.Object({
  messageText: Type.String({
    maxLength: CONTACT_MESSAGE_MAX_LENGTH,
    description: `The message to the site team, plain text, 1–${CONTACT_MESSAGE_MAX_LENGTH} characters.`,
  }),
  userId: Type.Optional(
    Type.Union([Type.Null(), Type.Integer()], {
      description: 'The sender as the client knows them; must be the signed-in user (else 403). The token decides.',
    }),
  ),
  email: Type.Optional(
    Type.Union([Type.Null(), Type.String({ format: 'email', maxLength: 254 })], {
      description: 'A reply address (for visitors; the team has a signed-in user\'s address).',
    }),
  ),
});

export const ContactResponse = Type.Object({ success: Type.Literal(true) });
