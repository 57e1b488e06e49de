import { useIntl } from 'react-intl';
import { styled } from '@mui/material/styles';
import CircularProgress from '@mui/material/CircularProgress';
import Fade from '@mui/material/Fade';
import { LogoMark } from '../AppHeader/LogoMark';
import { messages } from './Preloader.messages';

/** The app hides the preloader this long after start (spec §9). */
export const PRELOADER_HIDE_DELAY_MS = 200;

export interface PreloaderProps {
  /** Shown while true; the app sets it false 200 ms after start (`PRELOADER_HIDE_DELAY_MS`). */
  visible: boolean;
}

const Root = styled('div', { name: 'DsPreloader', slot: 'Root' })(({ theme }) => ({
  position: 'fixed',
  inset: 0,
  zIndex: theme.zIndex.modal + 10,
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  justifyContent: 'center',
  gap: theme.spacing(3),
  background: theme.palette.background.default,
}));

const Hidden = styled('span')({
  position: 'absolute',
  width: 1,
  height: 1,
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  whiteSpace: 'nowrap',
});

/** The full-page preloader over the site while it starts; fades out and unmounts when `visible` turns false. */
export function Preloader({ visible }: PreloaderProps) {
  const intl = useIntl();
  return (
    <Fade in={visible} appear={false} unmountOnExit>
      <Root role="status" aria-live="polite" data-testid="preloader">
        <LogoMark size={64} />
        <CircularProgress size={32} aria-hidden />
        <Hidden>{intl.formatMessage(messages.loading)}</Hidden>
      </Root>
    </Fade>
  );
}
