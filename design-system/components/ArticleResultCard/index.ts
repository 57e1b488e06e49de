export { ArticleResultCard, ArticleResultCardSkeleton, type ArticleResultCardProps, type ArticleResultData } from './ArticleResultCard';
