export { AudioPlayer, type AudioPlayerProps } from './AudioPlayer';
export { formatTime } from './formatTime';
