export { HashtagTable, type HashtagTableProps } from './HashtagTable';
