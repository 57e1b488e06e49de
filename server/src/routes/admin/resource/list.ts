import type { FastifyReply, FastifyRequest } from 'fastify';
import type { AdminListQuery } from '../../../contracts/admin.ts';
import { parseListQuery } from '../list-query.ts';
import { listOrder, selectPage } from './repository.ts';
import type { FilterSpec, Resource } from './spec.ts';

/** The SQL conditions and parameters of the filters given (an empty `q` is no filter). */
function filterConditions(filters: Record<string, FilterSpec>, given: Record<string, unknown>) {
  const conditions: string[] = [];
  const params: unknown[] = [];
  for (const [name, value] of Object.entries(given)) {
    if (value === undefined || (name === 'q' && String(value).trim() === '')) continue;
    const f = filters[name];
    params.push(f.value ? f.value(value) : value);
    conditions.push(f.where(`$${params.length}`));
  }
  return { conditions, params };
}

/** GET /{name}: one page of records in react-admin's simple-rest convention, the total in Content-Range. */
export async function listRecords(resource: Resource, request: FastifyRequest, reply: FastifyReply) {
  const { spec } = resource;
  const list = parseListQuery(request.query as AdminListQuery, resource.sortable, resource.filterSchema);
  const [field, direction] = list.sort ? [list.sort.field, list.sort.descending ? 'DESC' : 'ASC'] as const : spec.defaultSort;
  const page = await selectPage(resource.app.db, {
    select: spec.select(resource.columns),
    from: resource.from,
    ...filterConditions(resource.filters, list.filter),
    order: listOrder(spec.sorts[field], direction),
    limit: list.limit,
    offset: list.offset,
  });
  const last = list.offset + page.rows.length - 1;
  reply.header('Content-Range', page.rows.length ? `${spec.name} ${list.offset}-${last}/${page.total}` : `${spec.name} */${page.total}`);
  reply.header('Access-Control-Expose-Headers', 'Content-Range');
  return page.rows.map(resource.transform);
}
