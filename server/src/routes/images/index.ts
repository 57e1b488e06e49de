import path from 'node:path';
import crypto from 'node:crypto';
import { Type } from 'typebox';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { ErrorResponse } from '../../contracts/common.ts';
import { notFound, validationError } from '../../lib/errors.ts';
import { storageFor } from '../../lib/storage.ts';
import {
  ENCODERS, IMAGE_FORMATS, IMAGE_WIDTHS, VariantCache, YEAR_CACHE, encodeOgImage, encodeSiteOgImage, encodeVariant, etagOf,
  resolveSource, siteOgSvg, type ImageFormat, type Variant,
} from './variants.ts';

const Binary = (description: string) => Type.Unsafe<Buffer>({ type: 'string', format: 'binary', description });

const VariantParams = Type.Object({
  width: Type.Integer({ description: `One of ${IMAGE_WIDTHS.join(', ')}.` }),
  format: Type.Union(IMAGE_FORMATS.map((f) => Type.Literal(f)), { description: 'webp or avif.' }),
  '*': Type.String({ minLength: 1, maxLength: 500, description: 'A picture under /storage/, relative to it.' }),
});
const OgParams = Type.Object({
  '*': Type.String({ minLength: 1, maxLength: 500, description: 'A picture under /storage/, relative to it.' }),
});

const errors = { 404: ErrorResponse, 422: ErrorResponse };

/**
 * The picture a share picture is made of: its address is the picture's path with `.jpg` added
 * (`covers/a.webp.jpg`), so that its name says JPEG as its type does. An address without it (`covers/a.webp`, as
 * pages gave before) is read as the picture's own path.
 */
export function ogSourceOf(requested: string): string {
  const named = requested.match(/^(.+\.[A-Za-z0-9]+)\.jpg$/);
  return named ? named[1] : requested;
}

/**
 * Pictures made from /storage/ with sharp: `/img/{width}/{format}/{path}` (responsive variants for srcset) and
 * `/img/og/{path}.jpg` (1200×630 JPEG share images), `/img/og/site.jpg` (the site's own). Cached on disk under
 * DATA_DIR/image-variants/ and by browsers for a year (the address never changes meaning), with an ETag.
 */
export const imageRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const storage = storageFor(app.config);
  /** The source picture's bytes (a file removed meanwhile: 404). */
  const sourceBytes = async (relative: string) => {
    const bytes = await storage.read(relative);
    if (!bytes) throw notFound('Image not found.');
    return bytes;
  };
  const cache = new VariantCache(path.join(app.config.dataDir, 'image-variants'));
  const short = (text: string) => crypto.createHash('sha1').update(text).digest('hex').slice(0, 10);
  // The site's picture is named by its drawing: a new drawing is a new file and a new ETag.
  const version = short(`${siteOgSvg()}|${JSON.stringify(ENCODERS.jpeg)}`);

  function send(reply: FastifyReply, variant: Variant) {
    reply.header('Cache-Control', YEAR_CACHE).header('ETag', variant.etag).type(variant.type);
    // @fastify/etag answers 304 when If-None-Match names this ETag.
    return reply.send(variant.body);
  }

  /** 304 before any encoding when the browser already has it. */
  function notModified(request: FastifyRequest, reply: FastifyReply, etag: string) {
    if (request.headers['if-none-match'] !== etag) return false;
    reply.code(304).header('Cache-Control', YEAR_CACHE).header('ETag', etag);
    return true;
  }

  app.get(
    '/img/og/site.jpg',
    {
      schema: {
        tags: ['images'],
        summary: "The site's default share picture, 1200×630 JPEG",
        response: { 200: Binary('image/jpeg') },
      },
    },
    async (request, reply) => {
      const etag = `"site-${version}"`;
      if (notModified(request, reply, etag)) return reply.send(Buffer.alloc(0));
      const body = await cache.get(`og/site.${version}.jpg`, encodeSiteOgImage);
      return send(reply, { body, etag, type: 'image/jpeg' });
    },
  );

  app.get(
    '/img/og/*',
    {
      schema: {
        tags: ['images'],
        summary: 'A 1200×630 JPEG share picture (OpenGraph) of a picture under /storage/: its path with .jpg added',
        params: OgParams,
        response: { 200: Binary('image/jpeg'), ...errors },
      },
    },
    async (request, reply) => {
      const source = await resolveSource(storage, ogSourceOf(request.params['*']));
      const etag = etagOf(source, 'og');
      if (notModified(request, reply, etag)) return reply.send(Buffer.alloc(0));
      const body = await cache.get(`og/${source.relative}.${short(source.etagSeed)}.jpg`, async () => encodeOgImage(await sourceBytes(source.relative)));
      return send(reply, { body, etag, type: 'image/jpeg' });
    },
  );

  app.get(
    '/img/:width/:format/*',
    {
      schema: {
        tags: ['images'],
        summary: 'A picture under /storage/ resized to one of the widths (never enlarged), as WebP or AVIF',
        params: VariantParams,
        response: { 200: Binary('image/webp or image/avif'), ...errors },
      },
    },
    async (request, reply) => {
      const { width, format } = request.params as { width: number; format: ImageFormat };
      if (!(IMAGE_WIDTHS as readonly number[]).includes(width)) {
        throw validationError({ width: [`The width must be one of ${IMAGE_WIDTHS.join(', ')}.`] });
      }
      const source = await resolveSource(storage, request.params['*']);
      const etag = etagOf(source, `${width}/${format}`);
      if (notModified(request, reply, etag)) return reply.send(Buffer.alloc(0));
      const body = await cache.get(`${width}/${source.relative}.${short(source.etagSeed)}.${format}`, async () =>
        encodeVariant(await sourceBytes(source.relative), width, format),
      );
      return send(reply, { body, etag, type: `image/${format}` });
    },
  );
};
