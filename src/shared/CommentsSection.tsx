import { CommentsBlock } from '../../design-system';
import { commentsQuery, postComment } from '../api/comments';
import { useQuery } from '../api/query';
import type { Reactable } from '../api/reactions';
import { useAuth } from '../auth/AuthProvider';
import { useLocale } from './useLocale';

/** The comments of a material or a course: three first, 'show more' up to 1000; the form for readers, a prompt for visitors. */
export function CommentsSection({ kind, slug }: { kind: Reactable; slug: string }) {
  const locale = useLocale();
  const { signedIn, openModal } = useAuth();
  const { data: comments, error, isLoading, mutate } = useQuery(commentsQuery(kind, locale, slug));
  return (
    <CommentsBlock
      comments={comments?.comments ?? []}
      count={comments?.countComments ?? 0}
      signedIn={signedIn}
      loading={isLoading && !comments}
      error={Boolean(error) && !comments}
      onRetry={() => void mutate()}
      onLogin={() => openModal('login')}
      onRegister={() => openModal('register')}
      onSubmit={async (text) => {
        const { comment } = await postComment(kind, locale, slug, text);
        await mutate(
          (current) => ({ comments: [comment, ...(current?.comments ?? [])], countComments: (current?.countComments ?? 0) + 1 }),
          { revalidate: false },
        );
      }}
    />
  );
}
