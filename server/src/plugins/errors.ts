import fp from 'fastify-plugin';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { HttpError } from '../lib/errors.ts';
import { StorageError } from '../lib/storage.ts';
import { readingMultipart } from './bodies.ts';

type AjvError = NonNullable<FastifyError['validation']>[number];

function fieldOf(error: AjvError): string {
  const missing = (error.params as { missingProperty?: string }).missingProperty;
  const path = error.instancePath.replace(/^\//, '').replace(/\//g, '.');
  return [path, missing].filter(Boolean).join('.') || 'body';
}

function messageOf(field: string, error: AjvError): string {
  switch (error.keyword) {
    case 'required':
      return `The ${field} field is required.`;
    case 'type':
    {
      const type = (error.params as { type: string }).type;
      return `The ${field} field must be ${/^[aeiou]/.test(type) ? 'an' : 'a'} ${type}.`;
    }
    case 'enum':
    case 'anyOf':
      return `The selected ${field} is invalid.`;
    case 'minimum':
      return `The ${field} field must be at least ${(error.params as { limit: number }).limit}.`;
    case 'maximum':
      return `The ${field} field must not be greater than ${(error.params as { limit: number }).limit}.`;
    case 'maxLength':
      return `The ${field} field must not be greater than ${(error.params as { limit: number }).limit} characters.`;
    case 'minLength':
      return `The ${field} field is required.`;
    case 'format':
      return `The ${field} field must be a valid ${(error.params as { format: string }).format}.`;
    default:
      return `The ${field} field ${error.message ?? 'is invalid'}.`;
  }
}

/**
 * Errors of @fastify/multipart whose status does not say what happened: a field declared as JSON that is not is a
 * bad request, not "406 Not Acceptable" (which is about the answer's type), and so is a file read from a
 * request that is not multipart.
 */
const remapped: Record<string, number> = { FST_INVALID_JSON_FIELD_ERROR: 400, FST_INVALID_MULTIPART_CONTENT_TYPE: 415 };

/**
 * The database cannot be reached or refuses connections for now (PostgreSQL restarting or shutting down, too many
 * connections, the network): the server's state, not the request's, answered 503 with Retry-After.
 */
const unavailableCodes = new Set(['ECONNREFUSED', 'ECONNRESET', 'ETIMEDOUT', 'EHOSTUNREACH', 'ENOTFOUND', '57P01', '57P02', '57P03', '53300', '08000', '08001', '08003', '08004', '08006']);
export function isDatabaseUnavailable(error: { code?: unknown; message?: unknown }): boolean {
  if (typeof error.code === 'string' && unavailableCodes.has(error.code)) return true;
  const message = typeof error.message === 'string' ? error.message : '';
  return /^(Connection terminated|timeout exceeded when trying to connect|Cannot use a pool after calling end)/.test(message);
}

/**
 * Errors the router raises before any route runs (Fastify's frameworkErrors option): a path segment that is not
 * valid percent-encoding (400), a path parameter over maxParamLength (414); answered in the API's shape.
 */
export function frameworkErrors(error: FastifyError, _request: FastifyRequest, reply: FastifyReply) {
  const status = error.statusCode && error.statusCode >= 400 && error.statusCode < 500 ? error.statusCode : 400;
  return reply.status(status).send({ message: status === 414 ? 'The URL is too long.' : error.message });
}

/**
 * One error handler for the whole server: schema failures become 422 with per-field messages, other client
 * errors keep their 4xx status and message, anything else is logged and answered 500 without details.
 */
export const errorsPlugin = fp(async (app: FastifyInstance) => {
  app.setErrorHandler((error: FastifyError | HttpError, request, reply) => {
    if (error instanceof HttpError) {
      return reply.status(error.statusCode).send(error.errors ? { message: error.message, errors: error.errors } : { message: error.message });
    }
    if (error.validation) {
      const errors: Record<string, string[]> = {};
      for (const item of error.validation) {
        const field = fieldOf(item);
        (errors[field] ??= []).push(messageOf(field, item));
      }
      const first = Object.values(errors)[0][0];
      return reply.status(422).send({ message: first, errors });
    }
    // A multipart body that busboy cannot read (truncated, no boundary, broken part headers): its errors have no status.
    if (readingMultipart(request) && !error.statusCode) {
      return reply.status(400).send({ message: `The multipart body is malformed: ${error.message}` });
    }
    const status = remapped[error.code] ?? error.statusCode ?? 500;
    if (status >= 400 && status < 500) {
      return reply.status(status).send({ message: error.message });
    }
    if (isDatabaseUnavailable(error)) {
      request.log.error({ err: error }, 'database unavailable');
      return reply.status(503).header('retry-after', '5').send({ message: 'The service is temporarily unavailable. Please try again in a few seconds.' });
    }
    if (error instanceof StorageError) {
      // The message names S3's error code and the setting to check; the visitor learns only whether to retry.
      request.log.error({ err: error }, `media storage failed: ${error.message}`);
      return error.transient
        ? reply.status(503).header('retry-after', '5').send({ message: 'The media storage is temporarily unavailable. Please try again in a few seconds.' })
        : reply.status(500).send({ message: 'The media storage refused the request.' });
    }
    request.log.error({ err: error }, 'request failed');
    return reply.status(500).send({ message: 'Server Error' });
  });
});
