import { useRef, useState } from 'react';
import { useIntl } from 'react-intl';
import { styled } from '@mui/material/styles';
import IconButton from '@mui/material/IconButton';
import Slider from '@mui/material/Slider';
import Typography from '@mui/material/Typography';
import PlayArrowIcon from '@mui/icons-material/PlayArrow';
import PauseIcon from '@mui/icons-material/Pause';
import { formatTime } from './formatTime';
import { messages } from './AudioPlayer.messages';

export interface AudioPlayerProps {
  /** The recording's URL. */
  src: string;
  /** What is played (e.g. the team member's name): names the player for screen readers. */
  title?: string;
  /** Played or paused (e.g. to pause other players). */
  onPlayingChange?: (playing: boolean) => void;
}

const Root = styled('div', { name: 'DsAudioPlayer', slot: 'Root' })(({ theme }) => ({
  display: 'flex',
  alignItems: 'center',
  gap: theme.spacing(1.5),
  padding: theme.spacing(0.75, 2, 0.75, 0.75),
  borderRadius: 999,
  border: `1px solid ${theme.palette.divider}`,
  background: theme.palette.background.paper,
  maxWidth: 480,
}));

const PlayButton = styled(IconButton, { name: 'DsAudioPlayer', slot: 'PlayButton' })(({ theme }) => ({
  flexShrink: 0,
  borderRadius: '50%',
  background: theme.palette.primary.main,
  color: theme.palette.primary.contrastText,
  '&:hover': { background: theme.palette.primary.dark },
  '&.Mui-disabled': { background: theme.palette.divider, color: theme.palette.text.secondary },
}));

const Time = styled(Typography, { name: 'DsAudioPlayer', slot: 'Time' })(({ theme }) => ({
  flexShrink: 0,
  color: theme.palette.text.secondary,
  fontVariantNumeric: 'tabular-nums',
}));

/** An audio player (play/pause, progress, time) over a native <audio> element. */
export function AudioPlayer({ src, title, onPlayingChange }: AudioPlayerProps) {
  const intl = useIntl();
  const audio = useRef<HTMLAudioElement>(null);
  const [playing, setPlaying] = useState(false);
  const [current, setCurrent] = useState(0);
  const [duration, setDuration] = useState(Number.NaN);
  const [failed, setFailed] = useState(false);
  const known = Number.isFinite(duration) && duration > 0;

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

  const reportPlaying = (value: boolean) => {
    setPlaying(value);
    onPlayingChange?.(value);
  };

  return (
    <Root
      role="group"
      aria-label={title ? intl.formatMessage(messages.player, { title }) : intl.formatMessage(messages.playerUntitled)}
      data-testid="audio-player"
    >
      <audio
        ref={audio}
        src={src}
        preload="metadata"
        onLoadedMetadata={(event) => setDuration(event.currentTarget.duration)}
        onDurationChange={(event) => setDuration(event.currentTarget.duration)}
        onTimeUpdate={(event) => setCurrent(event.currentTarget.currentTime)}
        onPlay={() => reportPlaying(true)}
        onPause={() => reportPlaying(false)}
        onEnded={() => reportPlaying(false)}
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
          <Slider
            size="small"
            min={0}
            max={known ? duration : 1}
            step={known ? 1 : 0.01}
            value={known ? Math.min(current, duration) : 0}
            disabled={!known}
            onChange={(_, value) => seek(value as number)}
            aria-label={intl.formatMessage(messages.seek)}
            getAriaValueText={(value) =>
              intl.formatMessage(messages.position, { current: formatTime(value), duration: formatTime(known ? duration : Number.NaN) })
            }
            sx={{ mx: 1 }}
          />
          <Time variant="body2" aria-hidden>
            {formatTime(current)} / {formatTime(known ? duration : Number.NaN)}
          </Time>
        </>
      )}
    </Root>
  );
}
