import { Type, type Static } from 'typebox';
import { Id } from './engagement.ts';
import { MaterialListItem } from './materials.ts';

export const ProgressBody = Type.Object({ material_id: Id });

export const ProgressResponse = Type.Object({
  success: Type.Literal(true),
  material_id: Type.Integer(),
  status: Type.Enum(['active', 'archived'], { description: 'active: started; archived: finished.' }),
  started_at: Type.String({ format: 'date-time' }),
  finished_at: Type.Union([Type.String({ format: 'date-time' }), Type.Null()]),
});
export type ProgressResponse = Static<typeof ProgressResponse>;

/** A material card of the profile's viewed materials: the list item plus the user's progress. */
export const ViewedMaterial = Type.Object({
  ...MaterialListItem.properties,
  viewed_at: Type.String({ format: 'date-time', description: 'When the user last opened it.' }),
  finished: Type.Boolean({ description: 'The user finished it (archived).' }),
});
export type ViewedMaterial = Static<typeof ViewedMaterial>;
