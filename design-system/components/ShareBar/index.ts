export { ShareBar, type ShareBarProps } from './ShareBar';
export { shareLinks, SHARE_NETWORKS, COPY_NOTE_MS, type ShareNetwork } from './shareLinks';
