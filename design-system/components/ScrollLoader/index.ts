export { ScrollLoader, type ScrollLoaderProps } from './ScrollLoader';
