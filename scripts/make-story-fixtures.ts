// Writes the small images that stories show (stories/fixtures/images), generated like the site's covers so
// that stories need no network and no copied pictures. Run once after changing the list; the files are committed.
import path from 'node:path';
import sharp from 'sharp';
import { coverSvg, tagColors } from '../server/src/lib/covers.ts';

const dir = path.join(import.meta.dirname, '..', 'stories', 'fixtures', 'images');
const covers: [string, string | null, string | null][] = [
  ['shabbat', '#A63F2A', null],
  ['hebrew', null, 'linear-gradient(135deg, #5B3E96 0%, #2E6F95 100%)'],
  ['challah', '#4F7942', null],
  ['shtetl', '#7A5C3E', null],
  ['synagogue', '#2E6F95', null],
  ['genizah', null, 'linear-gradient(135deg, #8A6508 0%, #A63F2A 100%)'],
];
for (const [name, color, gradient] of covers) {
  const colors = tagColors(color, gradient);
  await sharp(Buffer.from(coverSvg(name, colors, 640, 400))).webp({ quality: 70 }).toFile(path.join(dir, `${name}-preview.webp`));
  await sharp(Buffer.from(coverSvg(name, colors, 1440, 810))).webp({ quality: 60 }).toFile(path.join(dir, `${name}.webp`));
}
console.log(`wrote ${covers.length * 2} images to ${dir}`);
