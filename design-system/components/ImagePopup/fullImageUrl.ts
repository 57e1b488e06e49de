/** Prefix of the larger copy of a content image (spec §2: the popup shows `full_<name>`). */
export const FULL_IMAGE_PREFIX = 'full_';

/**
 * The URL of the larger version of an image: the same path with the file name prefixed `full_`.
 * Query and hash are kept; a name that already has the prefix, an empty string and `data:`/`blob:` URLs
 * are returned unchanged (they have no larger copy).
 *
 * @example fullImageUrl('/storage/images/a.jpg?v=2') === '/storage/images/full_a.jpg?v=2'
 */
export function fullImageUrl(src: string): string {
  if (!src || /^(data|blob):/i.test(src)) return src;
  const suffixStart = src.search(/[?#]/);
  const path = suffixStart === -1 ? src : src.slice(0, suffixStart);
  const suffix = suffixStart === -1 ? '' : src.slice(suffixStart);
  // The host of an absolute URL (`https://host`) is not a file name.
  const origin = /^[a-z][a-z\d+.-]*:\/\/[^/]*/i.exec(path)?.[0] ?? (path.startsWith('//') ? /^\/\/[^/]*/.exec(path)![0] : '');
  const rest = path.slice(origin.length);
  const slash = rest.lastIndexOf('/');
  const dir = rest.slice(0, slash + 1);
  const name = rest.slice(slash + 1);
  if (!name || name.startsWith(FULL_IMAGE_PREFIX)) return src;
  return `${origin}${dir}${FULL_IMAGE_PREFIX}${name}${suffix}`;
}
