import type { RefObject } from 'react';
import { useIntl } from 'react-intl';
import visuallyHidden from '@mui/utils/visuallyHidden';
import type { ModalProps } from '@mui/material/Modal';
import { styled, useTheme } from '@mui/material/styles';
import Divider from '@mui/material/Divider';
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
import { userDisplayName } from '../CommentsBlock/commentRules';
import { badgeCount } from './badgeCount';
import { PROFILE_LINK_KEYS, type ProfileLinkKey } from './profileLinks';
import type { ProfileUser } from './ProfileMenu';
import { messages } from './ProfileMenu.messages';

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

export interface ProfileMenuPopupProps {
  id: string;
  open: boolean;
  anchor: RefObject<HTMLButtonElement | null>;
  onClose: () => void;
  container?: ModalProps['container'];
  user: ProfileUser;
  links: Record<ProfileLinkKey, string>;
  counts: Partial<Record<ProfileLinkKey, number>>;
  unreadChat: number;
  onLogout: () => void;
}

/** The open profile menu: the reader's name and email, the profile pages with their badges, logout. */
export default function ProfileMenuPopup({ id, open, anchor, onClose, container, user, links, counts, unreadChat, onLogout }: ProfileMenuPopupProps) {
  const intl = useIntl();
  // Menu items are list items; with an href they render through the app's link component, as buttons do.
  const LinkComponent = useTheme().components?.MuiButtonBase?.defaultProps?.LinkComponent ?? 'a';
  const name = userDisplayName(user);
  return (
    <Menu
      id={id}
      open={open}
      // The anchor is measured only while the menu is open, so the ref is read then.
      anchorEl={() => anchor.current!}
      onClose={onClose}
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
          <MenuItem key={key} component={LinkComponent} href={links[key]} onClick={onClose}>
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
                <span style={visuallyHidden}>{intl.formatMessage(messages.unread, { count: unreadChat })}</span>
              </>
            )}
          </MenuItem>
        );
      })}
      <Divider component="li" role="presentation" />
      <MenuItem
        onClick={() => {
          onClose();
          onLogout();
        }}
      >
        <ListItemIcon>
          <LogoutIcon fontSize="small" />
        </ListItemIcon>
        <ListItemText>{intl.formatMessage(messages.logout)}</ListItemText>
      </MenuItem>
    </Menu>
  );
}
