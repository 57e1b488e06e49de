import { Type, type TSchema } from 'typebox';
import { Value } from 'typebox/value';
import { MAX_RANGE_ROWS, type AdminListQuery } from '../../contracts/admin.ts';
import { validationError } from '../../lib/errors.ts';

export interface ListRequest {
  offset: number;
  limit: number;
  sort: { field: string; descending: boolean } | null;
  filter: Record<string, unknown>;
}

function parseJson(raw: string, field: string): unknown {
  try {
    return JSON.parse(raw);
  } catch {
    throw validationError({ [field]: [`The ${field} parameter must be JSON.`] });
  }
}

const Range = Type.Tuple([Type.Integer({ minimum: 0, maximum: 10_000_000 }), Type.Integer({ minimum: 0, maximum: 10_000_000 })]);
const Sort = Type.Tuple([Type.String({ maxLength: 100 }), Type.String({ maxLength: 10 })]);

/** The first error of a value against a schema, as "field: message" text. */
function firstError(schema: TSchema, value: unknown): string | null {
  for (const error of Value.Errors(schema, value)) {
    if (error.keyword === 'boolean' || error.keyword === 'anyOf') continue;
    const at = error.instancePath.replace(/^\//, '').replace(/\//g, '.');
    if (error.keyword === 'additionalProperties') {
      const names = (error.params as { additionalProperties?: string[] }).additionalProperties ?? [];
      return `unknown filter ${names.join(', ')}`;
    }
    return `${at || 'value'} ${error.message}`;
  }
  for (const error of Value.Errors(schema, value)) {
    const at = error.instancePath.replace(/^\//, '').replace(/\//g, '.');
    return `${at || 'value'} ${error.message}`;
  }
  return null;
}

/**
 * range, sort and filter of a react-admin list call (JSON strings). Junk answers 422 naming the parameter:
 * not JSON, a malformed range, a sort field outside `sortable`, a filter outside `filterSchema`.
 */
export function parseListQuery(
  query: AdminListQuery,
  sortable: readonly string[],
  filterSchema: TSchema,
): ListRequest {
  let offset = 0;
  let limit = MAX_RANGE_ROWS;
  if (query.range !== undefined) {
    const range = parseJson(query.range, 'range');
    if (!Value.Check(Range, range) || range[1] < range[0]) {
      throw validationError({ range: ['The range parameter must be [first, last] with 0 <= first <= last.'] });
    }
    offset = range[0];
    limit = range[1] - range[0] + 1;
    if (limit > MAX_RANGE_ROWS) {
      throw validationError({ range: [`The range parameter must not ask for more than ${MAX_RANGE_ROWS} rows.`] });
    }
  }
  let sort: ListRequest['sort'] = null;
  if (query.sort !== undefined) {
    const parsed = parseJson(query.sort, 'sort');
    if (!Value.Check(Sort, parsed) || !['ASC', 'DESC'].includes(parsed[1].toUpperCase())) {
      throw validationError({ sort: ['The sort parameter must be [field, "ASC" or "DESC"].'] });
    }
    if (!sortable.includes(parsed[0])) {
      throw validationError({ sort: [`The list cannot be sorted by ${parsed[0]}; it sorts by ${sortable.join(', ')}.`] });
    }
    sort = { field: parsed[0], descending: parsed[1].toUpperCase() === 'DESC' };
  }
  let filter: Record<string, unknown> = {};
  if (query.filter !== undefined) {
    const parsed = parseJson(query.filter, 'filter');
    if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed)) {
      throw validationError({ filter: ['The filter parameter must be a JSON object.'] });
    }
    const problem = firstError(filterSchema, parsed);
    if (problem) throw validationError({ filter: [`The filter is invalid: ${problem}.`] });
    filter = parsed as Record<string, unknown>;
  }
  return { offset, limit, sort, filter };
}

/** A LIKE pattern that matches `text` anywhere, its own % _ \ taken literally. */
export const containsPattern = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
