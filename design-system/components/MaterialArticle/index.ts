export { MaterialArticle, MaterialArticleSkeleton, type MaterialArticleData, type MaterialArticleProps } from './MaterialArticle';
