export { Preloader, PRELOADER_HIDE_DELAY_MS, type PreloaderProps } from './Preloader';
