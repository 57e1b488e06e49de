export { HtmlContent, type HtmlContentProps } from './HtmlContent';
