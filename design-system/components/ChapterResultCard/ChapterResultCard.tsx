import { useIntl } from 'react-intl';
import { ResultCardBase, ResultCardSkeleton, Snippet } from '../ArticleResultCard/ResultCardBase';
import { chapterLabelIntl, type ChapterLabelInput } from './chapterLabel';

/** A chapter of a book found by the search (spec §3: chapter search item). */
export interface ChapterResultData extends ChapterLabelInput {
  id: number;
  slug: string;
  /** Where the card leads, e.g. /{locale}/books/chapter/{slug}. */
  href: string;
  /** Image URL, already resolved (/storage/{image}). */
  image?: string | null;
  title: string;
  /** searchsnippet: sanitised HTML, each word found in <mark>. */
  snippet?: string | null;
}

export interface ChapterResultCardProps {
  chapter: ChapterResultData;
}

/**
 * A search result for a chapter: image, the label (section. book. Глава N — no chapter number in the Torah, see
 * chapterLabel), title and the snippet with the words found.
 */
export function ChapterResultCard({ chapter }: ChapterResultCardProps) {
  const intl = useIntl();
  return (
    <ResultCardBase
      href={chapter.href}
      title={chapter.title}
      image={chapter.image}
      overline={<span data-testid="chapter-label">{chapterLabelIntl(intl, chapter)}</span>}
      testId="chapter-result"
    >
      {chapter.snippet && <Snippet dangerouslySetInnerHTML={{ __html: chapter.snippet }} />}
    </ResultCardBase>
  );
}

export { ResultCardSkeleton as ChapterResultCardSkeleton };
