import fs from 'node:fs/promises';
import path from 'node:path';
import crypto from 'node:crypto';
import sharp from 'sharp';
import { notFound, validationError } from '../../lib/errors.ts';
import { asStorage, isSafeKey, type StorageTarget } from '../../lib/storage.ts';
import { IMAGE_SOURCE_EXTENSIONS, IMAGE_WIDTHS, type ImageFormat } from '../../../../src/lib/images.ts';

export { IMAGE_WIDTHS, type ImageFormat };

/**
 * Responsive variants of the pictures under /storage/ and the OpenGraph share images, made with sharp on first
 * request and kept on disk (DATA_DIR/image-variants/, never served directly). A variant's address never changes
 * meaning (storage names are content hashes or fixed demo names), so answers are cached for a year.
 */

/** The widths (src/lib/images.ts, shared with the client's URL builders) and formats a variant may have. */
export const IMAGE_FORMATS = ['webp', 'avif'] as const satisfies readonly ImageFormat[];

/**
 * Encoder settings. AVIF quality 50 looks about like WebP 80 (see `npm run bench:images`). AVIF at effort 2: a
 * 1440-px banner to 800 px takes about 180 ms against 1.2 s at the default 4 and is still a quarter smaller than
 * the WebP; every page of cards asks for a handful of variants the first time, so encoding time is what counts.
 */
export const ENCODERS = {
  webp: { quality: 80, effort: 4 },
  avif: { quality: 50, effort: 2 },
  jpeg: { quality: 82, mozjpeg: true },
} as const;
/** Part of every ETag and cache name: bump when the encoders change, so nothing stale is kept. */
const ENCODER_VERSION = 2;

export const OG_WIDTH = 1200;
export const OG_HEIGHT = 630;

const SOURCE_EXTENSIONS = new Set(IMAGE_SOURCE_EXTENSIONS.map((e) => `.${e}`));

export const YEAR_CACHE = 'public, max-age=31536000, immutable';

export interface Variant {
  body: Buffer;
  etag: string;
  type: string;
}

export interface SourceFile {
  /** Relative to the storage, with forward slashes: its key. */
  relative: string;
  etagSeed: string;
}

/**
 * The storage file a request names: 422 for a path that is malformed or leaves storage (`..`, hidden or empty
 * segments, backslashes), 422 for a file that is not a picture, 404 for one that does not exist.
 */
export async function resolveSource(storage: StorageTarget, requested: string): Promise<SourceFile> {
  const relative = requested;
  if (!isSafeKey(relative)) {
    throw validationError({ path: ['The path must name a file under /storage/ (no "..", no hidden folders).'] });
  }
  if (!SOURCE_EXTENSIONS.has(path.extname(relative).toLowerCase())) {
    throw validationError({ path: ['The path must name a picture (webp, jpg, png, avif, gif or tiff).'] });
  }
  const stat = await asStorage(storage).stat(relative);
  if (!stat) throw notFound('Image not found.');
  return { relative, etagSeed: `${relative}|${stat.size}|${Math.round(stat.mtimeMs)}|${ENCODER_VERSION}` };
}

/** A strong ETag for what `kind` makes of `source` (known before encoding, so a 304 costs a stat only). */
export const etagOf = (source: SourceFile, kind: string) =>
  `"${crypto.createHash('sha1').update(`${kind}|${source.etagSeed}`).digest('base64url').slice(0, 27)}"`;

/**
 * Reads a cached file or makes it: concurrent requests for one file share a single encoding; a file is written
 * under a temporary name and renamed, so a crash never leaves half an image in the cache.
 */
export class VariantCache {
  private pending = new Map<string, Promise<Buffer>>();

  constructor(readonly dir: string) {}

  async get(name: string, make: () => Promise<Buffer>): Promise<Buffer> {
    const file = path.join(this.dir, name);
    const cached = await fs.readFile(file).catch(() => null);
    if (cached) return cached;
    let job = this.pending.get(file);
    if (!job) {
      job = (async () => {
        const body = await make();
        await fs.mkdir(path.dirname(file), { recursive: true });
        const partial = `${file}.${process.pid}.${crypto.randomBytes(4).toString('hex')}.part`;
        await fs.writeFile(partial, body);
        await fs.rename(partial, file);
        return body;
      })().finally(() => this.pending.delete(file));
      this.pending.set(file, job);
    }
    return job;
  }
}

