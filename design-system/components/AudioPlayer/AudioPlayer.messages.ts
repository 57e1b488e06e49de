import { defineMessages } from 'react-intl';

export const messages = defineMessages<{
  player: { title: string };
  playerUntitled: {};
  play: {};
  pause: {};
  seek: {};
  position: { current: string; duration: string };
  failed: {};
  speed: {};
  speedValue: { rate: string };
  rate: { rate: string };
}>({
  player: { id: 'ds.audioPlayer.player', defaultMessage: 'Audio: {title}' },
  playerUntitled: { id: 'ds.audioPlayer.playerUntitled', defaultMessage: 'Audio' },
  play: { id: 'ds.audioPlayer.play', defaultMessage: 'Play' },
  pause: { id: 'ds.audioPlayer.pause', defaultMessage: 'Pause' },
  seek: { id: 'ds.audioPlayer.seek', defaultMessage: 'Playback position' },
  position: { id: 'ds.audioPlayer.position', defaultMessage: '{current} of {duration}' },
  failed: { id: 'ds.audioPlayer.failed', defaultMessage: 'The recording could not be loaded.' },
  speed: { id: 'ds.audioPlayer.speed', defaultMessage: 'Playback speed' },
  speedValue: { id: 'ds.audioPlayer.speedValue', defaultMessage: 'Playback speed: {rate}' },
  rate: { id: 'ds.audioPlayer.rate', defaultMessage: '{rate}×' },
});
