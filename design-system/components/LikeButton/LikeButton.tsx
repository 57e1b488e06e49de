import { useState } from 'react';
import { useIntl } from 'react-intl';
import { styled } from '@mui/material/styles';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import FavoriteIcon from '@mui/icons-material/Favorite';
import FavoriteBorderIcon from '@mui/icons-material/FavoriteBorder';
import { messages } from './LikeButton.messages';

export interface LikeButtonProps {
  /** Likes counted by the server (countLikes). */
  count: number;
  /**
   * Already liked by this reader. It may turn true after the button is shown (the page asks the reader's like
   * after loading): the button then shows liked, with `count` as it is (the like counted in it).
   */
  liked?: boolean;
  /**
   * Sends the like. Return the call's promise: the button is busy while it runs, and only when it
   * resolves does it turn liked with the count + 1 (spec §4); a rejection leaves it as it was. Once liked
   * it cannot be liked again in this view.
   */
  onLike: () => Promise<unknown> | void;
  /** Busy from outside. */
  pending?: boolean;
}

const Root = styled(Button, {
  name: 'DsLikeButton',
  slot: 'Root',
  shouldForwardProp: (prop) => prop !== 'liked',
})<{ liked: boolean }>(({ theme }) => ({
  gap: theme.spacing(0.75),
  minWidth: 72,
  color: theme.palette.text.secondary,
  borderColor: theme.palette.divider,
  fontVariantNumeric: 'tabular-nums',
  '&[aria-disabled="true"]': { cursor: 'default' },
  variants: [
    {
      props: { liked: true },
      style: {
        color: theme.palette.error.main,
        borderColor: theme.palette.error.main,
        background: theme.palette.background.paper,
        '&:hover': { background: theme.palette.background.paper, borderColor: theme.palette.error.main },
      },
    },
  ],
}));

/** The like button with its count: not liked becomes liked after the server's success, count + 1, once per view. */
export function LikeButton({ count, liked: likedAtStart = false, onLike, pending = false }: LikeButtonProps) {
  const intl = useIntl();
  const [liked, setLiked] = useState(likedAtStart);
  const [added, setAdded] = useState(0);
  const [knownLiked, setKnownLiked] = useState(likedAtStart);
  if (likedAtStart !== knownLiked) {
    setKnownLiked(likedAtStart);
    if (likedAtStart) {
      setLiked(true);
      setAdded(0);
    }
  }
  const [waiting, setWaiting] = useState(false);
  const busy = pending || waiting;
  const shown = count + added;

  const click = async () => {
    if (liked || busy) return;
    const result = onLike();
    if (!result || typeof (result as Promise<unknown>).then !== 'function') {
      setLiked(true);
      setAdded(1);
      return;
    }
    setWaiting(true);
    try {
      await result;
      setLiked(true);
      setAdded(1);
    } catch {
      // Not liked: the person may try again.
    } finally {
      setWaiting(false);
    }
  };

  const Icon = liked ? FavoriteIcon : FavoriteBorderIcon;
  return (
    <Root
      variant="outlined"
      liked={liked}
      onClick={click}
      aria-pressed={liked}
      aria-disabled={liked || busy || undefined}
      aria-busy={busy || undefined}
      aria-label={intl.formatMessage(messages.label, { count: shown })}
      data-testid="like-button"
    >
      {busy ? <CircularProgress size={18} color="inherit" aria-hidden /> : <Icon fontSize="small" aria-hidden />}
      <span aria-hidden>{intl.formatNumber(shown)}</span>
    </Root>
  );
}
