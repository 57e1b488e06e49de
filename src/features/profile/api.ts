import type { SWRConfiguration } from 'swr';
import type { Locale } from '../../../design-system';
import type { ChatResponse, ChatMessage } from '../../../server/src/contracts/chat';
import type { UserCommentsResponse } from '../../../server/src/contracts/comments';
import type { CourseListItem } from '../../../server/src/contracts/courses';
import type { MaterialListItem } from '../../../server/src/contracts/materials';
import type { UserCourse, ViewedMaterial } from '../../../server/src/contracts/progress';
import type { Questionary, QuestionaryBody } from '../../../server/src/contracts/questionary';
import type { Session } from '../../../server/src/contracts/account';
import type { CurrentUserResponse, ProfileUpdateBody } from '../../../server/src/contracts/user';
import { api } from '../../api/client';
import { getQuery, useQuery, type Query } from '../../api/query';
import { keepPolling } from '../../api/polling';
import { useAuth } from '../../auth/AuthProvider';

export type ProfileSort = 'date' | 'popular';
export type CourseTab = 'history' | 'recommendations' | 'archive';

/** Personal data is never in the server's render: each profile list asks afresh when its page opens. */
const fresh: SWRConfiguration = { revalidateOnMount: true, revalidateOnFocus: false, shouldRetryOnError: false };

/** A personal query, asked only while signed in (a visitor's page asks nothing). */
function usePersonal<T>(query: Query<T>, options: SWRConfiguration = {}) {
  const { signedIn } = useAuth();
  return useQuery<T>(signedIn ? query : null, { ...fresh, ...options });
}

export const favoriteMaterialsQuery = (lang: Locale, sort: ProfileSort) =>
  getQuery<MaterialListItem[]>('/api/user/favorites', { type: 'material', lang, sort });
export const favoriteCoursesQuery = (lang: Locale, sort: ProfileSort) =>
  getQuery<CourseListItem[]>('/api/user/favorites', { type: 'courses', lang, sort });
export const useFavoriteMaterials = (lang: Locale, sort: ProfileSort) => usePersonal(favoriteMaterialsQuery(lang, sort));
export const useFavoriteCourses = (lang: Locale, sort: ProfileSort) => usePersonal(favoriteCoursesQuery(lang, sort));

export const userCoursesQuery = (lang: Locale, tab: CourseTab, sort: ProfileSort) => getQuery<UserCourse[]>('/api/user/courses', { lang, tab, sort });
export const useUserCourses = (lang: Locale, tab: CourseTab, sort: ProfileSort) => usePersonal(userCoursesQuery(lang, tab, sort));

export const viewedMaterialsQuery = (lang: Locale, sort: ProfileSort) => getQuery<ViewedMaterial[]>('/api/user/materials', { lang, sort });
export const useViewedMaterials = (lang: Locale, sort: ProfileSort) => usePersonal(viewedMaterialsQuery(lang, sort));

export const userCommentsQuery = getQuery<UserCommentsResponse>('/api/user/comments');
export const useUserComments = () => usePersonal(userCommentsQuery);

export const chatQuery = (lang: Locale) => getQuery<ChatResponse>('/api/user/chat', { lang });
/** Spec: new replies appear without a reload: the open chat asks again every few seconds. */
export const CHAT_POLL_MS = 5000;
export const useChat = (lang: Locale) => usePersonal(chatQuery(lang), keepPolling(CHAT_POLL_MS));
export const postChatMessage = (lang: Locale, text: string) =>
  api.post<{ success: true; message: ChatMessage }>('/api/user/chat', { text, lang }).then((r) => r.data);

export const questionaryQuery = getQuery<{ questionary: Questionary | null }>('/api/user/questionary');
export const useQuestionary = () => usePersonal(questionaryQuery);
export const saveQuestionary = (body: QuestionaryBody) =>
  api.post<{ success: true; questionary: Questionary }>('/api/user/questionary', body).then((r) => r.data);

export const updateProfile = (lang: Locale, body: ProfileUpdateBody) =>
  api.post<CurrentUserResponse>('/api/user/update', body, { params: { lang } }).then((r) => r.data);

export const sessionsQuery = getQuery<Session[]>('/api/user/sessions');
export const useSessions = () => usePersonal(sessionsQuery);
export const endSession = (id: number) => api.delete(`/api/user/sessions/${id}`);
export const endOtherSessions = () => api.delete<{ ended: number }>('/api/user/sessions').then((r) => r.data);
/** POST /api/user/password: the other sessions end, this one stays. */
export const changePassword = (body: { current_password?: string; password: string; password_confirmation: string }) =>
  api.post<{ success: true; message: string }>('/api/user/password', body).then((r) => r.data);
export const deleteAccount = (password?: string) =>
  api.delete('/api/user', { data: password === undefined ? {} : { password } }).then((r) => r.data);

export const removeViewedMaterial = (id: number) => api.delete(`/api/user/materials/${id}`);
export const clearViewedMaterials = (lang: Locale) => api.delete('/api/user/materials', { params: { lang } });
export const removeUserCourse = (id: number) => api.delete(`/api/user/courses/${id}`);
export const clearUserCourses = (lang: Locale, tab: 'history' | 'archive') => api.delete('/api/user/courses', { params: { tab, lang } });
