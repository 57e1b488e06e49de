import { Type, type Static } from 'typebox';
import { Lang } from './common.ts';

export const CHAT_MESSAGE_MAX_LENGTH = 4000;
/** The thread answers its latest messages only. */
export const CHAT_HISTORY_LIMIT = 500;

export const ChatMessage = Type.Object({
  id: Type.Integer(),
  author: Type.Enum(['user', 'team'], { description: 'Who wrote it: the user or the site team.' }),
  text: Type.String({ description: 'Plain text (never HTML); line breaks are \\n.' }),
  created_at: Type.String({ format: 'date-time' }),
  is_new: Type.Boolean({ description: 'A team message the user sees for the first time (it is marked read now).' }),
});
export type ChatMessage = Static<typeof ChatMessage>;

export const ChatResponse = Type.Object({
  messages: Type.Array(ChatMessage, { description: `Oldest first; the latest ${CHAT_HISTORY_LIMIT} at most.` }),
});
export type ChatResponse = Static<typeof ChatResponse>;

/** `lang`: the language of the welcome message; the user's own language when left out. */
export const ChatQuery = Type.Object({ lang: Type.Optional(Lang) });

export const ChatBody = Type.Object({
  text: Type.String({ maxLength: CHAT_MESSAGE_MAX_LENGTH, description: `Plain text, 1–${CHAT_MESSAGE_MAX_LENGTH} characters.` }),
  lang: Type.Optional(Lang),
});

export const ChatPosted = Type.Object({ success: Type.Literal(true), message: ChatMessage });
