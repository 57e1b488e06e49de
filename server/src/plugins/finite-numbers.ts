import fp from 'fastify-plugin';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { validationError } from '../lib/errors.ts';

interface JsonSchema {
  type?: string | string[];
  anyOf?: JsonSchema[];
  items?: JsonSchema;
  properties?: Record<string, JsonSchema>;
}

const isNumeric = (schema: JsonSchema | undefined): boolean =>
  !!schema &&
  ((Array.isArray(schema.type) ? schema.type : [schema.type]).some((t) => t === 'integer' || t === 'number') ||
    !!schema.anyOf?.some(isNumeric));

/** A text that JavaScript reads as an infinite number: "Infinity", "-Infinity", "1e999", … */
const isInfinite = (value: unknown) => typeof value === 'string' && value.trim() !== '' && Math.abs(Number(value)) === Infinity;

/**
 * Ajv's type coercion turns the text "1e999" or "Infinity" into Infinity and then passes it as an integer within
 * any minimum/maximum (its range checks skip non-finite numbers), so a query like `?page=1e999` would reach SQL.
 * This hook answers 422 instead, for every numeric field of a route's querystring, params and (form) body, and
 * for the items of numeric arrays. JSON numbers need nothing: JSON.parse gives Infinity as a number, which ajv
 * refuses by itself.
 */
export const finiteNumbersPlugin = fp(async (app: FastifyInstance) => {
  app.addHook('preValidation', async (request: FastifyRequest) => {
    const schema = request.routeOptions.schema as Record<string, JsonSchema | undefined> | undefined;
    if (!schema) return;
    const errors: Record<string, string[]> = {};
    const parts: [JsonSchema | undefined, unknown][] = [
      [schema.querystring, request.query],
      [schema.params, request.params],
      [schema.body, request.body],
    ];
    for (const [partSchema, data] of parts) {
      if (!partSchema?.properties || !data || typeof data !== 'object') continue;
      for (const [field, fieldSchema] of Object.entries(partSchema.properties)) {
        const value = (data as Record<string, unknown>)[field];
        const values = Array.isArray(value) ? value : [value];
        const numeric = isNumeric(fieldSchema) || isNumeric(fieldSchema.items);
        if (numeric && values.some(isInfinite)) errors[field] = [`The ${field} field must be a finite number.`];
      }
    }
    if (Object.keys(errors).length > 0) throw validationError(errors);
  });
});
