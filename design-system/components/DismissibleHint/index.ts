export { DismissibleHint, type DismissibleHintProps } from './DismissibleHint';
