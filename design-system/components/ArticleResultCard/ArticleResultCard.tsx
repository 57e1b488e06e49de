import { useIntl } from 'react-intl';
import Typography from '@mui/material/Typography';
import { Description, ResultCardBase, Snippet } from './ResultCardBase';
import { messages } from './ArticleResultCard.messages';

/** An article (material) found by the search (spec §3: article search item). */
export interface ArticleResultData {
  id: number;
  slug: string;
  /** Where the card leads, e.g. /{locale}/books/articles/{slug}. */
  href: string;
  /** Image URL, already resolved (/storage/{image}). */
  image?: string | null;
  title: string;
  author?: string | null;
  /** short_description, sanitised HTML. */
  shortDescription?: string | null;
  /** searchsnippet: sanitised HTML, each word found in <mark>. */
  snippet?: string | null;
}

export interface ArticleResultCardProps {
  article: ArticleResultData;
}

/** A search result for an article: image, title, author, short description and the snippet with the words found. */
export function ArticleResultCard({ article }: ArticleResultCardProps) {
  const intl = useIntl();
  return (
    <ResultCardBase href={article.href} title={article.title} image={article.image} testId="article-result">
      {article.author && (
        <Typography variant="body2" color="text.secondary">
          {intl.formatMessage(messages.author, { author: article.author })}
        </Typography>
      )}
      {article.shortDescription && <Description dangerouslySetInnerHTML={{ __html: article.shortDescription }} />}
      {article.snippet && <Snippet dangerouslySetInnerHTML={{ __html: article.snippet }} />}
    </ResultCardBase>
  );
}

export { ResultCardSkeleton as ArticleResultCardSkeleton } from './ResultCardBase';
