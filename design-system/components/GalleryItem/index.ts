export { GalleryItem, GalleryItemSkeleton, type GalleryItemData, type GalleryItemProps } from './GalleryItem';
