import { defineMessages } from 'react-intl';

export const messages = defineMessages<{
  label: {};
  close: {};
  failed: {};
  previous: {};
  next: {};
  carousel: {};
  slide: {};
  position: { index: string; total: string };
  zoomIn: {};
  zoomOut: {};
}>({
  label: { id: 'ds.imagePopup.label', defaultMessage: 'Enlarged image' },
  close: { id: 'ds.imagePopup.close', defaultMessage: 'Close' },
  failed: { id: 'ds.imagePopup.failed', defaultMessage: 'The image could not be loaded.' },
  previous: { id: 'ds.imagePopup.previous', defaultMessage: 'Previous image' },
  next: { id: 'ds.imagePopup.next', defaultMessage: 'Next image' },
  carousel: { id: 'ds.imagePopup.carousel', defaultMessage: 'Images' },
  slide: { id: 'ds.imagePopup.slide', defaultMessage: 'image' },
  position: { id: 'ds.imagePopup.position', defaultMessage: '{index} of {total}' },
  zoomIn: { id: 'ds.imagePopup.zoomIn', defaultMessage: 'Zoom in' },
  zoomOut: { id: 'ds.imagePopup.zoomOut', defaultMessage: 'Zoom out' },
});
