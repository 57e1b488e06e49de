import { lazy, Suspense, useState } from 'react';

/** A picture the lightbox shows: its larger copy, what it shows, and its caption. */
export interface ImagePopupSlide {
  /** The picture as shown on the page; the lightbox shows `full` or else `full_<name>`, and falls back to this. */
  src: string;
  /** The larger copy when it is known (a gallery work's image_full). */
  full?: string | null;
  alt?: string;
  /** The caption's title (e.g. a work's title, author and year). */
  title?: string;
  /** The caption's text below the title. */
  description?: string;
}

export interface ImagePopupProps {
  /** The clicked image's src; `null` closes the popup. The popup shows `full_<name>` and falls back to it. */
  src: string | null;
  /** What the image shows (its alt text), read out as the popup's label. */
  alt?: string;
  /** A caption under the picture. */
  caption?: string;
  /**
   * Every picture the reader may swipe or arrow to (a gallery); `src` picks the one opened. Without it the
   * popup shows `src` alone.
   */
  slides?: ImagePopupSlide[];
  onClose: () => void;
  /** Where the lightbox mounts (default: the end of the body); stories pass their root so that axe checks it. */
  container?: Element | (() => Element | null) | null;
}

// The lightbox (yet-another-react-lightbox with its zoom and captions plugins) is its own chunk, loaded when an
// image is first opened: pages pay nothing for it until then, and the server never renders it.
const ImagePopupDialog = lazy(() => import('./ImagePopupDialog'));

/**
 * The lightbox of a content image, a cover or a gallery: full screen, swipe and arrow keys between pictures,
 * pinch, wheel and double-tap zoom, a caption, Escape closes. Shows `full_<name>`, or the original when that
 * fails to load.
 */
export function ImagePopup(props: ImagePopupProps) {
  // Mounted from the first open on, so that closing keeps its transition and returns the focus.
  const [wanted, setWanted] = useState(props.src !== null);
  if (props.src !== null && !wanted) setWanted(true);
  if (!wanted) return null;
  return (
    <Suspense fallback={null}>
      <ImagePopupDialog {...props} />
    </Suspense>
  );
}
