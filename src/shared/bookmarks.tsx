import { FavoriteBookmark } from '../../design-system';
import { useAuth } from '../auth/AuthProvider';

/**
 * The bookmark on a material card (spec §4): a visitor gets the login modal, a reader toggles the favourite
 * server-first, then the one local list (useAuth), so the header's counters follow.
 */
export function MaterialBookmark({ id }: { id: number }) {
  const { signedIn, isFavorite, toggleFavorite, openModal } = useAuth();
  return (
    <FavoriteBookmark
      size="small"
      active={isFavorite('material', id)}
      signedIn={signedIn}
      onToggle={() => toggleFavorite('material', id)}
      onRequireLogin={() => openModal('login')}
    />
  );
}

/** The course bookmark (spec §4): a visitor gets the login modal, a reader toggles the favourite server-first. */
export function CourseBookmark({ id, size }: { id: number; size?: 'small' | 'medium' }) {
  const { signedIn, isFavorite, toggleFavorite, openModal } = useAuth();
  return (
    <FavoriteBookmark
      size={size}
      active={isFavorite('courses', id)}
      signedIn={signedIn}
      onToggle={() => toggleFavorite('courses', id)}
      onRequireLogin={() => openModal('login')}
    />
  );
}
