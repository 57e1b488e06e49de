import { Type, type TObject } from 'typebox';
import { AdminIdParams, AdminListQuery, MAX_ID, MAX_RANGE_ROWS } from '../../../contracts/admin.ts';
import { ErrorResponse } from '../../../contracts/common.ts';
import { containsPattern } from '../list-query.ts';
import { idCondition, searchCondition } from './repository.ts';
import type { FilterSpec, ResourceSpec } from './spec.ts';

const idFilter: FilterSpec = {
  schema: Type.Union([Type.Integer({ minimum: 1, maximum: MAX_ID }), Type.Array(Type.Integer({ minimum: 1, maximum: MAX_ID }), { maxItems: MAX_RANGE_ROWS })]),
  where: idCondition,
  value: (v) => (Array.isArray(v) ? v : [v]),
};

/** The list's filters: `id`, the spec's own, and `q` when the spec names what it searches. */
export function filtersOf(spec: ResourceSpec): Record<string, FilterSpec> {
  const filters: Record<string, FilterSpec> = { id: idFilter, ...spec.filters };
  if (spec.search) {
    const expressions = spec.search;
    filters.q = {
      schema: Type.String({ maxLength: 200 }),
      where: (p) => searchCondition(expressions, p),
      value: (v) => containsPattern(String(v).trim()),
    };
  }
  return filters;
}

/** The schema `filter={...}` is checked against: only known filters. */
export const filterSchemaOf = (filters: Record<string, FilterSpec>): TObject =>
  Type.Object(
    Object.fromEntries(Object.entries(filters).map(([name, f]) => [name, Type.Optional(f.schema)])),
    { additionalProperties: false },
  );

/** The OpenAPI schemas of the five routes of a resource. */
export function routeSchemas(spec: ResourceSpec, filters: Record<string, FilterSpec>) {
  const common = { tags: ['admin'], security: [{ bearer: [] }] };
  const roleText = `Roles: admin${spec.roles.length ? `, ${spec.roles.join(', ')}` : ''}.`;
  const errors = { 401: ErrorResponse, 403: ErrorResponse, 404: ErrorResponse, 422: ErrorResponse };
  return {
    list: {
      ...common,
      summary: `List ${spec.name} (react-admin getList / getMany / getManyReference)`,
      description:
        `${roleText} range=[first,last] (0-based, inclusive; up to ${MAX_RANGE_ROWS} rows), sort=[field,"ASC"|"DESC"] ` +
        `with field one of ${Object.keys(spec.sorts).join(', ')}, filter={...} with ${Object.keys(filters).join(', ')}. ` +
        `Answers Content-Range: ${spec.name} first-last/total.${spec.description ? ` ${spec.description}` : ''}`,
      querystring: AdminListQuery,
      response: { 200: Type.Array(spec.record), ...errors },
    },
    one: {
      ...common,
      summary: `One of ${spec.name} (react-admin getOne)`,
      description: roleText,
      params: AdminIdParams,
      response: { 200: spec.record, ...errors },
    },
    create: {
      ...common,
      summary: `Create a ${spec.noun}`,
      description: `${roleText} Answers 201 with the record. HTML fields are sanitised.`,
      body: spec.create,
      response: { 201: spec.record, ...errors },
    },
    update: {
      ...common,
      summary: `Update a ${spec.noun}`,
      description: `${roleText} Only the fields given change; read-only fields of the record are ignored.`,
      params: AdminIdParams,
      body: spec.update,
      response: { 200: spec.record, ...errors },
    },
    remove: {
      ...common,
      summary: `Delete a ${spec.noun}`,
      description: `${roleText} Answers the deleted record.`,
      params: AdminIdParams,
      response: { 200: spec.record, ...errors },
    },
  };
}
