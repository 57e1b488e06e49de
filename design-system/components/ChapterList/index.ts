export { ChapterList, chapterAnchor, type ChapterListProps } from './ChapterList';
export { pickActiveSection, useScrollSpy, SCROLL_SPY_OFFSET } from './scrollSpy';
