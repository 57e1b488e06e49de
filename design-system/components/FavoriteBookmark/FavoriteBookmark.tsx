import { useState } from 'react';
import { useIntl } from 'react-intl';
import { styled } from '@mui/material/styles';
import CircularProgress from '@mui/material/CircularProgress';
import IconButton from '@mui/material/IconButton';
import BookmarkIcon from '@mui/icons-material/Bookmark';
import BookmarkBorderIcon from '@mui/icons-material/BookmarkBorder';
import { messages } from './FavoriteBookmark.messages';

export interface FavoriteBookmarkProps {
  /** The item is among the user's favourites (the app's favoriteMaterials / favoriteCourses). */
  active: boolean;
  /** Signed out: a click calls `onRequireLogin` and never `onToggle` (spec §4). */
  signedIn: boolean;
  /**
   * Asks to add (`next` true) or delete (`next` false). The server call comes first (spec §4): return its
   * promise and the button is busy until it settles; the app changes `active` on success.
   */
  onToggle: (next: boolean) => Promise<unknown> | void;
  /** A signed-out click: the app opens the login modal. */
  onRequireLogin: () => void;
  /** Busy from outside (e.g. the favourites are loading). */
  pending?: boolean;
  size?: 'small' | 'medium';
}

const Root = styled(IconButton, {
  name: 'DsFavoriteBookmark',
  slot: 'Root',
  shouldForwardProp: (prop) => prop !== 'active',
})<{ active: boolean }>(({ theme }) => ({
  position: 'relative',
  background: theme.palette.background.paper,
  color: theme.palette.text.secondary,
  border: `1px solid ${theme.palette.divider}`,
  '&:hover': { background: theme.palette.primary.light, color: theme.palette.primary.main },
  variants: [{ props: { active: true }, style: { color: theme.palette.secondary.main } }],
}));

/** The favourite bookmark: toggles between add and delete; signed out it asks to log in (spec §2, §4). */
export function FavoriteBookmark({ active, signedIn, onToggle, onRequireLogin, pending = false, size = 'medium' }: FavoriteBookmarkProps) {
  const intl = useIntl();
  const [waiting, setWaiting] = useState(false);
  const busy = pending || waiting;

  const click = async () => {
    if (busy) return;
    if (!signedIn) {
      onRequireLogin();
      return;
    }
    const result = onToggle(!active);
    if (result && typeof (result as Promise<unknown>).then === 'function') {
      setWaiting(true);
      try {
        await result;
      } catch {
        // The app decides what a failure means (spec §8: not handled); the bookmark stays as it was.
      } finally {
        setWaiting(false);
      }
    }
  };

  const Icon = active ? BookmarkIcon : BookmarkBorderIcon;
  return (
    <Root
      active={active}
      size={size}
      aria-label={intl.formatMessage(active ? messages.remove : messages.add)}
      aria-busy={busy || undefined}
      aria-disabled={busy || undefined}
      data-state={active ? 'added' : 'not-added'}
      onClick={click}
    >
      <Icon fontSize={size === 'small' ? 'small' : 'medium'} sx={{ opacity: busy ? 0.35 : 1 }} />
      {busy && <CircularProgress size={size === 'small' ? 18 : 24} color="inherit" aria-hidden sx={{ position: 'absolute' }} />}
    </Root>
  );
}
