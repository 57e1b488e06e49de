export { ChapterResultCard, ChapterResultCardSkeleton, type ChapterResultCardProps, type ChapterResultData } from './ChapterResultCard';
export { chapterLabel, chapterLabelIntl, isTorah, type ChapterLabelInput } from './chapterLabel';
