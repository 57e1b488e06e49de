import { lazy, Suspense, useId, useRef, useState } from 'react';
import { useIntl } from 'react-intl';
import type { ModalProps } from '@mui/material/Modal';
import Avatar from '@mui/material/Avatar';
import Badge from '@mui/material/Badge';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import PersonIcon from '@mui/icons-material/Person';
import LoginIcon from '@mui/icons-material/Login';
import { PROFILE_LINK_KEYS, type ProfileLinkKey } from './profileLinks';
import { messages } from './ProfileMenu.messages';

export { PROFILE_LINK_KEYS, type ProfileLinkKey };

// The open menu (MUI's Menu, Popover, Modal, focus trap, the list) is its own chunk, loaded when a reader first
// hovers, focuses or presses the avatar: a visitor, and a reader who never opens it, never downloads it.
const loadPopup = () => import('./ProfileMenuPopup');
const ProfileMenuPopup = lazy(loadPopup);

export interface ProfileUser {
  name?: string | null;
  surname?: string | null;
  email?: string | null;
}

export interface ProfileMenuProps {
  /** The signed-in user; `null` shows the login button instead of the menu. */
  user: ProfileUser | null;
  /** Hrefs of the profile pages, e.g. { data: '/ru/profile/data', … }. */
  links: Record<ProfileLinkKey, string>;
  /** Badge on 'My courses' (count_courses); 0 shows none, above 99 shows 99+ in a small style. */
  coursesCount?: number;
  /** Badge on 'My materials' (count_materials); 0 shows none, above 99 shows 99+ in a small style. */
  materialsCount?: number;
  /** Help-chat answers not yet read (chat.unread_user_messages): a dot on the button and on 'Help chat'. */
  unreadChat?: number;
  onLogout: () => void;
  /** The login button of the signed-out state (the app opens the login modal). */
  onLogin: () => void;
  /** Open the menu on first render (stories). */
  defaultOpen?: boolean;
  /** Where the menu mounts (default: the end of the body); stories pass their root so that axe checks it. */
  container?: ModalProps['container'];
}

/**
 * The account corner of the header. Signed in: an avatar button opening the profile menu (profile pages
 * with counter badges, the unread-chat marker, logout). Signed out: the login button.
 */
export function ProfileMenu({
  user,
  links,
  coursesCount = 0,
  materialsCount = 0,
  unreadChat = 0,
  onLogout,
  onLogin,
  defaultOpen = false,
  container,
}: ProfileMenuProps) {
  const intl = useIntl();
  const menuId = useId();
  const buttonRef = useRef<HTMLButtonElement>(null);
  const [open, setOpen] = useState(defaultOpen);
  // Mounted from the first open on (it keeps its closing transition and the focus return after that).
  const [wanted, setWanted] = useState(defaultOpen);

  if (!user) {
    return (
      <Button variant="outlined" size="small" startIcon={<LoginIcon />} onClick={onLogin} sx={{ flexShrink: 0 }}>
        {intl.formatMessage(messages.login)}
      </Button>
    );
  }

  return (
    <>
      <IconButton
        ref={buttonRef}
        aria-label={intl.formatMessage(unreadChat > 0 ? messages.openUnread : messages.open)}
        aria-haspopup="menu"
        aria-expanded={open}
        aria-controls={open ? menuId : undefined}
        onPointerEnter={() => void loadPopup()}
        onFocus={() => void loadPopup()}
        onClick={() => {
          setWanted(true);
          setOpen(true);
        }}
        sx={{ p: 0.5, flexShrink: 0 }}
      >
        <Badge color="secondary" variant="dot" overlap="circular" invisible={unreadChat <= 0}>
          {/* An icon, not initials: the button's name must contain any text it shows. */}
          <Avatar sx={{ width: 32, height: 32, bgcolor: 'primary.main' }}>
            <PersonIcon fontSize="small" />
          </Avatar>
        </Badge>
      </IconButton>
      {wanted && (
        <Suspense fallback={null}>
          <ProfileMenuPopup
            id={menuId}
            open={open}
            anchor={buttonRef}
            onClose={() => setOpen(false)}
            container={container}
            user={user}
            links={links}
            counts={{ courses: coursesCount, materials: materialsCount }}
            unreadChat={unreadChat}
            onLogout={onLogout}
          />
        </Suspense>
      )}
    </>
  );
}
