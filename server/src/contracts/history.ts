import { Type } from 'typebox';
import { Lang } from './common.ts';

/** Clearing the profile's history (beyond the spec): viewed materials and the course tabs. */

export const ClearMaterialsQuery = Type.Object({
  lang: Type.Optional(Lang),
});

export const ClearCoursesQuery = Type.Object({
  tab: Type.Optional(
    Type.Enum(['history', 'archive'], { default: 'history', description: 'The tab to clear (courses started, or finished).' }),
  ),
  lang: Type.Optional(Lang),
});

export const HistoryRemovedResponse = Type.Object({
  success: Type.Literal(true),
  message: Type.String(),
  removed: Type.Integer({ description: 'Items removed from the list.' }),
});
