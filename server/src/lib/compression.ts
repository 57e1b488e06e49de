import zlib from 'node:zlib';
import type { FastifyCompressOptions } from '@fastify/compress';

/** On-the-fly compression of answers (app.ts): brotli or gzip, answers up to 64 KB in one call. */
export const COMPRESSION = {
  encodings: ['br', 'gzip'],
  threshold: 1024,
  syncThreshold: 64 * 1024,
} satisfies Pick<FastifyCompressOptions, 'encodings' | 'threshold' | 'syncThreshold'>;

/**
 * For answers made anew for most requests (the search, asked at each pause of the live search's typing): brotli 3
 * and gzip 5 instead of 4 and 6, slightly larger and much cheaper (server/README.md, "Search").
 */
export const FAST_COMPRESSION = {
  ...COMPRESSION,
  brotliOptions: { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 3 } },
  zlibOptions: { level: 5 },
} satisfies Pick<FastifyCompressOptions, 'encodings' | 'threshold' | 'syncThreshold' | 'brotliOptions' | 'zlibOptions'>;
