export { ImagePopup, type ImagePopupProps } from './ImagePopup';
export { fullImageUrl, FULL_IMAGE_PREFIX } from './fullImageUrl';