const notAPicture = () => validationError({ path: ['The file is not a picture sharp can read.'] });

/** `source` resized to `width` (never enlarged: a narrower picture keeps its own width) and encoded. */
export async function encodeVariant(input: string | Buffer, width: number, format: ImageFormat): Promise<Buffer> {
  const image = sharp(input, { animated: false }).rotate().resize({ width, withoutEnlargement: true });
  try {
    return await (format === 'avif' ? image.avif(ENCODERS.avif) : image.webp(ENCODERS.webp)).toBuffer();
  } catch {
    throw notAPicture();
  }
}

/** A 1200×630 JPEG of `source` for share previews: covered and cropped around its most interesting part. */
export async function encodeOgImage(input: string | Buffer): Promise<Buffer> {
  try {
    return await sharp(input, { animated: false })
      .rotate()
      .resize({ width: OG_WIDTH, height: OG_HEIGHT, fit: 'cover', position: sharp.strategy.attention })
      .flatten({ background: '#ffffff' })
      .jpeg(ENCODERS.jpeg)
      .toBuffer();
  } catch {
    throw notAPicture();
  }
}

/**
 * The site's own share picture: the name in both languages over a deep-blue gradient with the house motifs
 * (soft circles, arches, a hexagram line drawing as in lib/covers.ts). DejaVu is the font every machine of
 * ours has; the fallbacks are generic families.
 */
export function siteOgSvg(): string {
  const w = OG_WIDTH;
  const h = OG_HEIGHT;
  const star = (cx: number, cy: number, r: number) =>
    [-Math.PI / 2, Math.PI / 2]
      .map((offset) => {
        const points = [0, 1, 2].map((i) => {
          const a = offset + (i * 2 * Math.PI) / 3;
          return `${(cx + r * Math.cos(a)).toFixed(1)},${(cy + r * Math.sin(a)).toFixed(1)}`;
        });
        return `<polygon points="${points.join(' ')}"/>`;
      })
      .join('');
  const arches = [0, 1, 2, 3, 4]
    .map((i) => {
      const aw = 120;
      const x = 70 + i * 150;
      const top = 470 - (i % 2) * 40;
      return `<path d="M${x} ${h} V${top} a${aw / 2} ${aw / 2} 0 0 1 ${aw} 0 V${h}" fill="#000" fill-opacity="0.12"/>`;
    })
    .join('');
  const font = "'DejaVu Serif', Georgia, 'Times New Roman', serif";
  const sans = "'DejaVu Sans', Arial, Helvetica, sans-serif";
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}" viewBox="0 0 ${w} ${h}">
  <defs><linearGradient id="bg" x1="0" y1="0" x2="1" y2="1">
    <stop offset="0" stop-color="#1F3A5F"/><stop offset="1" stop-color="#0E1C2F"/>
  </linearGradient></defs>
  <rect width="100%" height="100%" fill="url(#bg)"/>
  <circle cx="960" cy="120" r="260" fill="#fff" fill-opacity="0.05"/>
  <circle cx="1080" cy="520" r="180" fill="#E0C58F" fill-opacity="0.10"/>
  <circle cx="160" cy="80" r="140" fill="#fff" fill-opacity="0.04"/>
  ${arches}
  <g fill="none" stroke="#E0C58F" stroke-opacity="0.75" stroke-width="6">${star(1050, 300, 125)}</g>
  <rect x="80" y="150" width="90" height="6" fill="#E0C58F"/>
  <text x="80" y="250" font-family="${font}" font-weight="bold" font-size="64" fill="#FFFFFF">Еврейская культура</text>
  <text x="80" y="335" font-family="${font}" font-size="56" fill="#F4EBD9" fill-opacity="0.92">Jewish culture</text>
  <text x="80" y="410" font-family="${sans}" font-size="26" fill="#F4EBD9" fill-opacity="0.75">материалы · курсы · библиотека — articles · courses · library</text>
</svg>`;
}

export async function encodeSiteOgImage(): Promise<Buffer> {
  return sharp(Buffer.from(siteOgSvg())).jpeg(ENCODERS.jpeg).toBuffer();
}
