// `npm run bench:images [-- --storage DIR] [--per-folder 8] [--widths 480,1280]`: does AVIF pay over WebP for our
// pictures? Encodes the demo pictures (generated into .tmp/bench-images/storage on first use, or those of --storage)
// at the given widths with the server's own encoders (server/src/routes/images/variants.ts), and prints per folder
// the bytes of each format, the saving of AVIF, the quality of each against the resized original (SSIM and PSNR
// of the luma) and the encoding time. AVIF pays when it is ≥ 20% smaller at a quality no lower (SSIM within 0.005).
// Figures are printed, not asserted.
import fs from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import sharp from 'sharp';
import { paths } from '../server/src/config.ts';
import { ensureDemoMedia } from '../server/src/db/seed/index.ts';
import { ENCODERS, encodeVariant, type ImageFormat } from '../server/src/routes/images/variants.ts';

const { values } = parseArgs({
  options: {
    storage: { type: 'string' },
    'per-folder': { type: 'string', default: '8' },
    widths: { type: 'string', default: '480,1280' },
  },
});
const perFolder = Number(values['per-folder']);
const widths = values.widths.split(',').map(Number);
if (!(perFolder >= 1) || widths.some((w) => !(w > 0))) {
  console.error('usage: npm run bench:images -- [--storage DIR] [--per-folder N] [--widths 480,1280]');
  process.exit(2);
}

const storageDir = path.resolve(values.storage ?? path.join(paths.repoRoot, '.tmp', 'bench-images', 'storage'));
if (!values.storage) {
  const started = Date.now();
  const files = await ensureDemoMedia(storageDir);
  console.log(`demo pictures in ${path.relative(process.cwd(), storageDir)} (${files} checked, ${Date.now() - started} ms)`);
}

function picturesIn(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    if (entry.name.startsWith('.')) return [];
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return picturesIn(full);
    return /\.(webp|png|jpe?g)$/i.test(entry.name) && !entry.name.startsWith('full_') ? [full] : [];
  });
}

const byFolder = new Map<string, string[]>();
for (const file of picturesIn(storageDir)) {
  const folder = path.dirname(path.relative(storageDir, file));
  byFolder.set(folder, [...(byFolder.get(folder) ?? []), file]);
}

/** Luma of `image` at `width`, as the browser would show the variant. */
async function luma(input: Buffer | string, width: number, height?: number) {
  const { data, info } = await sharp(input)
    .resize({ width, height, fit: 'fill', withoutEnlargement: height === undefined })
    .removeAlpha()
    .greyscale()
    .raw()
    .toBuffer({ resolveWithObject: true });
  return { data, width: info.width, height: info.height };
}

function psnr(a: Buffer, b: Buffer): number {
  let sum = 0;
  for (let i = 0; i < a.length; i += 1) sum += (a[i] - b[i]) ** 2;
  const mse = sum / a.length;
  return mse === 0 ? 99 : 10 * Math.log10((255 * 255) / mse);
}

/** Mean SSIM over 8×8 windows (stride 4) of two luma planes of the same size. */
function ssim(a: Buffer, b: Buffer, width: number, height: number): number {
  const c1 = (0.01 * 255) ** 2;
  const c2 = (0.03 * 255) ** 2;
  let total = 0;
  let count = 0;
  for (let y = 0; y + 8 <= height; y += 4) {
    for (let x = 0; x + 8 <= width; x += 4) {
      let sa = 0, sb = 0, saa = 0, sbb = 0, sab = 0;
      for (let dy = 0; dy < 8; dy += 1) {
        for (let dx = 0; dx < 8; dx += 1) {
          const i = (y + dy) * width + x + dx;
          sa += a[i]; sb += b[i]; saa += a[i] * a[i]; sbb += b[i] * b[i]; sab += a[i] * b[i];
        }
      }
      const n = 64;
      const ma = sa / n, mb = sb / n;
      const va = saa / n - ma * ma, vb = sbb / n - mb * mb, cov = sab / n - ma * mb;
      total += ((2 * ma * mb + c1) * (2 * cov + c2)) / ((ma * ma + mb * mb + c1) * (va + vb + c2));
      count += 1;
    }
  }
  return count ? total / count : 1;
}

interface Totals { files: number; bytes: Record<ImageFormat, number>; ms: Record<ImageFormat, number>; ssim: Record<ImageFormat, number>; psnr: Record<ImageFormat, number> }
const empty = (): Totals => ({
  files: 0,
  bytes: { webp: 0, avif: 0 },
  ms: { webp: 0, avif: 0 },
  ssim: { webp: 0, avif: 0 },
  psnr: { webp: 0, avif: 0 },
});

const rows: [string, Totals][] = [];
const all = empty();
for (const [folder, files] of [...byFolder.entries()].sort()) {
  const totals = empty();
  for (const file of files.sort().slice(0, perFolder)) {
    for (const width of widths) {
      const reference = await luma(file, width);
      for (const format of ['webp', 'avif'] as const) {
        const started = performance.now();
        const encoded = await encodeVariant(file, width, format);
        const ms = performance.now() - started;
        const decoded = await luma(encoded, reference.width, reference.height);
        for (const t of [totals, all]) {
          t.bytes[format] += encoded.length;
          t.ms[format] += ms;
          t.ssim[format] += ssim(reference.data, decoded.data, reference.width, reference.height);
          t.psnr[format] += psnr(reference.data, decoded.data);
        }
      }
      totals.files += 1;
      all.files += 1;
    }
  }
  rows.push([folder, totals]);
}
rows.push(['all', all]);

const kb = (n: number) => (n / 1024).toFixed(1);
const table = rows.map(([folder, t]) => ({
  folder,
  variants: t.files,
  'webp KB': kb(t.bytes.webp),
  'avif KB': kb(t.bytes.avif),
  'avif saves': `${(100 * (1 - t.bytes.avif / t.bytes.webp)).toFixed(0)}%`,
  'SSIM webp': (t.ssim.webp / t.files).toFixed(4),
  'SSIM avif': (t.ssim.avif / t.files).toFixed(4),
  'PSNR webp': (t.psnr.webp / t.files).toFixed(1),
  'PSNR avif': (t.psnr.avif / t.files).toFixed(1),
  'ms webp': (t.ms.webp / t.files).toFixed(0),
  'ms avif': (t.ms.avif / t.files).toFixed(0),
}));
console.log(`\nwidths ${widths.join(', ')}; webp q${ENCODERS.webp.quality} effort ${ENCODERS.webp.effort}, avif q${ENCODERS.avif.quality} effort ${ENCODERS.avif.effort}; at most ${perFolder} pictures a folder`);
console.table(table);
const saving = 1 - all.bytes.avif / all.bytes.webp;
const ssimGap = (all.ssim.webp - all.ssim.avif) / all.files;
const pays = saving >= 0.2 && ssimGap <= 0.005;
console.log(
  `AVIF is ${(saving * 100).toFixed(0)}% smaller than WebP, SSIM ${ssimGap > 0 ? 'lower' : 'higher'} by ${Math.abs(ssimGap).toFixed(4)}: ` +
    (pays ? 'it pays (≥ 20% smaller at similar quality) — offer avif first.' : 'it does not pay — offer webp only.'),
);
