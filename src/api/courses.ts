import useSWR from 'swr';
import type { Locale } from '../../design-system';
import type { Comment, CommentsResponse } from '../../server/src/contracts/comments';
import type { CourseDetail, CourseListItem } from '../../server/src/contracts/courses';
import type { ViewedMaterial } from '../../server/src/contracts/progress';
import { CommentPendingNotice } from '../../design-system/lib/rejections';
import { api, getJson, getJsonOrNull, type ApiKey } from './client';
import { listKey, useInfiniteList, type ListFilters } from './materials';

/** Courses page size (spec §9). */
export const COURSES_PAGE_SIZE = 12;

export const coursesListKey = (filters: ListFilters) => listKey('/api/courses', filters, COURSES_PAGE_SIZE);

export const useCoursesList = (filters: ListFilters) =>
  useInfiniteList<CourseListItem>('/api/courses', filters, COURSES_PAGE_SIZE);

/** A course with its translations (slugs per locale; null where there is none) and its last change. */
export type CourseDetailWithTranslations = CourseDetail;

export const courseKey = (lang: Locale, slug: string): ApiKey => [`/api/courses/${slug}`, { lang }];

/** One course with its materials and their chapters; `course` is null when there is none with this slug (404). */
export function useCourse(lang: Locale, slug: string) {
  const { data, error, isLoading } = useSWR(courseKey(lang, slug), getJsonOrNull<CourseDetailWithTranslations>, {
    revalidateOnFocus: false,
  });
  return { course: data, error, isLoading };
}

export const courseCommentsKey = (lang: Locale, slug: string): ApiKey => [`/api/courses/${slug}/comments`, { lang }];

/** The comments of a course (newest first) with their count. */
export function useCourseComments(lang: Locale, slug: string) {
  const { data, error, isLoading, mutate } = useSWR(courseCommentsKey(lang, slug), getJson<CommentsResponse>, {
    revalidateOnFocus: false,
  });
  return { comments: data, error, isLoading, mutate };
}

/**
 * POST /api/courses/{slug}: a signed-in reader's comment (spec §7). A comment that waits for the author's e-mail
 * confirmation (`pending`) rejects with CommentPendingNotice: the comments block says so and lists nothing new.
 */
export async function postCourseComment(lang: Locale, slug: string, content: string) {
  const form = new URLSearchParams({ content, lang });
  const answer = (await api.post<{ success: true; comment: Comment; pending?: true }>(`/api/courses/${slug}/`, form)).data;
  if (answer.pending) throw new CommentPendingNotice();
  return answer;
}

const CLIENT_ID_KEY = 'client_id';

/** A visitor's like is counted once per browser: a random id kept in localStorage (X-Client-Id). */
export function clientId(): string {
  let id = localStorage.getItem(CLIENT_ID_KEY);
  if (!id) {
    id = crypto.randomUUID();
    localStorage.setItem(CLIENT_ID_KEY, id);
  }
  return id;
}

/** POST /api/courses/{id}/increase-likes (form lang; a visitor sends X-Client-Id). */
export async function likeCourse(lang: Locale, id: number) {
  return (
    await api.post<{ countLikes: number }>(`/api/courses/${id}/increase-likes`, new URLSearchParams({ lang }), {
      headers: { 'X-Client-Id': clientId() },
    })
  ).data;
}

/** POST /api/courses/{slug}/increase-share (form lang); the answer is not read (spec §7). */
export function shareCourse(lang: Locale, slug: string) {
  return api.post(`/api/courses/${slug}/increase-share`, new URLSearchParams({ lang })).catch(() => undefined);
}

/** POST /api/user/add-to-active or add-to-archive (form material_id) for a signed-in reader (spec §4, §7). */
export function recordProgress(kind: 'active' | 'archive', materialId: number) {
  return api
    .post(`/api/user/add-to-${kind}`, new URLSearchParams({ material_id: String(materialId) }))
    .catch(() => undefined);
}

/** The materials a signed-in reader opened lately (last opened first), with whether each was finished. */
export async function fetchViewedMaterials(lang: Locale): Promise<ViewedMaterial[]> {
  return getJson<ViewedMaterial[]>(['/api/user/materials', { lang, sort: 'date', per_page: 50 }]);
}
