import fp from 'fastify-plugin';
import type { FastifyError, FastifyInstance } from 'fastify';
import { HttpError } from '../lib/errors.ts';

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
      return `The ${field} field must be ${(error.params as { type: string }).type === 'integer' ? 'an integer' : `a ${(error.params as { type: string }).type}`}.`;
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
    const status = error.statusCode ?? 500;
    if (status >= 400 && status < 500) {
      return reply.status(status).send({ message: error.message });
    }
    request.log.error({ err: error }, 'request failed');
    return reply.status(500).send({ message: 'Server Error' });
  });
});
