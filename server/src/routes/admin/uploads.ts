import crypto from 'node:crypto';
import sharp from 'sharp';
import { Type } from 'typebox';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { AdminUploadResponse, UPLOAD_KINDS, UPLOAD_LIMITS } from '../../contracts/admin.ts';
import { ErrorResponse } from '../../contracts/common.ts';
import { storageFor, type MediaStorage } from '../../lib/storage.ts';
import { fullImagePath } from '../../lib/covers.ts';
import { HttpError, validationError } from '../../lib/errors.ts';
import { writeAudit } from './repository.ts';
import { requireRole } from './roles.ts';

/** Image formats accepted (by content, as sharp reads them); SVG is not: it can carry scripts. */
const IMAGE_FORMATS = new Set(['jpeg', 'png', 'webp', 'gif', 'avif', 'heif', 'tiff']);
const WEBP = { quality: 82, effort: 4 } as const;
const MB = 1024 * 1024;

/** The picture sizes the site shows (cover crops), besides the 1200-px master and the full_ popup picture. */
export const IMAGE_VARIANTS = {
  preview: { width: 310, height: 350 },
  thumbnail: { width: 178, height: 201 },
  banner: { width: 1440, height: 810 },
  og: { width: 1200, height: 630 },
} as const;
const MASTER_WIDTH = 1200;
const FULL_WIDTH = 2400;

/** Audio type by its first bytes: MP3 (ID3 tag or an MPEG frame), Ogg, MP4 audio (M4A). */
export function audioTypeOf(bytes: Buffer): { ext: string; contentType: string } | null {
  if (bytes.length < 12) return null;
  if (bytes.subarray(0, 4).toString('latin1') === 'OggS') return { ext: 'ogg', contentType: 'audio/ogg' };
  if (bytes.subarray(0, 3).toString('latin1') === 'ID3') return { ext: 'mp3', contentType: 'audio/mpeg' };
  // MPEG audio frame sync: 11 set bits, layer bits not 00
  if (bytes[0] === 0xff && (bytes[1] & 0xe0) === 0xe0 && (bytes[1] & 0x06) !== 0) return { ext: 'mp3', contentType: 'audio/mpeg' };
  if (bytes.subarray(4, 8).toString('latin1') === 'ftyp') {
    const brand = bytes.subarray(8, 12).toString('latin1');
    if (['M4A ', 'M4B ', 'mp42', 'isom', 'iso2', 'dash'].includes(brand)) return { ext: 'm4a', contentType: 'audio/mp4' };
  }
  return null;
}

const tooLarge = (kind: keyof typeof UPLOAD_LIMITS) =>
  new HttpError(413, `The file is too large: ${kind === 'image' ? 'images' : 'audio files'} may be up to ${UPLOAD_LIMITS[kind] / MB} MB.`);

async function storeImage(storage: MediaStorage, bytes: Buffer, hash: string) {
  let format: string | undefined;
  try {
    format = (await sharp(bytes).metadata()).format;
  } catch {
    format = undefined;
  }
  if (!format || !IMAGE_FORMATS.has(format)) {
    throw new HttpError(415, 'The file is not an image of an accepted type (JPEG, PNG, WebP, GIF, AVIF, HEIF, TIFF).');
  }
  const base = `uploads/${hash}`;
  const variants: Record<string, string> = {
    master: `${base}.webp`,
    full: fullImagePath(`${base}.webp`),
    ...Object.fromEntries(Object.keys(IMAGE_VARIANTS).map((name) => [name, `${base}-${name}.${name === 'og' ? 'jpg' : 'webp'}`])),
  };
  // rotate(): apply the EXIF orientation; metadata is not copied (no location leaks).
  const source = () => sharp(bytes, { animated: false }).rotate();
  // Only a failure to decode is the file's fault (422); a storage failure stays a server error.
  const encode = (make: () => Promise<Buffer>) => async () => {
    try {
      return await make();
    } catch {
      throw validationError({ file: ['The image could not be decoded (damaged or truncated file).'] });
    }
  };
  await storage.writeOnce(
    variants.master,
    encode(() => source().resize({ width: MASTER_WIDTH, withoutEnlargement: true }).webp(WEBP).toBuffer()),
  );
  await storage.writeOnce(
    variants.full,
    encode(() => source().resize({ width: FULL_WIDTH, withoutEnlargement: true }).webp(WEBP).toBuffer()),
  );
  for (const [name, size] of Object.entries(IMAGE_VARIANTS)) {
    await storage.writeOnce(
      variants[name],
      encode(() => {
        const resized = source().resize({ ...size, fit: 'cover', position: 'attention' });
        return name === 'og' ? resized.jpeg({ quality: 85, mozjpeg: true }).toBuffer() : resized.webp(WEBP).toBuffer();
      }),
    );
  }
  return { path: variants.master, variants, content_type: `image/${format}` };
}

