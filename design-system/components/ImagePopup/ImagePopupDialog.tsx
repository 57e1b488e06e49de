import { useEffect, useMemo, useState } from 'react';
import { useIntl } from 'react-intl';
import { useTheme } from '@mui/material/styles';
import Typography from '@mui/material/Typography';
import Lightbox, { type ImageProps, type Labels } from 'yet-another-react-lightbox';
import Captions from 'yet-another-react-lightbox/plugins/captions';
import Zoom from 'yet-another-react-lightbox/plugins/zoom';
import 'yet-another-react-lightbox/styles.css';
import 'yet-another-react-lightbox/plugins/captions.css';
import { fullImageUrl } from './fullImageUrl';
import type { ImagePopupProps, ImagePopupSlide } from './ImagePopup';
import { messages } from './ImagePopup.messages';

// Under the test-runner (Playwright sets navigator.webdriver) and for people who ask for less motion, nothing moves.
const still =
  (typeof navigator !== 'undefined' && navigator.webdriver) ||
  (typeof window !== 'undefined' && window.matchMedia?.('(prefers-reduced-motion: reduce)').matches);

/**
 * The larger copies that failed to load: those slides show their original instead. Each larger copy is tried once
 * with an Image() before (the lightbox's own image has no error callback).
 */
function useFailedFullCopies(slides: ImagePopupSlide[]) {
  const [failed, setFailed] = useState<ReadonlySet<string>>(new Set());
  const key = slides.map((s) => s.src).join('\n');
  useEffect(() => {
    const probes = slides.flatMap((slide) => {
      const full = slide.full ?? fullImageUrl(slide.src);
      if (full === slide.src) return [];
      const probe = new Image();
      probe.onerror = () => setFailed((previous) => new Set(previous).add(full));
      probe.src = full;
      return [probe];
    });
    return () => probes.forEach((probe) => (probe.onerror = null));
    // eslint-disable-next-line react-hooks/exhaustive-deps -- `key` stands for the slides
  }, [key]);
  return failed;
}

/** The lightbox of ImagePopup (its own chunk). */
export default function ImagePopupDialog({ src, alt = '', caption, slides: given, onClose, container }: ImagePopupProps) {
  const intl = useIntl();
  const theme = useTheme();
  const slides = useMemo<ImagePopupSlide[]>(
    () => given ?? (src === null ? [] : [{ src, alt, title: caption }]),
    [given, src, alt, caption],
  );
  const failed = useFailedFullCopies(slides);
  const index = Math.max(0, slides.findIndex((slide) => slide.src === src));
  const label = (src === null ? undefined : slides[index]?.alt) || alt || intl.formatMessage(messages.label);
  const single = slides.length <= 1;
  // Each slide shows its larger copy, or its original once the larger one failed (or there is none).
  const originals = new Set<string>();
  const shown = slides.map((slide) => {
    const full = slide.full ?? fullImageUrl(slide.src);
    const src = failed.has(full) ? slide.src : full;
    if (src === slide.src) originals.add(src);
    return { src, alt: slide.alt ?? '', title: slide.title, description: slide.description };
  });
  const labels: Labels & Record<string, string> = {
    Close: intl.formatMessage(messages.close),
    Previous: intl.formatMessage(messages.previous),
    Next: intl.formatMessage(messages.next),
    Lightbox: label,
    Carousel: intl.formatMessage(messages.carousel),
    'Photo gallery': intl.formatMessage(messages.carousel),
    Slide: intl.formatMessage(messages.slide),
    '{index} of {total}': intl.formatMessage(messages.position, { index: '{index}', total: '{total}' }),
    'Zoom in': intl.formatMessage(messages.zoomIn),
    'Zoom out': intl.formatMessage(messages.zoomOut),
  };
  return (
    <Lightbox
      open={src !== null}
      close={onClose}
      index={index}
      slides={shown}
      plugins={[Captions, Zoom]}
      labels={labels}
      portal={{ root: typeof container === 'function' ? container() : container }}
      // data-stage tells which copy shows: the larger one, or the original after the larger failed.
      carousel={{
        finite: single,
        // Edge to edge: on a phone the picture gets the whole width (with the default 16 px it was no wider than
        // the gallery's thumbnail).
        padding: 0,
        imageProps: (slide) => ({ 'data-stage': 'src' in slide && originals.has(slide.src) ? 'original' : 'full' }) as ImageProps,
      }}
      controller={{ closeOnBackdropClick: true }}
      captions={{ descriptionTextAlign: 'start', descriptionMaxLines: 4 }}
      zoom={{ maxZoomPixelRatio: 3, scrollToZoom: true }}
      animation={still ? { fade: 0, swipe: 0, navigation: 0, zoom: 0 } : undefined}
      render={{
        ...(single ? { buttonPrev: () => null, buttonNext: () => null } : {}),
        iconError: () => (
          <Typography role="alert" sx={{ color: 'common.white', p: 4 }}>
            {intl.formatMessage(messages.failed)}
          </Typography>
        ),
      }}
      styles={{ container: { backgroundColor: 'rgba(12, 16, 22, 0.94)', fontFamily: theme.typography.fontFamily } }}
    />
  );
}
