import { Type, type Static } from 'typebox';
import { Lang } from './common.ts';
import { Id } from './engagement.ts';
import { Hashtag, HashtagDataGroup, MAX_CHOSEN_HASHTAGS } from './hashtags.ts';

/** Educators' selections (beyond the spec): saved hashtag searches, shared as read-only links. */

export const SELECTION_NAME_MAX_LENGTH = 100;
/** Selections one account keeps at most. */
export const MAX_SELECTIONS = 200;
export const SHARE_TOKEN_PATTERN = '^[A-Za-z0-9_-]{16,64}$';

const Timestamp = Type.String({ format: 'date-time' });

export const Selection = Type.Object({
  id: Type.Integer(),
  name: Type.String(),
  lang: Lang,
  hashtags: Type.Array(Hashtag, { description: 'The chosen hashtags, in the order chosen; names in lang.' }),
  share_token: Type.Union([Type.String(), Type.Null()], {
    description: 'While shared: the token of the read-only link (GET /api/selections/shared/{share_token}); else null.',
  }),
  created_at: Timestamp,
  updated_at: Timestamp,
});
export type Selection = Static<typeof Selection>;

export const SelectionWithResults = Type.Object({
  ...Selection.properties,
  results: Type.Array(HashtagDataGroup, {
    description: 'Materials and courses in lang carrying every hashtag of the selection (as POST /search-hashtags-data).',
  }),
});

export const SharedSelection = Type.Object({
  name: Type.String(),
  lang: Lang,
  hashtags: Type.Array(Hashtag),
  results: Type.Array(HashtagDataGroup),
});

const Name = Type.String({
  maxLength: 1000,
  description: `1–${SELECTION_NAME_MAX_LENGTH} characters after trimming.`,
});
const HashtagIds = Type.Array(Type.Integer({ minimum: 1, maximum: 2 ** 31 - 1 }), {
  maxItems: MAX_CHOSEN_HASHTAGS,
  description: `Ids of the chosen hashtags (1–${MAX_CHOSEN_HASHTAGS}); a material must carry all of them.`,
});

export const CreateSelectionBody = Type.Object({
  name: Name,
  htid: HashtagIds,
  lang: Type.Optional(Lang),
});

export const UpdateSelectionBody = Type.Object({
  name: Type.Optional(Name),
  htid: Type.Optional(HashtagIds),
});

export const SelectionParams = Type.Object({ id: Id });
export const SharedSelectionParams = Type.Object({ token: Type.String({ pattern: SHARE_TOKEN_PATTERN }) });
