// After `vite build`: writes a brotli (.br, quality 11) and a gzip (.gz, level 9) copy of every text asset of
// dist/ worth compressing, so the server sends them as they are (@fastify/static preCompressed) instead of
// compressing on every request. Pages and API answers are compressed on the fly (@fastify/compress).
// Another build folder: node scripts/compress-assets.mjs <folder>.
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';

const dist = path.resolve(import.meta.dirname, '..', process.argv[2] ?? 'dist');
const TEXT = /\.(js|mjs|css|html|svg|json|txt|xml|map)$/;
let files = 0;
let before = 0;
let after = 0;
function walk(dir) {
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    const file = path.join(dir, entry.name);
    if (entry.isDirectory()) walk(file);
    else if (TEXT.test(entry.name) && !entry.name.endsWith('.map')) {
      const buffer = fs.readFileSync(file);
      if (buffer.length < 1024) continue;
      const br = zlib.brotliCompressSync(buffer, {
        params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 11, [zlib.constants.BROTLI_PARAM_SIZE_HINT]: buffer.length },
      });
      fs.writeFileSync(`${file}.br`, br);
      fs.writeFileSync(`${file}.gz`, zlib.gzipSync(buffer, { level: 9 }));
      files += 1;
      before += buffer.length;
      after += br.length;
    }
  }
}
walk(dist);
console.log(`compressed ${files} files: ${(before / 1024).toFixed(0)} KiB → ${(after / 1024).toFixed(0)} KiB brotli`);
