import type { FastifyRequest } from 'fastify';

/**
 * preValidation hook for POST routes whose fields are all optional: a call sent without any body (no
 * content-type) is read as an empty form instead of failing with "body must be object".
 */
export async function emptyBodyAsForm(request: FastifyRequest): Promise<void> {
  request.body ??= {};
}
