import { useId, useRef, useState } from 'react';
import { useIntl } from 'react-intl';
import type { ModalProps } from '@mui/material/Modal';
import { styled, useTheme } from '@mui/material/styles';
import Avatar from '@mui/material/Avatar';
import Badge from '@mui/material/Badge';
import Button from '@mui/material/Button';
import Divider from '@mui/material/Divider';
import IconButton from '@mui/material/IconButton';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import Typography from '@mui/material/Typography';
import PersonIcon from '@mui/icons-material/Person';
import BookmarkBorderIcon from '@mui/icons-material/BookmarkBorder';
import SchoolIcon from '@mui/icons-material/School';
import ArticleIcon from '@mui/icons-material/Article';
import RateReviewIcon from '@mui/icons-material/RateReview';
import ChatIcon from '@mui/icons-material/Chat';
import QuizIcon from '@mui/icons-material/Quiz';
import LogoutIcon from '@mui/icons-material/Logout';
import LoginIcon from '@mui/icons-material/Login';
import { userDisplayName } from '../CommentsBlock/commentRules';
import { badgeCount } from './badgeCount';
import { messages } from './ProfileMenu.messages';

export type ProfileLinkKey = 'data' | 'favorites' | 'courses' | 'materials' | 'reviews' | 'help' | 'questionary';

/** The profile pages in menu order (spec §2: /profile/data … /profile/questionary). */
export const PROFILE_LINK_KEYS: readonly ProfileLinkKey[] = ['data', 'favorites', 'courses', 'materials', 'reviews', 'help', 'questionary'];

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

const icons: Record<ProfileLinkKey, typeof PersonIcon> = {
  data: PersonIcon,
  favorites: BookmarkBorderIcon,
  courses: SchoolIcon,
  materials: ArticleIcon,
  reviews: RateReviewIcon,
  help: ChatIcon,
  questionary: QuizIcon,
};

const Count = styled('span', {
  name: 'DsProfileMenu',
  slot: 'Count',
  shouldForwardProp: (prop) => prop !== 'small',
})<{ small: boolean }>(({ theme }) => ({
  marginLeft: theme.spacing(2),
  minWidth: 24,
  padding: theme.spacing(0, 0.75),
  borderRadius: 999,
  background: theme.palette.primary.main,
  color: theme.palette.primary.contrastText,
  fontSize: '0.75rem',
  fontWeight: 600,
  lineHeight: '22px',
  textAlign: 'center',
  variants: [{ props: { small: true }, style: { fontSize: '0.625rem', padding: theme.spacing(0, 0.5) } }],
}));

const UnreadDot = styled('span', { name: 'DsProfileMenu', slot: 'UnreadDot' })(({ theme }) => ({
  width: 10,
  height: 10,
  marginLeft: theme.spacing(2),
  borderRadius: '50%',
  background: theme.palette.secondary.main,
}));

const Hidden = styled('span')({
  position: 'absolute',
  width: 1,
  height: 1,
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  whiteSpace: 'nowrap',
});

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
  // Menu items are list items; with an href they render through the app's link component, as buttons do.
  const LinkComponent = useTheme().components?.MuiButtonBase?.defaultProps?.LinkComponent ?? 'a';

  if (!user) {
    return (
      <Button variant="outlined" size="small" startIcon={<LoginIcon />} onClick={onLogin} sx={{ flexShrink: 0 }}>
        {intl.formatMessage(messages.login)}
      </Button>
    );
  }

  const name = userDisplayName(user);
  const counts: Partial<Record<ProfileLinkKey, number>> = { courses: coursesCount, materials: materialsCount };

  return (
    <>
      <IconButton
        ref={buttonRef}
        aria-label={intl.formatMessage(unreadChat > 0 ? messages.openUnread : messages.open)}
        aria-haspopup="menu"
        aria-expanded={open}
        aria-controls={open ? menuId : undefined}
        onClick={() => setOpen(true)}
        sx={{ p: 0.5, flexShrink: 0 }}
      >
        <Badge color="secondary" variant="dot" overlap="circular" invisible={unreadChat <= 0}>
          {/* An icon, not initials: the button's name must contain any text it shows. */}
          <Avatar sx={{ width: 32, height: 32, bgcolor: 'primary.main' }}>
            <PersonIcon fontSize="small" />
          </Avatar>
        </Badge>
      </IconButton>
      <Menu
        id={menuId}
        open={open}
        // The anchor is measured only while the menu is open, so the ref is read then.
        anchorEl={() => buttonRef.current!}
        onClose={() => setOpen(false)}
        container={container}
        anchorOrigin={{ vertical: 'bottom', horizontal: 'right' }}
        transformOrigin={{ vertical: 'top', horizontal: 'right' }}
        slotProps={{ list: { 'aria-label': intl.formatMessage(messages.menu), dense: true }, paper: { sx: { minWidth: 240 } } }}
      >
        <li role="presentation" style={{ padding: '6px 16px 10px' }}>
          <Typography variant="subtitle2" component="div" noWrap sx={{ maxWidth: 260 }}>
            {name ?? intl.formatMessage(messages.user)}
          </Typography>
          {user.email && (
            <Typography variant="caption" color="text.secondary" component="div" noWrap sx={{ maxWidth: 260 }}>
              {user.email}
            </Typography>
          )}
        </li>
        <Divider component="li" role="presentation" />
        {PROFILE_LINK_KEYS.map((key) => {
          const Icon = icons[key];
          const badge = badgeCount(counts[key] ?? 0);
          return (
            <MenuItem key={key} component={LinkComponent} href={links[key]} onClick={() => setOpen(false)}>
              <ListItemIcon>
                <Icon fontSize="small" />
              </ListItemIcon>
              <ListItemText>{intl.formatMessage(messages[key])}</ListItemText>
              {badge && (
                <Count small={badge.small} data-testid={`profile-count-${key}`}>
                  {badge.label}
                </Count>
              )}
              {key === 'help' && unreadChat > 0 && (
                <>
                  <UnreadDot aria-hidden data-testid="profile-unread" />
                  <Hidden>{intl.formatMessage(messages.unread, { count: unreadChat })}</Hidden>
                </>
              )}
            </MenuItem>
          );
        })}
        <Divider component="li" role="presentation" />
        <MenuItem
          onClick={() => {
            setOpen(false);
            onLogout();
          }}
        >
          <ListItemIcon>
            <LogoutIcon fontSize="small" />
          </ListItemIcon>
          <ListItemText>{intl.formatMessage(messages.logout)}</ListItemText>
        </MenuItem>
      </Menu>
    </>
  );
}
