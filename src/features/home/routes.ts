import { coursesList } from '../../api/courses';
import { newest } from '../../api/lists';
import { materialsList, popularMaterialsQuery } from '../../api/materials';
import type { RouteHandle } from '../../shared/pageRoute';

/** The newest materials and courses the home page shows. */
export const LATEST_COUNT = 6;
export const COURSES_COUNT = 4;

export const homeHandle: RouteHandle = {
  prefetch: ({ locale }) => [popularMaterialsQuery(locale), materialsList(newest(locale), LATEST_COUNT), coursesList(newest(locale), COURSES_COUNT)],
};
