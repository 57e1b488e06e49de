import fp from 'fastify-plugin';
import formbody from '@fastify/formbody';
import multipart from '@fastify/multipart';
import type { FastifyInstance, FastifyRequest } from 'fastify';

/** The largest body a call takes (JSON, form, multipart fields), except the console's uploads (their own limit). */
export const BODY_LIMIT = 1024 * 1024;

const kReadingMultipart = Symbol('readingMultipart');
type Marked = FastifyRequest & { [kReadingMultipart]?: boolean };

/**
 * True while @fastify/multipart reads the request's body: an error it raises then (busboy's "Unexpected end of
 * multipart data", "Multipart: Boundary not found", …) is the body's fault, and plugins/errors.ts answers 400.
 */
export const readingMultipart = (request: FastifyRequest) => (request as Marked)[kReadingMultipart] === true;

/**
 * The body parsers besides Fastify's own JSON one: the spec sends several calls as forms, so urlencoded and
 * multipart bodies are accepted alike. Multipart bodies are read in a preValidation hook (attachFieldsToBody),
 * not in a content-type parser, so their errors carry no status: the two hooks around it mark the time of
 * reading, so that a malformed body answers 400 and a real failure elsewhere stays a 500.
 */
export const bodiesPlugin = fp(async (app: FastifyInstance) => {
  await app.register(formbody, { bodyLimit: BODY_LIMIT });
  app.addHook('preValidation', async (request: FastifyRequest) => {
    if (request.isMultipart()) (request as Marked)[kReadingMultipart] = true;
  });
  await app.register(multipart, {
    attachFieldsToBody: 'keyValues',
    limits: { fieldSize: 64 * 1024, fields: 50, fileSize: 5 * 1024 * 1024, files: 1 },
  });
  app.addHook('preValidation', async (request: FastifyRequest) => {
    (request as Marked)[kReadingMultipart] = false;
  });
});
