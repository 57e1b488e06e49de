import { useNavigate } from 'react-router-dom';
import Skeleton from '@mui/material/Skeleton';
import { HeaderCounters, PROFILE_LINK_KEYS, ProfileMenu, type ProfileLinkKey } from '../../../design-system';
import { useLocale } from '../../shared/useLocale';
import { paths } from '../../shared/paths';
import { useAuth } from '../../auth/AuthProvider';

/**
 * The header's account slot: the sign-in entry for visitors, the profile menu with its badges for readers
 * (spec §2 header, §3 display name). The server renders the visitor's view; a stored token turns it into the
 * menu after hydration (a placeholder of the avatar's size while the current-user call runs).
 */
export function AccountMenu() {
  const locale = useLocale();
  const navigate = useNavigate();
  const { current, status, openModal, signOut } = useAuth();

  if (status === 'loading') {
    return <Skeleton variant="circular" width={40} height={40} data-testid="account-menu-loading" sx={{ flexShrink: 0 }} />;
  }
  const links = Object.fromEntries(PROFILE_LINK_KEYS.map((key) => [key, paths.profile(locale, key)])) as Record<ProfileLinkKey, string>;
  return (
    <ProfileMenu
      user={current?.user ?? null}
      links={links}
      coursesCount={current?.count_courses ?? 0}
      materialsCount={current?.count_materials ?? 0}
      unreadChat={current?.user.chat.unread_user_messages ?? 0}
      onLogin={() => openModal('login')}
      onLogout={() => {
        // Spec §7: POST /api/logout, the token removed, then the home page.
        void signOut().finally(() => navigate(paths.home(locale)));
      }}
    />
  );
}

/**
 * The header's counter badges (spec §2, §3): the signed-in reader's favourite materials and courses, read from the
 * one place favourites are kept (useAuth), so a bookmark anywhere changes them at once. Nothing for a visitor.
 */
export function AccountCounters() {
  const locale = useLocale();
  const { current } = useAuth();
  if (!current) return null;
  const favorites = paths.profile(locale, 'favorites');
  return (
    <HeaderCounters
      materialsCount={current.count_materials}
      coursesCount={current.count_courses}
      materialsHref={`${favorites}#favorite-materials`}
      coursesHref={`${favorites}#favorite-courses`}
    />
  );
}
