import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Queryable } from '../../../db/db.ts';
import { notFound } from '../../../lib/errors.ts';
import { requireRole } from '../roles.ts';
import { listRecords } from './list.ts';
import { selectRecord } from './repository.ts';
import { filterSchemaOf, filtersOf, routeSchemas } from './schemas.ts';
import type { AnyRecord, Resource, ResourceSpec, TableColumns } from './spec.ts';
import { deleteRecord, writeRecord } from './write.ts';

export type { AnyRecord, ColumnSpec, FilterSpec, LinkSpec, ResourceSpec, TableColumns, WriteContext } from './spec.ts';
export { readTableColumns } from './repository.ts';

export interface ResourceHelpers {
  readOne: (db: Queryable, id: number, one?: boolean) => Promise<AnyRecord | null>;
  guard: (request: FastifyRequest) => Promise<void>;
}

/** What a resource's routes share, derived from its description once. */
function resourceOf(app: FastifyInstance, spec: ResourceSpec, columns: TableColumns): Resource {
  const filters = filtersOf(spec);
  const from = spec.from ?? `${spec.table} x`;
  const transform = spec.transform ?? ((record: AnyRecord) => record);
  return {
    app,
    spec,
    columns,
    from,
    filters,
    filterSchema: filterSchemaOf(filters),
    sortable: Object.keys(spec.sorts),
    hasUpdatedAt: columns(spec.table, 'updated_at'),
    transform,
    async readOne(db, id, one = true) {
      const extra = one && spec.selectOne ? `, ${spec.selectOne(columns)}` : '';
      const record = await selectRecord(db, `${spec.select(columns)}${extra}`, from, id);
      return record ? transform(record) : null;
    },
  };
}

/**
 * Registers GET list, GET one, and (when the spec allows) POST, PUT, DELETE for one resource in react-admin's
 * simple-rest convention. Writes: write.ts; lists: list.ts; SQL: repository.ts.
 */
export function registerResource(app: FastifyInstance, spec: ResourceSpec, columns: TableColumns): ResourceHelpers {
  const resource = resourceOf(app, spec, columns);
  const schemas = routeSchemas(spec, resource.filters);
  const preValidation = requireRole(app, spec.roles);
  const idOf = (request: FastifyRequest) => (request.params as { id: number }).id;
  const bodyOf = (request: FastifyRequest) => request.body as Record<string, unknown>;

  app.get(`/${spec.name}`, { preValidation, schema: schemas.list }, (request: FastifyRequest, reply: FastifyReply) =>
    listRecords(resource, request, reply),
  );
  app.get(`/${spec.name}/:id`, { preValidation, schema: schemas.one }, async (request: FastifyRequest) => {
    const record = await resource.readOne(app.db, idOf(request));
    if (!record) throw notFound(`No ${spec.noun} with id ${idOf(request)}.`);
    return record;
  });
  if (spec.create) {
    app.post(`/${spec.name}`, { preValidation, schema: schemas.create }, async (request: FastifyRequest, reply: FastifyReply) =>
      reply.status(201).send(await writeRecord(resource, request, null, bodyOf(request))),
    );
  }
  if (spec.update) {
    app.put(`/${spec.name}/:id`, { preValidation, schema: schemas.update }, (request: FastifyRequest) =>
      writeRecord(resource, request, idOf(request), bodyOf(request)),
    );
  }
  if (spec.remove) {
    app.delete(`/${spec.name}/:id`, { preValidation, schema: schemas.remove }, (request: FastifyRequest) =>
      deleteRecord(resource, request, idOf(request)),
    );
  }
  return { readOne: resource.readOne, guard: preValidation };
}
