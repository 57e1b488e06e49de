import useSWR from 'swr';
import type { Locale } from '../../design-system';
import type { Comment, CommentsResponse } from '../../server/src/contracts/comments';
import type { MaterialListItem } from '../../server/src/contracts/materials';
import { CommentPendingNotice } from '../../design-system/lib/rejections';
import { api, getJson, type ApiKey } from './client';
import { clientId } from './courses';

export const materialCommentsKey = (lang: Locale, slug: string): ApiKey => [`/api/materials/${slug}/comments`, { lang }];

/** GET /api/materials/{slug}/comments: the comments (newest first) and their count. */
export function useMaterialComments(lang: Locale, slug: string) {
  const { data, error, isLoading, mutate } = useSWR(materialCommentsKey(lang, slug), getJson<CommentsResponse>, {
    revalidateOnFocus: false,
  });
  return { comments: data, error, isLoading, mutate };
}

/**
 * POST /api/materials/{slug}/ (form content, lang): a signed-in reader's comment (spec §7). A comment that waits
 * for the author's e-mail confirmation (`pending`) rejects with CommentPendingNotice: the comments block says so.
 */
export async function postMaterialComment(lang: Locale, slug: string, content: string) {
  const form = new URLSearchParams({ content, lang });
  const answer = (await api.post<{ success: true; comment: Comment; pending?: true }>(`/api/materials/${slug}/`, form)).data;
  if (answer.pending) throw new CommentPendingNotice();
  return answer;
}

/** POST /api/materials/{id}/increase-likes (form lang); a visitor is recognised by X-Client-Id. */
export async function likeMaterial(lang: Locale, id: number) {
  return (
    await api.post<{ countLikes: number }>(`/api/materials/${id}/increase-likes`, new URLSearchParams({ lang }), {
      headers: { 'X-Client-Id': clientId() },
    })
  ).data;
}

/** POST /api/materials/{slug}/increase-share (form lang) on a share link's click; the answer is not read. */
export function shareMaterial(lang: Locale, slug: string) {
  return api.post(`/api/materials/${slug}/increase-share`, new URLSearchParams({ lang })).catch(() => undefined);
}

export const popularMaterialsKey = (lang: Locale): ApiKey => ['/api/materials/popular', { lang }];

/** GET /api/materials/popular: the home page's popular block. */
export function usePopularMaterials(lang: Locale) {
  const { data, error } = useSWR(popularMaterialsKey(lang), getJson<MaterialListItem[]>, { revalidateOnFocus: false });
  return { popular: data, error };
}
