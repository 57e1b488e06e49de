import type { Locale } from '../../design-system';
import type { CourseDetail, CourseListItem } from '../../server/src/contracts/courses';
import type { ViewedMaterial } from '../../server/src/contracts/progress';
import { api } from './client';
import { filteredList, type ListFilters } from './lists';
import { getQuery, itemQuery, useQuery } from './query';

/** Courses page size (spec §9). */
export const COURSES_PAGE_SIZE = 12;

/** GET /api/courses: the filtered list, page by page. */
export const coursesList = (filters: ListFilters, perPage = COURSES_PAGE_SIZE) =>
  filteredList<CourseListItem>('/api/courses', filters, perPage);

/** GET /api/courses/{slug}: a course with its materials and their chapters; null when there is none. */
export const courseQuery = (lang: Locale, slug: string) => itemQuery<CourseDetail>(`/api/courses/${slug}`, { lang });

export function useCourse(lang: Locale, slug: string) {
  const { data, error, isLoading } = useQuery(courseQuery(lang, slug));
  return { course: data, error, isLoading };
}

/**
 * POST /api/user/add-to-active or add-to-archive (form material_id) for a signed-in reader (spec §4, §7); with the
 * course the material is read in (course_id), which puts that course, and only that one, in the profile's history.
 */
export function recordProgress(kind: 'active' | 'archive', materialId: number, courseId: number) {
  return api
    .post(`/api/user/add-to-${kind}`, new URLSearchParams({ material_id: String(materialId), course_id: String(courseId) }))
    .catch(() => undefined);
}

/** GET /api/user/materials: what a signed-in reader opened lately (last opened first), and whether it was finished. */
export const recentlyViewedQuery = (lang: Locale) =>
  getQuery<ViewedMaterial[]>('/api/user/materials', { lang, sort: 'date', per_page: 50 });
