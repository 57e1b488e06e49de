export { ImagePopup, type ImagePopupProps, type ImagePopupSlide } from './ImagePopup';
export { fullImageUrl, FULL_IMAGE_PREFIX } from './fullImageUrl';
