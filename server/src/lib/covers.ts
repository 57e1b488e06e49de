import fs from 'node:fs/promises';
import path from 'node:path';
import sharp from 'sharp';

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
  storageDir: string,
  subdir: string,
  name: string,
  colors: [string, string],
): Promise<CoverSizes> {
  const result: CoverSizes = {
    preview: `${subdir}/${name}-preview.webp`,
    image: `${subdir}/${name}.webp`,
  };
  await fs.mkdir(path.join(storageDir, subdir), { recursive: true });
  const jobs: [string, number, number][] = [
    [result.preview, 640, 400],
    [result.image, 1440, 810],
  ];
  for (const [file, w, h] of jobs) {
    const target = path.join(storageDir, file);
    try {
      await fs.access(target);
    } catch {
      await sharp(Buffer.from(coverSvg(name, colors, w, h))).webp({ quality: 80 }).toFile(target);
    }
  }
  return result;
}
