import { Type, type Static } from 'typebox';
import { Lang } from './common.ts';

export const COMMENT_MAX_LENGTH = 2000;
/** Spec §9: the comments block shows up to 1000 comments. */
export const COMMENTS_LIST_LIMIT = 1000;

const Timestamp = Type.String({ format: 'date-time' });

export const CommentAuthor = Type.Object({
  name: Type.Union([Type.String(), Type.Null()]),
  surname: Type.Union([Type.String(), Type.Null()]),
});

export const Comment = Type.Object({
  id: Type.Integer(),
  content: Type.String({ description: 'Plain text (never HTML); line breaks are \\n.' }),
  created_at: Timestamp,
  user: CommentAuthor,
});
export type Comment = Static<typeof Comment>;

export const CommentsResponse = Type.Object({
  comments: Type.Array(Comment, { description: `Newest first, ${COMMENTS_LIST_LIMIT} at most.` }),
  countComments: Type.Integer({ description: 'All comments of the item.' }),
});
export type CommentsResponse = Static<typeof CommentsResponse>;

export const CommentBody = Type.Object({
  content: Type.String({
    maxLength: COMMENT_MAX_LENGTH,
    description: `Plain text, 1–${COMMENT_MAX_LENGTH} characters; markup is kept as typed and shown as text.`,
  }),
  user_id: Type.Optional(
    Type.Union([Type.Null(), Type.Integer()], { description: 'Ignored when it is the signed-in user; another id is a 403.' }),
  ),
  lang: Type.Optional(Lang),
});

export const CommentPosted = Type.Object({
  success: Type.Literal(true),
  comment: Comment,
  pending: Type.Optional(
    Type.Literal(true, { description: 'The author\'s e-mail is not confirmed yet: others see the comment once it is.' }),
  ),
  message: Type.Optional(Type.String({ description: 'What to tell the author about a pending comment.' })),
});

export const UserComment = Type.Object({
  id: Type.Integer(),
  content: Type.String(),
  created_at: Timestamp,
  item: Type.Object({
    type: Type.Enum(['materials', 'courses']),
    id: Type.Integer(),
    slug: Type.String(),
    lang: Lang,
    title: Type.String(),
    link: Type.String({ description: 'The item\'s page, e.g. /ru/materials/shabbat.' }),
  }),
});
export type UserComment = Static<typeof UserComment>;

export const UserCommentsResponse = Type.Object({
  comments: Type.Array(UserComment, { description: `Newest first, ${COMMENTS_LIST_LIMIT} at most.` }),
  countComments: Type.Integer(),
});
export type UserCommentsResponse = Static<typeof UserCommentsResponse>;
