import { describe, expect, it } from 'vitest';
import { schemaController } from '../src/lib/schema-compilers.ts';

// The apps a process builds (one a test file) share compiled validators and serializers: the same schema content
// compiles once, whatever object holds it; other content or other options compile anew.
const { buildValidator, buildSerializer } = schemaController!.compilersFactory!;
const ajvOptions = { customOptions: { coerceTypes: 'array', removeAdditional: true } };
const route = (schema: object) => ({ schema, method: 'GET', url: '/x', httpPart: 'querystring' });
const pageSchema = () => ({ type: 'object', properties: { page: { type: 'integer', minimum: 1 } } });

describe('schema compilers kept for the process', () => {
  it('one validator for equal schemas across apps; a new one for another schema or other options', () => {
    const first = buildValidator!({}, ajvOptions as never)(route(pageSchema()) as never);
    const second = buildValidator!({}, ajvOptions as never)(route(pageSchema()) as never);
    expect(second).toBe(first);
    const other = buildValidator!({}, ajvOptions as never)(route({ ...pageSchema(), required: ['page'] }) as never);
    expect(other).not.toBe(first);
    const strict = buildValidator!({}, { customOptions: { coerceTypes: false } } as never)(route(pageSchema()) as never);
    expect(strict).not.toBe(first);

    // Each still validates as Ajv does with its own options.
    const query = { page: '2' };
    expect((first as (data: unknown) => boolean)(query)).toBe(true);
    expect(query).toEqual({ page: 2 });
    expect((strict as (data: unknown) => boolean)({ page: '2' })).toBe(false);
    expect((other as (data: unknown) => boolean)({})).toBe(false);
  });

  it('one serializer for equal answer schemas; it writes only the schema\'s fields', () => {
    const schema = () => ({ type: 'object', properties: { id: { type: 'integer' }, title: { type: 'string' } } });
    const answer = (s: object) => ({ schema: s, method: 'GET', url: '/x', httpStatus: '200' });
    const first = buildSerializer!({}, {})(answer(schema()) as never);
    expect(buildSerializer!({}, {})(answer(schema()) as never)).toBe(first);
    expect((first as (data: unknown) => string)({ id: 1, title: 'Шаббат', secret: 'no' })).toBe('{"id":1,"title":"Шаббат"}');
  });
});