async function storeAudio(storage: MediaStorage, bytes: Buffer, hash: string) {
  const type = audioTypeOf(bytes);
  if (!type) throw new HttpError(415, 'The file is not audio of an accepted type (MP3, OGG, M4A).');
  const file = `uploads/${hash}.${type.ext}`;
  await storage.writeOnce(file, async () => bytes, type.contentType);
  return { path: file, variants: { audio: file }, content_type: type.contentType };
}

/** POST /api/admin/uploads: one image or audio file, checked by content, stored by content hash. */
export function registerUploads(app: FastifyInstance) {
  const storage = storageFor(app.config);
  app.post(
    '/uploads',
    {
      // Before the body is read: a visitor's upload is refused without buffering it.
      onRequest: requireRole(app, ['editor']),
      config: { multipartOptions: { limits: { fileSize: Math.max(UPLOAD_LIMITS.image, UPLOAD_LIMITS.audio), files: 1 } } },
      errorHandler: (error: FastifyError, _request: FastifyRequest, reply: FastifyReply) => {
        if (error.code === 'FST_REQ_FILE_TOO_LARGE') {
          return reply.status(413).send({ message: `The file is too large: audio files may be up to ${UPLOAD_LIMITS.audio / MB} MB, images up to ${UPLOAD_LIMITS.image / MB} MB.` });
        }
        if (error.code === 'FST_FILES_LIMIT') return reply.status(422).send({ message: 'Send one file at a time.' });
        throw error;
      },
      schema: {
        tags: ['admin'],
        security: [{ bearer: [] }],
        summary: 'Upload an image or an audio file',
        description:
          'Roles: admin, editor. multipart/form-data with `file` (one file) and `kind` (image or audio). The type is ' +
          `checked by content. Images (up to ${UPLOAD_LIMITS.image / MB} MB) are re-encoded as WebP: master 1200 px wide, ` +
          'full_ (the popup picture), preview 310x350, thumbnail 178x201, banner 1440x810, og 1200x630 (JPEG). Audio (MP3, ' +
          `OGG, M4A, up to ${UPLOAD_LIMITS.audio / MB} MB) is kept as uploaded. Names are content hashes under uploads/: ` +
          'a URL never changes meaning. 415: not an accepted type; 413: too large; 422: no file or an undecodable image.',
        consumes: ['multipart/form-data'],
        body: Type.Object({
          kind: Type.Enum(UPLOAD_KINDS, { description: 'image or audio.' }),
          file: Type.Unknown({ description: 'The file (binary).' }),
        }),
        response: {
          201: AdminUploadResponse,
          401: ErrorResponse,
          403: ErrorResponse,
          413: ErrorResponse,
          415: ErrorResponse,
          422: ErrorResponse,
        },
      },
    },
    async (request: FastifyRequest, reply: FastifyReply) => {
      const body = request.body as { kind: (typeof UPLOAD_KINDS)[number]; file?: unknown };
      if (!Buffer.isBuffer(body.file) || body.file.length === 0) {
        throw validationError({ file: ['The file field must be one non-empty file (multipart/form-data).'] });
      }
      const bytes = body.file;
      if (bytes.length > UPLOAD_LIMITS[body.kind]) throw tooLarge(body.kind);
      const hash = crypto.createHash('sha256').update(bytes).digest('hex').slice(0, 32);
      const stored = body.kind === 'image' ? await storeImage(storage, bytes, hash) : await storeAudio(storage, bytes, hash);
      await writeAudit(app.db, {
        userId: request.user!.id,
        email: null,
        action: 'upload',
        resource: 'uploads',
        recordId: stored.path,
        diff: { kind: body.kind, size: bytes.length, content_type: stored.content_type },
      });
      return reply.status(201).send({ ...stored, size: bytes.length });
    },
  );
}
