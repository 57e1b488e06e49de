import { LikeButton, type Locale } from '../../design-system';
import { useQuery } from '../api/query';
import { like, likeStateQuery, type Reactable } from '../api/reactions';
import { useAuth } from '../auth/AuthProvider';

/**
 * The like button of a material or course page with the reader's own like (issue 19): the page (rendered and cached
 * the same for everyone) shows the count; after it loads, the reader's state is asked, so a like is still there after
 * a reload, and on another device when signed in.
 */
export function LikeAction({ kind, id, count, locale }: { kind: Reactable; id: number; count: number; locale: Locale }) {
  const { status } = useAuth();
  // Asked once the session is known (after hydration), so that a signed-in reader's like is looked up as theirs.
  const known = status === 'visitor' || status === 'signedIn';
  const { data } = useQuery(known ? likeStateQuery(kind, id, status === 'signedIn') : null);
  return <LikeButton count={data?.countLikes ?? count} liked={data?.liked ?? false} onLike={() => like(kind, locale, id)} />;
}
