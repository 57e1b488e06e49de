import { lazy, Suspense, useState } from 'react';
import type { ModalProps } from '@mui/material/Modal';

export interface ImagePopupProps {
  /** The clicked image's src; `null` closes the popup. The popup shows `full_<name>` and falls back to it. */
  src: string | null;
  /** What the image shows (its alt text), read out as the popup's label. */
  alt?: string;
  onClose: () => void;
  /** Where the dialog mounts (default: the end of the body); stories pass their root so that axe checks it. */
  container?: ModalProps['container'];
}

// The dialog (MUI's Dialog, Modal, focus trap) is its own chunk, loaded when an image is first opened.
const ImagePopupDialog = lazy(() => import('./ImagePopupDialog'));

/** The popup with a larger version of a content image: `full_<name>`, or the original when that fails to load. */
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
