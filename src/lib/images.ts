/**
 * Addresses of the pictures the server makes from /storage/ with sharp (server/src/routes/images):
 * - `/img/{width}/{format}/{path}`: `path` resized to `width` (never enlarged), WebP or AVIF, cached for a year;
 * - `/img/og/{path}.jpg`: a 1200×630 JPEG share picture (named .jpg as its type); `/img/og/site.jpg`: the site's own.
 * Pure functions, shared by the client, the server rendering and the server (which validates with the same lists).
 */

/** The widths the server makes; any other width asked of `imageUrl` is rounded up to the next one. */
export const IMAGE_WIDTHS = [178, 310, 360, 480, 640, 800, 960, 1280, 1440, 1920] as const;
export type ImageFormat = 'webp' | 'avif';
/** Files the server can resize (by extension); anything else is linked as it is. */
export const IMAGE_SOURCE_EXTENSIONS = ['webp', 'jpg', 'jpeg', 'png', 'avif', 'gif', 'tif', 'tiff'] as const;

export const SITE_OG_IMAGE = '/img/og/site.jpg';

/**
 * The path of a picture relative to /storage/, or null when it is not one the server can resize: an external
 * address (http:, //, data:, blob:), another site path, or a file that is not a raster picture.
 */
export function storagePath(path: string | null | undefined): string | null {
  if (!path) return null;
  if (/^[a-z][a-z0-9+.-]*:/i.test(path) || path.startsWith('//')) return null;
  let relative: string;
  if (path.startsWith('/storage/')) relative = path.slice('/storage/'.length);
  else if (path.startsWith('/')) return null;
  else relative = path;
  relative = relative.split(/[?#]/)[0];
  const segments = relative.split('/');
  if (!relative || segments.some((s) => s === '' || s.startsWith('.'))) return null;
  const extension = relative.slice(relative.lastIndexOf('.') + 1).toLowerCase();
  if (!(IMAGE_SOURCE_EXTENSIONS as readonly string[]).includes(extension)) return null;
  return relative;
}

const encodePath = (relative: string) => relative.split('/').map(encodeURIComponent).join('/');

/** The width the server makes for `width`: the first listed width at least as large, else the largest. */
export function variantWidth(width: number): number {
  return IMAGE_WIDTHS.find((w) => w >= width) ?? IMAGE_WIDTHS[IMAGE_WIDTHS.length - 1];
}

/**
 * `/img/{width}/{format}/{path}` for a picture under /storage/ (`'covers/materials/x.webp'` or
 * `'/storage/covers/materials/x.webp'`); an external address or any other path is returned unchanged.
 */
export function imageUrl(path: string, width: number, format: ImageFormat = 'webp'): string {
  const relative = storagePath(path);
  if (relative === null) return path;
  return `/img/${variantWidth(width)}/${format}/${encodePath(relative)}`;
}

/**
 * A `srcset` of the picture at each width ("/img/310/webp/x.webp 310w, /img/640/webp/x.webp 640w"), widths rounded
 * up to the server's list and deduplicated; undefined for an external address (no srcset: use the plain src).
 */
export function imageSrcSet(path: string, widths: readonly number[], format: ImageFormat = 'webp'): string | undefined {
  const relative = storagePath(path);
  if (relative === null || widths.length === 0) return undefined;
  const made = [...new Set(widths.map(variantWidth))].sort((a, b) => a - b);
  return made.map((w) => `/img/${w}/${format}/${encodePath(relative)} ${w}w`).join(', ');
}

/**
 * The 1200×630 share picture (og:image) of a picture under /storage/: `/img/og/{path}.jpg` (a JPEG, named so
 * whatever the picture's own type); the site's own picture
 * (`/img/og/site.jpg`) when there is none; an external address unchanged. With `publicUrl`, an absolute address.
 */
export function ogImageUrl(path: string | null | undefined, publicUrl = ''): string {
  const origin = publicUrl.replace(/\/$/, '');
  if (!path) return `${origin}${SITE_OG_IMAGE}`;
  if (/^[a-z][a-z0-9+.-]*:/i.test(path) || path.startsWith('//')) return path;
  const relative = storagePath(path);
  if (relative !== null) return `${origin}/img/og/${encodePath(relative)}.jpg`;
  // another picture of the site itself is shared as it is; a file the server cannot resize, by the site's own
  return `${origin}${path.startsWith('/') && !path.startsWith('/storage/') ? path : SITE_OG_IMAGE}`;
}

/** AVIF and WebP `srcset`s of a picture under /storage/ (the design system's PictureProvider resolver); undefined otherwise. */
export function pictureSources(path: string, widths: readonly number[]): { srcSet: string; avifSrcSet: string } | undefined {
  const srcSet = imageSrcSet(path, widths, 'webp');
  const avifSrcSet = imageSrcSet(path, widths, 'avif');
  return srcSet && avifSrcSet ? { srcSet, avifSrcSet } : undefined;
}

/**
 * The preload of a page's largest picture, matching what its <Picture> will ask for: the AVIF `srcset` with the
 * slot's `sizes` (a browser without AVIF skips a typed preload and loads the WebP <img> itself); the plain address
 * for a picture the server cannot resize.
 */
export function lcpPicture(
  src: string | null | undefined,
  slot: { widths: readonly number[]; sizes: string },
): { src: string; srcSet?: string; sizes?: string; type?: string } | null {
  if (!src) return null;
  const sources = pictureSources(src, slot.widths);
  if (!sources) return { src };
  return { src, srcSet: sources.avifSrcSet, sizes: slot.sizes, type: 'image/avif' };
}
