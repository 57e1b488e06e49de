// The public face of the design system: what src/ and stories/ import.
export { createAppTheme, type AppThemeOptions } from './theme/createAppTheme';
export * as primitives from './theme/primitives';
export type { ChapterView, Locale, MaterialCardData, SortKey, TagView } from './types';
export { mainTagOf, tagBackground } from './lib/tagColor';
export { commonMessages } from './i18n/common.messages';

export * from './components/AppHeader';
export * from './components/CardGrid';
export * from './components/ChapterList';
export * from './components/HtmlContent';
export * from './components/MaterialArticle';
export * from './components/MaterialCard';
export * from './components/NotFound';
export * from './components/ScrollLoader';
export * from './components/SiteFooter';
export * from './components/SortControls';
export * from './components/TagChip';
export * from './components/TagFilter';
