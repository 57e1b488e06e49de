export { ChapterList, chapterAnchor, type ChapterListProps } from './ChapterList';
