import { lazy, Suspense, useEffect, useId, useRef, useState } from 'react';
import { useIntl } from 'react-intl';
import { styled } from '@mui/material/styles';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Slider from '@mui/material/Slider';
import Typography from '@mui/material/Typography';
import PlayArrowIcon from '@mui/icons-material/PlayArrow';
import PauseIcon from '@mui/icons-material/Pause';
import { formatTime } from './formatTime';
import { messages } from './AudioPlayer.messages';
import { useBrowserStore, useHydrated } from '../../lib/useHydrated';
import {
  clearPosition,
  loadPosition,
  loadRate,
  PLAYBACK_RATES,
  resumeAt,
  savePosition,
  saveRate,
  subscribeRate,
} from './playbackMemory';

// The speed menu (MUI's Menu, Popover, Modal, focus trap, the list: about 10 KB gzip) is its own chunk, loaded
// when a listener first hovers, focuses or presses the speed button: not part of a material page's first load.
const loadSpeedMenu = () => import('./AudioSpeedMenu');
const AudioSpeedMenu = lazy(loadSpeedMenu);

export interface AudioPlayerProps {
  /** The recording's URL. */
  src: string;
  /** What is played (e.g. the team member's name): names the player for screen readers. */
  title?: string;
  /** Played or paused (e.g. to pause other players). */
  onPlayingChange?: (playing: boolean) => void;
  /**
   * Under which name this browser remembers where the listener stopped (localStorage), restored when the player
   * loads and forgotten when the recording ends. Default: `src`; `null`: nothing is remembered.
   */
  resumeKey?: string | null;
}

/** Below this width (a team member's card) the player tightens and shows the position without the length. */
const NARROW = '@container (max-width: 340px)';
const normalRate = () => 1;

const Root = styled('div', { name: 'DsAudioPlayer', slot: 'Root' })(({ theme }) => ({
  boxSizing: 'border-box',
  width: '100%',
  maxWidth: 480,
  containerType: 'inline-size',
  padding: theme.spacing(0.75, 1.5, 0.75, 0.75),
  borderRadius: 999,
  border: `1px solid ${theme.palette.divider}`,
  background: theme.palette.background.paper,
}));

const Bar = styled('div', { name: 'DsAudioPlayer', slot: 'Bar' })(({ theme }) => ({
  display: 'flex',
  alignItems: 'center',
  gap: theme.spacing(1.5),
  [NARROW]: { gap: theme.spacing(0.75) },
}));

const Seek = styled(Slider, { name: 'DsAudioPlayer', slot: 'Seek' })(({ theme }) => ({
  flex: '1 1 auto',
  minWidth: 64,
  margin: theme.spacing(0, 1),
  [NARROW]: { margin: theme.spacing(0, 0.75) },
}));

const PlayButton = styled(IconButton, { name: 'DsAudioPlayer', slot: 'PlayButton' })(({ theme }) => ({
  flexShrink: 0,
  borderRadius: '50%',
  background: theme.palette.primary.main,
  color: theme.palette.primary.contrastText,
  '&:hover': { background: theme.palette.primary.dark },
  '&.Mui-disabled': { background: theme.palette.divider, color: theme.palette.text.secondary },
}));

const SpeedButton = styled(Button, { name: 'DsAudioPlayer', slot: 'SpeedButton' })(({ theme }) => ({
  flexShrink: 0,
  minWidth: 0,
  padding: theme.spacing(0.25, 1),
  borderRadius: 999,
  color: theme.palette.text.primary,
  fontVariantNumeric: 'tabular-nums',
  textTransform: 'none',
}));

const Time = styled(Typography, { name: 'DsAudioPlayer', slot: 'Time' })(({ theme }) => ({
  flexShrink: 0,
  color: theme.palette.text.secondary,
  fontVariantNumeric: 'tabular-nums',
  [NARROW]: { '& .DsAudioPlayer-duration': { display: 'none' } },
}));

/**
 * An audio player (play/pause, progress, time, playback speed) over a native <audio> element. It resumes where the
 * listener stopped (remembered per recording in this browser) and keeps the chosen speed for every player.
 */
