import { Type, type Static } from 'typebox';
import { CourseListItem } from './courses.ts';
import { Id, ProfileListQuery } from './engagement.ts';
import { MaterialListItem } from './materials.ts';

export const ProgressBody = Type.Object({
  material_id: Id,
  course_id: Type.Optional(
    Type.Integer({
      minimum: 1,
      description:
        'The course the material was opened in (add-to-active): the course then shows in the profile\'s history. ' +
        'Beyond spec §7; 422 when the material is not in that course.',
    }),
  ),
});

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

export const UserCoursesQuery = Type.Object({
  ...ProfileListQuery.properties,
  tab: Type.Optional(
    Type.Enum(['history', 'recommendations', 'archive'], {
      default: 'history',
      description:
        'history: courses started and not finished; archive: courses whose every material is finished; ' +
        'recommendations: courses not started yet that share tags with the user\'s interests, favourites and history.',
    }),
  ),
});
export type UserCoursesQuery = Static<typeof UserCoursesQuery>;

/** A course card of the profile: the list item plus how far the user got. */
export const UserCourse = Type.Object({
  ...CourseListItem.properties,
  materials_started: Type.Integer({ description: 'Materials of the course the user opened.' }),
  materials_finished: Type.Integer({ description: 'Materials of the course the user finished.' }),
});
export type UserCourse = Static<typeof UserCourse>;
