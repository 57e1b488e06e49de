export { FavoriteBookmark, type FavoriteBookmarkProps } from './FavoriteBookmark';