export function AudioPlayer({ src, title, onPlayingChange, resumeKey = src }: AudioPlayerProps) {
  const intl = useIntl();
  const audio = useRef<HTMLAudioElement>(null);
  const [playing, setPlaying] = useState(false);
  const [current, setCurrent] = useState(0);
  const [duration, setDuration] = useState(Number.NaN);
  const [failed, setFailed] = useState(false);
  // The chosen speed is the browser's (1 on the server and while hydrating: useBrowserStore).
  const rate = useBrowserStore(subscribeRate, loadRate, normalRate);
  const [speedMenu, setSpeedMenu] = useState<HTMLElement | null>(null);
  // Mounted from the first open on (it keeps its closing transition and the focus return after that).
  const [speedMenuWanted, setSpeedMenuWanted] = useState(false);
  const speedMenuId = useId();
  /** The saved position still to be applied once the length is known; the last position written. */
  const pendingResume = useRef(0);
  const lastSaved = useRef(0);
  const known = Number.isFinite(duration) && duration > 0;
  // The recording's length is read once the page is hydrated: its metadata (for Ogg, up to the whole file) does not
  // compete with the page's text and pictures on a slow network.
  const hydrated = useHydrated();

  const applyResume = (element: HTMLAudioElement) => {
    const at = resumeAt(pendingResume.current, element.duration);
    pendingResume.current = 0;
    if (at > 0 && element.currentTime < 1) {
      element.currentTime = at;
      setCurrent(at);
    }
  };

  const metadataLoaded = (element: HTMLAudioElement) => {
    setDuration(element.duration);
    element.playbackRate = element.defaultPlaybackRate;
    applyResume(element);
  };

  useEffect(() => {
    if (!audio.current) return;
    audio.current.defaultPlaybackRate = rate;
    audio.current.playbackRate = rate;
  }, [rate]);

  // Read in the browser only (never during a render: the server has no storage). The metadata may have loaded
  // before hydration attached the listeners: then it is taken from the element.
  useEffect(() => {
    const element = audio.current;
    pendingResume.current = resumeKey ? loadPosition(resumeKey) : 0;
    lastSaved.current = pendingResume.current;
    if (element && element.readyState >= HTMLMediaElement.HAVE_METADATA) metadataLoaded(element);
    // Only when the recording changes.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [src, resumeKey]);

  const remember = (seconds: number, force = false) => {
    if (!resumeKey || !known) return;
    if (!force && Math.abs(seconds - lastSaved.current) < 1) return;
    lastSaved.current = seconds;
    savePosition(resumeKey, seconds);
  };

  const toggle = () => {
    const element = audio.current;
    if (!element) return;
    if (element.paused) element.play().catch(() => setPlaying(false));
    else element.pause();
  };

  const seek = (value: number) => {
    if (audio.current && known) audio.current.currentTime = value;
    setCurrent(value);
  };

  const chooseRate = (value: number) => {
    saveRate(value);
    setSpeedMenu(null);
  };

  const reportPlaying = (value: boolean) => {
    setPlaying(value);
    onPlayingChange?.(value);
  };

  const rateLabel = (value: number) => intl.formatMessage(messages.rate, { rate: intl.formatNumber(value) });

  return (
    <Root
      role="group"
      aria-label={title ? intl.formatMessage(messages.player, { title }) : intl.formatMessage(messages.playerUntitled)}
      data-testid="audio-player"
    >
      <Bar>
        <audio
          ref={audio}
          src={src}
          preload={hydrated ? 'metadata' : 'none'}
          onLoadedMetadata={(event) => metadataLoaded(event.currentTarget)}
          onDurationChange={(event) => setDuration(event.currentTarget.duration)}
          onTimeUpdate={(event) => {
            setCurrent(event.currentTarget.currentTime);
            remember(event.currentTarget.currentTime);
          }}
          onSeeked={(event) => remember(event.currentTarget.currentTime, true)}
          onPlay={() => reportPlaying(true)}
          onPause={(event) => {
            remember(event.currentTarget.currentTime, true);
            reportPlaying(false);
          }}
          onEnded={() => {
            if (resumeKey) clearPosition(resumeKey);
            lastSaved.current = 0;
            reportPlaying(false);
          }}
          onError={() => setFailed(true)}
        />
        <PlayButton
          onClick={toggle}
          disabled={failed}
          aria-label={intl.formatMessage(playing ? messages.pause : messages.play)}
        >
          {playing ? <PauseIcon /> : <PlayArrowIcon />}
        </PlayButton>
        {failed ? (
          <Typography variant="body2" color="error" role="alert">
            {intl.formatMessage(messages.failed)}
          </Typography>
        ) : (
          <>
            <Seek
              size="small"
              min={0}
              max={known ? duration : 1}
              step={known ? 1 : 0.01}
              value={known ? Math.min(current, duration) : 0}
              disabled={!known}
              onChange={(_, value) => seek(value as number)}
              aria-label={intl.formatMessage(messages.seek)}
              // A range input says its min and max itself: MUI's aria-valuemin/max would only repeat them.
              slotProps={{ input: { 'aria-valuemin': undefined, 'aria-valuemax': undefined } }}
              getAriaValueText={(value) =>
                intl.formatMessage(messages.position, { current: formatTime(value), duration: formatTime(known ? duration : Number.NaN) })
              }
            />
            <Time variant="body2" aria-hidden>
              {formatTime(current)}
              <span className="DsAudioPlayer-duration"> / {formatTime(known ? duration : Number.NaN)}</span>
            </Time>
            <SpeedButton
              size="small"
              onPointerEnter={() => void loadSpeedMenu()}
              onFocus={() => void loadSpeedMenu()}
              onClick={(event) => {
                setSpeedMenuWanted(true);
                setSpeedMenu(event.currentTarget);
              }}
              aria-label={intl.formatMessage(messages.speedValue, { rate: rateLabel(rate) })}
              aria-haspopup="menu"
              aria-expanded={speedMenu ? 'true' : undefined}
              aria-controls={speedMenu ? speedMenuId : undefined}
              data-testid="audio-speed"
            >
              {rateLabel(rate)}
            </SpeedButton>
            {speedMenuWanted && (
              <Suspense fallback={null}>
                <AudioSpeedMenu
                  id={speedMenuId}
                  anchorEl={speedMenu}
                  onClose={() => setSpeedMenu(null)}
                  label={intl.formatMessage(messages.speed)}
                  rates={PLAYBACK_RATES.map((value) => ({ value, label: rateLabel(value) }))}
                  rate={rate}
                  onChoose={chooseRate}
                />
              </Suspense>
            )}
          </>
        )}
      </Bar>
    </Root>
  );
}
