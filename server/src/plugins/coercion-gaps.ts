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

/** Whether a value given as a list can be right for the field: an array, one of the choices, or no type at all. */
const takesList = (schema: JsonSchema): boolean =>
  (Array.isArray(schema.type) ? schema.type : [schema.type]).includes('array') ||
  !!schema.anyOf?.some(takesList) ||
  (schema.type === undefined && !schema.anyOf);

/** A text that JavaScript reads as an infinite number: "Infinity", "-Infinity", "1e999", … */
const isInfinite = (value: unknown) => typeof value === 'string' && value.trim() !== '' && Math.abs(Number(value)) === Infinity;

/**
 * Two gaps of Ajv's type coercion (app.ts), answered 422 before validation, for every field of a route's
 * querystring, params and body:
 * - it turns the text "1e999" or "Infinity" into Infinity and then passes it as an integer within any
 *   minimum/maximum (its range checks skip non-finite numbers), so `?page=1e999` would reach SQL (numeric arrays'
 *   items too; JSON numbers need nothing: JSON.parse gives Infinity as a number, which Ajv refuses by itself);
 * - its array coercion, there for query strings, lets a one-item list `["a"]` through a nullable union (anyOf null
 *   | string) unchanged, so a handler expecting a text got an array (a 500 in the console: admin-fuzz). A list is
 *   refused wherever the field takes none; a repeated query or form field is a list Ajv refuses anyway.
 */
export const coercionGapsPlugin = fp(async (app: FastifyInstance) => {
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
        else if (Array.isArray(value) && !takesList(fieldSchema)) errors[field] = [`The ${field} field must be one value, not a list.`];
      }
    }
    if (Object.keys(errors).length > 0) throw validationError(errors);
  });
});
