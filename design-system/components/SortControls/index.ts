export { SortControls, type SortControlsProps } from './SortControls';
