import sharp from 'sharp';
import { asStorage, type StorageTarget } from './storage.ts';

/** Encoder settings of every generated picture: effort 2 encodes about twice as fast as the default 4, files
 * stay about as small (flat shapes compress well). */
const WEBP = { quality: 80, effort: 2 } as const;

/** Small deterministic PRNG (mulberry32) so a slug always gives the same picture. */
function randomFrom(seedText: string) {
  let seed = 0;
  for (const ch of seedText) seed = (Math.imul(seed ^ ch.charCodeAt(0), 2654435761) >>> 0) + 1;
  return () => {
    seed = (seed + 0x6d2b79f5) >>> 0;
    let t = seed;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

function hexagram(cx: number, cy: number, r: number): string {
  const triangle = (offset: number) =>
    [0, 1, 2]
      .map((i) => {
        const a = offset + (i * 2 * Math.PI) / 3;
        return `${(cx + r * Math.cos(a)).toFixed(1)},${(cy + r * Math.sin(a)).toFixed(1)}`;
      })
      .join(' ');
  return `<polygon points="${triangle(-Math.PI / 2)}"/><polygon points="${triangle(Math.PI / 2)}"/>`;
}

/**
 * An abstract cover: the tag's colours, soft circles, arches and a hexagram line drawing.
 * Pure geometry (no text), so it needs no fonts and looks the same on every machine.
 */
export function coverSvg(seedText: string, colors: [string, string], width: number, height: number): string {
  const random = randomFrom(seedText);
  const circles = Array.from({ length: 6 }, () => {
    const r = (0.08 + random() * 0.25) * width;
    return `<circle cx="${(random() * width).toFixed(0)}" cy="${(random() * height).toFixed(0)}" r="${r.toFixed(0)}" fill="#fff" fill-opacity="${(0.05 + random() * 0.1).toFixed(2)}"/>`;
  }).join('');
  const arches = Array.from({ length: 4 }, (_, i) => {
    const w = width * (0.12 + random() * 0.1);
    const x = width * (0.1 + i * 0.22) + random() * 20;
    const top = height * (0.45 + random() * 0.2);
    return `<path d="M${x.toFixed(0)} ${height} V${top.toFixed(0)} a${(w / 2).toFixed(0)} ${(w / 2).toFixed(0)} 0 0 1 ${w.toFixed(0)} 0 V${height}" fill="#000" fill-opacity="0.10"/>`;
  }).join('');
  const star = hexagram(width * (0.55 + random() * 0.3), height * (0.3 + random() * 0.3), height * (0.18 + random() * 0.12));
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">
  <defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1">
    <stop offset="0" stop-color="${colors[0]}"/><stop offset="1" stop-color="${colors[1]}"/>
  </linearGradient></defs>
  <rect width="100%" height="100%" fill="url(#g)"/>
  ${circles}${arches}
  <g fill="none" stroke="#fff" stroke-opacity="0.55" stroke-width="${(width / 160).toFixed(1)}">${star}</g>
</svg>`;
}

/** The two colours of a tag: a gradient's first and last stops, or a colour and a darker shade of it. */
export function tagColors(color: string | null | undefined, gradient: string | null | undefined): [string, string] {
  const stops = gradient?.match(/#[0-9a-fA-F]{6}/g);
  if (stops && stops.length >= 2) return [stops[0], stops[stops.length - 1]];
  const base = color && /^#[0-9a-fA-F]{6}$/.test(color) ? color : '#5B6C8F';
  const darker = `#${[1, 3, 5]
    .map((i) => Math.round(parseInt(base.slice(i, i + 2), 16) * 0.55).toString(16).padStart(2, '0'))
    .join('')}`;
  return [base, darker];
}

export interface CoverSizes {
  /** Card image, 640x400. */
  preview: string;
  /** Page banner, 1440x810. */
  image: string;
}

/** Writes `<dir>/<name>-preview.webp` and `<dir>/<name>.webp` unless they exist; returns paths relative to storage. */
export async function ensureCover(
  storage: StorageTarget,
  subdir: string,
  name: string,
  colors: [string, string],
  /** What the picture is drawn from; the name by default (several items may share a look). */
  seedText: string = name,
): Promise<CoverSizes> {
  const result: CoverSizes = {
    preview: `${subdir}/${name}-preview.webp`,
    image: `${subdir}/${name}.webp`,
  };
  await ensureImage(storage, result.preview, () => coverSvg(seedText, colors, 640, 400));
  await ensureImage(storage, result.image, () => coverSvg(seedText, colors, 1440, 810));
  return result;
}

// ---------------------------------------------------------------------------------------------------------------
// Pictures of the other demo content: map places, gallery works, dishes and team avatars. Like the covers they are
// drawn from a seed text (deterministic), as plain geometry without text, and written only when missing.

const PALETTES: string[][] = [
  ['#1F3A5F', '#4D7EA8', '#E0C58F', '#C8553D', '#F4EBD9'],
  ['#2E4A3F', '#6C8A5B', '#D9B26F', '#A4463B', '#F2E8CF'],
  ['#3B2E5A', '#7A5C99', '#E8A87C', '#D1495B', '#F7EDE2'],
  ['#23395B', '#406E8E', '#8EA8C3', '#CBF7ED', '#F5D491'],
  ['#4A3728', '#8C6A4F', '#D4A373', '#E9C46A', '#FAEDCD'],
  ['#264653', '#2A9D8F', '#E9C46A', '#F4A261', '#E76F51'],
];

const paletteOf = (random: () => number) => PALETTES[Math.floor(random() * PALETTES.length)];
const pick = <T>(random: () => number, items: T[]) => items[Math.floor(random() * items.length)];
const svgOpen = (width: number, height: number) =>
  `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">`;

/** A landscape of the Land of Israel in flat colours: sky, sun, layered hills and a road. */
export function placeSvg(seedText: string, width: number, height: number): string {
  const random = randomFrom(seedText);
  const [deep, mid, sand, accent, light] = paletteOf(random);
  const sunX = width * (0.15 + random() * 0.7);
  const sunY = height * (0.15 + random() * 0.2);
  const hills = [0.45, 0.6, 0.75].map((level, i) => {
    const points: string[] = [`0,${height}`];
    const steps = 6;
    for (let s = 0; s <= steps; s += 1) {
      const x = (width * s) / steps;
      const y = height * (level + (random() - 0.5) * 0.18);
      points.push(`${x.toFixed(0)},${y.toFixed(0)}`);
    }
    points.push(`${width},${height}`);
    const fill = [mid, deep, sand][i];
    return `<polygon points="${points.join(' ')}" fill="${fill}" fill-opacity="${(0.75 + i * 0.1).toFixed(2)}"/>`;
  }).join('');
  const roadX = width * (0.3 + random() * 0.4);
  const road = `<path d="M${roadX.toFixed(0)} ${height} C${(roadX + width * 0.2).toFixed(0)} ${(height * 0.85).toFixed(0)}, ${(roadX - width * 0.1).toFixed(0)} ${(height * 0.75).toFixed(0)}, ${(roadX + width * 0.05).toFixed(0)} ${(height * 0.68).toFixed(0)}" fill="none" stroke="${light}" stroke-opacity="0.7" stroke-width="${(width / 60).toFixed(0)}" stroke-linecap="round"/>`;
  return `${svgOpen(width, height)}
  <defs><linearGradient id="sky" x1="0" y1="0" x2="0" y2="1">
    <stop offset="0" stop-color="${light}"/><stop offset="1" stop-color="${sand}"/>
  </linearGradient></defs>
  <rect width="100%" height="100%" fill="url(#sky)"/>
  <circle cx="${sunX.toFixed(0)}" cy="${sunY.toFixed(0)}" r="${(height * 0.09).toFixed(0)}" fill="${accent}" fill-opacity="0.85"/>
  ${hills}${road}
</svg>`;
}

/** An abstract painting in a frame: overlapping blocks, arcs and lines in one palette. */
export function artworkSvg(seedText: string, width: number, height: number): string {
  const random = randomFrom(seedText);
  const palette = paletteOf(random);
  const frame = Math.round(Math.min(width, height) * 0.05);
  const inner = { x: frame, y: frame, w: width - 2 * frame, h: height - 2 * frame };
  const blocks = Array.from({ length: 7 }, () => {
    const w = inner.w * (0.15 + random() * 0.45);
    const h = inner.h * (0.15 + random() * 0.45);
    const x = inner.x + random() * (inner.w - w);
    const y = inner.y + random() * (inner.h - h);
    return `<rect x="${x.toFixed(0)}" y="${y.toFixed(0)}" width="${w.toFixed(0)}" height="${h.toFixed(0)}" fill="${pick(random, palette)}" fill-opacity="${(0.55 + random() * 0.4).toFixed(2)}"/>`;
  }).join('');
  const arcs = Array.from({ length: 3 }, () => {
    const r = inner.w * (0.1 + random() * 0.2);
    const cx = inner.x + random() * inner.w;
    const cy = inner.y + random() * inner.h;
    return `<circle cx="${cx.toFixed(0)}" cy="${cy.toFixed(0)}" r="${r.toFixed(0)}" fill="none" stroke="${pick(random, palette)}" stroke-width="${(width / 80).toFixed(0)}"/>`;
  }).join('');
  const lines = Array.from({ length: 4 }, () => {
    const y = inner.y + random() * inner.h;
    return `<line x1="${inner.x}" y1="${y.toFixed(0)}" x2="${inner.x + inner.w}" y2="${(y + (random() - 0.5) * inner.h * 0.3).toFixed(0)}" stroke="${palette[0]}" stroke-opacity="0.6" stroke-width="${(width / 200).toFixed(1)}"/>`;
  }).join('');
  return `${svgOpen(width, height)}
  <rect width="100%" height="100%" fill="#3A2A1E"/>
  <rect x="${frame / 2}" y="${frame / 2}" width="${width - frame}" height="${height - frame}" fill="none" stroke="#B08D57" stroke-width="${frame / 2}"/>
  <svg x="${inner.x}" y="${inner.y}" width="${inner.w}" height="${inner.h}" viewBox="${inner.x} ${inner.y} ${inner.w} ${inner.h}">
    <rect x="${inner.x}" y="${inner.y}" width="${inner.w}" height="${inner.h}" fill="${palette[4]}"/>
    ${blocks}${arcs}${lines}
  </svg>
</svg>`;
}

/** A dish seen from above: a tablecloth, a plate and round pieces of food. */
export function dishSvg(seedText: string, width: number, height: number): string {
  const random = randomFrom(seedText);
  const palette = paletteOf(random);
  const cx = width / 2;
  const cy = height / 2;
  const plate = Math.min(width, height) * 0.4;
  const stripes = Array.from({ length: 8 }, (_, i) =>
    `<rect x="${((i * width) / 8).toFixed(0)}" y="0" width="${(width / 16).toFixed(0)}" height="${height}" fill="${palette[0]}" fill-opacity="0.08"/>`,
  ).join('');
  const pieces = Array.from({ length: 9 }, () => {
    const angle = random() * Math.PI * 2;
    const distance = random() * plate * 0.55;
    const r = plate * (0.08 + random() * 0.14);
    return `<circle cx="${(cx + Math.cos(angle) * distance).toFixed(0)}" cy="${(cy + Math.sin(angle) * distance).toFixed(0)}" r="${r.toFixed(0)}" fill="${pick(random, palette.slice(1, 4))}" fill-opacity="0.9"/>`;
  }).join('');
  const garnish = Array.from({ length: 12 }, () => {
    const angle = random() * Math.PI * 2;
    const distance = random() * plate * 0.7;
    return `<ellipse cx="${(cx + Math.cos(angle) * distance).toFixed(0)}" cy="${(cy + Math.sin(angle) * distance).toFixed(0)}" rx="${(plate * 0.04).toFixed(0)}" ry="${(plate * 0.015).toFixed(0)}" transform="rotate(${(random() * 180).toFixed(0)} ${(cx + Math.cos(angle) * distance).toFixed(0)} ${(cy + Math.sin(angle) * distance).toFixed(0)})" fill="#4F7942"/>`;
  }).join('');
  return `${svgOpen(width, height)}
  <rect width="100%" height="100%" fill="${palette[4]}"/>${stripes}
  <circle cx="${cx}" cy="${cy + plate * 0.04}" r="${(plate * 1.02).toFixed(0)}" fill="#000" fill-opacity="0.12"/>
  <circle cx="${cx}" cy="${cy}" r="${plate.toFixed(0)}" fill="#FFFFFF"/>
  <circle cx="${cx}" cy="${cy}" r="${(plate * 0.82).toFixed(0)}" fill="none" stroke="${palette[1]}" stroke-opacity="0.35" stroke-width="${(plate * 0.02).toFixed(1)}"/>
  ${pieces}${garnish}
</svg>`;
}

/** A round avatar pattern without initials: petals around a centre in a person's own palette. */
export function avatarSvg(seedText: string, size: number): string {
  const random = randomFrom(seedText);
  const palette = paletteOf(random);
  const c = size / 2;
  const count = 5 + Math.floor(random() * 5);
  const offset = random() * 360;
  const petals = Array.from({ length: count }, (_, i) =>
    `<ellipse cx="${c}" cy="${(c - size * 0.2).toFixed(0)}" rx="${(size * 0.09).toFixed(0)}" ry="${(size * 0.2).toFixed(0)}" transform="rotate(${(offset + (i * 360) / count).toFixed(1)} ${c} ${c})" fill="${palette[1 + (i % 3)]}" fill-opacity="0.85"/>`,
  ).join('');
  return `${svgOpen(size, size)}
  <rect width="100%" height="100%" fill="${palette[0]}"/>
  <circle cx="${c}" cy="${c}" r="${(size * 0.44).toFixed(0)}" fill="${palette[4]}" fill-opacity="0.15"/>
  ${petals}
  <circle cx="${c}" cy="${c}" r="${(size * 0.08).toFixed(0)}" fill="${palette[4]}"/>
</svg>`;
}

/** Renders `svg` to `<file>` in the storage (webp) unless the file exists. */
export async function ensureImage(storage: StorageTarget, file: string, svg: () => string): Promise<string> {
  // The storage writes under a temporary name and renames (or PUTs at once): never a half-written image.
  await asStorage(storage).writeOnce(file, () => sharp(Buffer.from(svg())).webp(WEBP).toBuffer(), 'image/webp');
  return file;
}

/** The larger version that the image popup shows: the same folder, the file name prefixed `full_`. */
export const fullImagePath = (file: string) => {
  const slash = file.lastIndexOf('/');
  return `${file.slice(0, slash + 1)}full_${file.slice(slash + 1)}`;
};
