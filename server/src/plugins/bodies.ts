import fp from 'fastify-plugin';
import formbody from '@fastify/formbody';
import multipart, { type FastifyMultipartOptions } from '@fastify/multipart';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { HttpError, validationError } from '../lib/errors.ts';

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
 * A multipart form of an ordinary call, read like JSON: Fastify's content-type parser buffers at most BODY_LIMIT
 * (a larger Content-Length is answered 413 before any of the body is read), then the platform's own form reader
 * (Response#formData) splits it into fields. Files are refused: only the console's uploads take them
 * (acceptFiles). A repeated field becomes an array, as with @fastify/multipart's keyValues.
 */
async function multipartFields(request: FastifyRequest, body: Buffer): Promise<Record<string, string | string[]>> {
  // An empty body is an empty form (a client that sends the content type and nothing else).
  if (body.length === 0) return {};
  let form: FormData;
  try {
    form = await new Response(new Uint8Array(body), { headers: { 'content-type': String(request.headers['content-type']) } }).formData();
  } catch (error) {
    throw new HttpError(400, `The multipart body is malformed: ${(error as Error).message}`);
  }
  const fields = new Map<string, string | string[]>();
  for (const [name, value] of form) {
    if (typeof value !== 'string') throw validationError({ [name.slice(0, 100)]: ['This call takes no files: send the fields only.'] });
    const earlier = fields.get(name);
    fields.set(name, earlier === undefined ? value : [...(Array.isArray(earlier) ? earlier : [earlier]), value]);
  }
  // fromEntries defines own properties: a field named __proto__ stays a field.
  return Object.fromEntries(fields);
}

/**
 * The body parsers besides Fastify's own JSON one: the spec sends several calls as forms, so urlencoded and
 * multipart bodies are accepted alike, both within BODY_LIMIT and parsed before any hook of the route, as JSON is.
 */
export const bodiesPlugin = fp(async (app: FastifyInstance) => {
  await app.register(formbody, { bodyLimit: BODY_LIMIT });
  app.addContentTypeParser('multipart/form-data', { parseAs: 'buffer', bodyLimit: BODY_LIMIT }, multipartFields);
});

/**
 * Files, for the routes of `instance` only (an encapsulated plugin holding nothing but the routes that take
 * files): @fastify/multipart replaces the fields-only parser there, and reads the body in a preValidation hook
 * (attachFieldsToBody), i.e. after the onRequest hooks, where those routes check the sign-in and the role, so a
 * visitor's large body is refused unread. The two hooks around it mark the time of reading, so that a malformed
 * body answers 400 and a real failure elsewhere stays a 500.
 */
export async function acceptFiles(instance: FastifyInstance, limits: NonNullable<FastifyMultipartOptions['limits']>) {
  instance.removeContentTypeParser('multipart/form-data');
  instance.addHook('preValidation', async (request: FastifyRequest) => {
    if (request.isMultipart()) (request as Marked)[kReadingMultipart] = true;
  });
  await instance.register(multipart, { attachFieldsToBody: 'keyValues', limits });
  instance.addHook('preValidation', async (request: FastifyRequest) => {
    (request as Marked)[kReadingMultipart] = false;
  });
}
