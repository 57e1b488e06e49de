import { createContext, useContext, type ImgHTMLAttributes, type ReactNode } from 'react';

/**
 * Responsive pictures. The design system knows where a picture sits (its placement: the widths worth offering and the
 * `sizes` of the layout); the application knows how to make those widths (its image server). The application
 * gives a resolver through `PictureProvider`; without one (stories, tests) a picture is a plain <img>.
 */
export interface PictureSources {
  /** WebP (or the source format) at each width: "/img/310/webp/x.webp 310w, …". */
  srcSet?: string;
  /** AVIF at the same widths, offered first to browsers that read it. */
  avifSrcSet?: string;
}
export type PictureResolver = (src: string, widths: readonly number[]) => PictureSources | undefined;

/** Where a picture sits: the widths to offer and the layout's `sizes` attribute. */
export interface PicturePlacement {
  widths: readonly number[];
  sizes: string;
}

/** A list card (CardGrid: columns of at least 280 px in a container of at most 1200 px). */
export const CARD_PICTURE: PicturePlacement = {
  widths: [310, 480, 640, 800],
  sizes: '(max-width: 639px) 100vw, (max-width: 899px) 50vw, (max-width: 1199px) 33vw, 290px',
};
/** The banner of a material (the article column: 760 px from the md breakpoint). */
export const ARTICLE_BANNER_PICTURE: PicturePlacement = {
  widths: [480, 640, 800, 960, 1280, 1440],
  sizes: '(min-width: 900px) 760px, 100vw',
};
/** The banner of a course (the main column beside the contents from md). */
export const COURSE_BANNER_PICTURE: PicturePlacement = {
  widths: [480, 640, 800, 960, 1280, 1440],
  sizes: '(min-width: 900px) 66vw, 100vw',
};
/** The popular block's large preview (310×350) and its thumbnails (178×201). */
export const POPULAR_PREVIEW_PICTURE: PicturePlacement = { widths: [310, 640], sizes: '310px' };
export const POPULAR_THUMBNAIL_PICTURE: PicturePlacement = { widths: [178, 360], sizes: '178px' };

const PictureContext = createContext<PictureResolver | null>(null);

export function PictureProvider({ resolve, children }: { resolve: PictureResolver; children: ReactNode }) {
  return <PictureContext.Provider value={resolve}>{children}</PictureContext.Provider>;
}

export interface PictureProps extends Omit<ImgHTMLAttributes<HTMLImageElement>, 'src' | 'srcSet' | 'sizes' | 'loading'> {
  src: string;
  /** Where it sits: the widths to offer and the layout's `sizes`. */
  placement: PicturePlacement;
  /**
   * The largest picture of the first screen: loaded at once with high priority. Every other picture is lazy,
   * loaded as it nears the viewport.
   */
  priority?: boolean;
}

/** An <img> with width and height (no layout shift), lazy unless `priority`, with AVIF and WebP variants when the application resolves them. */
export function Picture({ src, placement, priority = false, alt = '', ...img }: PictureProps) {
  const resolve = useContext(PictureContext);
  const sources = resolve?.(src, placement.widths);
  const loading = priority ? 'eager' : 'lazy';
  const fetchPriority = priority ? 'high' : undefined;
  const image = (
    <img
      src={src}
      srcSet={sources?.srcSet}
      sizes={sources?.srcSet ? placement.sizes : undefined}
      alt={alt}
      loading={loading}
      fetchPriority={fetchPriority}
      {...img}
    />
  );
  if (!sources?.avifSrcSet) return image;
  return (
    <picture style={{ display: 'contents' }}>
      <source type="image/avif" srcSet={sources.avifSrcSet} sizes={placement.sizes} />
      {image}
    </picture>
  );
}
