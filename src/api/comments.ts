import type { Locale } from '../../design-system';
import type { Comment, CommentsResponse } from '../../server/src/contracts/comments';
import { CommentPendingNotice } from '../../design-system/lib/rejections';
import { api } from './client';
import { itemQuery } from './query';
import type { Reactable } from './reactions';

/** GET /api/{materials|courses}/{slug}/comments: newest first, with their count; null when there is no such item. */
export const commentsQuery = (kind: Reactable, lang: Locale, slug: string) =>
  itemQuery<CommentsResponse>(`/api/${kind}/${slug}/comments`, { lang });

/**
 * POST /api/{materials|courses}/{slug}/ (form content, lang): a signed-in reader's comment (spec §7). A comment
 * that waits for the author's e-mail confirmation (`pending`) rejects with CommentPendingNotice.
 */
export async function postComment(kind: Reactable, lang: Locale, slug: string, content: string) {
  const form = new URLSearchParams({ content, lang });
  const answer = (await api.post<{ success: true; comment: Comment; pending?: true }>(`/api/${kind}/${slug}/`, form)).data;
  if (answer.pending) throw new CommentPendingNotice();
  return answer;
}
