import { useIntl } from 'react-intl';
import visuallyHidden from '@mui/utils/visuallyHidden';
import { styled } from '@mui/material/styles';
import Fade from '@mui/material/Fade';
import LinearProgress from '@mui/material/LinearProgress';
import { messages } from './Preloader.messages';

/** The app hides the preloader this long after start (spec §9). */
export const PRELOADER_HIDE_DELAY_MS = 200;

export interface PreloaderProps {
  /** Shown while true; the app sets it false 200 ms after start (`PRELOADER_HIDE_DELAY_MS`). */
  visible: boolean;
}

const Root = styled('div', { name: 'DsPreloader', slot: 'Root' })(({ theme }) => ({
  position: 'fixed',
  top: 0,
  left: 0,
  right: 0,
  height: 3,
  zIndex: theme.zIndex.appBar + 1,
  pointerEvents: 'none',
}));

/**
 * The preloader while the site starts: a thin progress bar along the top edge of the window. It never covers
 * the page (the server-rendered content is readable at once); fades out and unmounts when `visible` turns false.
 */
export function Preloader({ visible }: PreloaderProps) {
  const intl = useIntl();
  return (
    <Fade in={visible} appear={false} unmountOnExit>
      <Root role="status" aria-live="polite" data-testid="preloader">
        {/* Only drawn: the status text below says it (role none: a hidden bar is no progressbar to announce). */}
        <LinearProgress aria-hidden role="none" sx={{ height: 3 }} />
        <span style={visuallyHidden}>{intl.formatMessage(messages.loading)}</span>
      </Root>
    </Fade>
  );
}
