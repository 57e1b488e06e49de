export { HeaderCounters, type HeaderCountersProps } from './HeaderCounters';
