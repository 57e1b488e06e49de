import { Type, type TObject, type TSchema } from 'typebox';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Queryable, Transaction } from '../../db/db.ts';
import { AdminIdParams, AdminListQuery, MAX_ID, MAX_RANGE_ROWS, type Role } from '../../contracts/admin.ts';
import { ErrorResponse } from '../../contracts/common.ts';
import { HttpError, notFound, validationError } from '../../lib/errors.ts';
import { sanitizeContentHtml } from '../../lib/html.ts';
import { diffRecords, snapshot, writeAudit, type AuditAction } from './audit.ts';
import { containsPattern, parseListQuery } from './list-query.ts';
import { requireRole } from './roles.ts';

/** ISO-8601 UTC text of a timestamp column, the shape every date of the API has. */
export const iso = (column: string) => `to_char(${column} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;

/** The columns of every table of the database, read once when the admin routes are registered. */
export type TableColumns = (table: string, column: string) => boolean;

export async function readTableColumns(db: Queryable): Promise<TableColumns> {
  const { rows } = await db.query<{ table_name: string; column_name: string }>(
    `select table_name, column_name from information_schema.columns where table_schema = current_schema()`,
  );
  const known = new Set(rows.map((r) => `${r.table_name}.${r.column_name}`));
  return (table, column) => known.has(`${table}.${column}`);
}

export type AnyRecord = Record<string, unknown> & { id: number };

export interface FilterSpec {
  schema: TSchema;
  /** SQL condition over the list's alias `x`; `param` is the placeholder of the (converted) value. */
  where: (param: string) => string;
  /** Converts the filter's value into the query parameter. */
  value?: (value: unknown) => unknown;
}

/** A writable field stored in a column of the table. */
export interface ColumnSpec {
  /** The column; the field's own name by default. */
  column?: string;
  /** HTML written by the console: sanitised before it is stored. */
  html?: boolean;
}

/** An ordered list of ids kept in a link table (`tags` → material_tags(material_id, tag_id, position)). */
export interface LinkSpec {
  field: string;
  table: string;
  parentColumn: string;
  childColumn: string;
  /** The table the ids point to: unknown ids answer 422 on the field. */
  target: string;
  /** Extra check of the ids (e.g. same language), given the parent's row after the scalar write. */
  targetCondition?: string;
}

export interface WriteContext {
  app: FastifyInstance;
  request: FastifyRequest;
  tx: Transaction;
  columns: TableColumns;
}

export interface ResourceSpec {
  /** URL segment, Content-Range unit and audit resource name. */
  name: string;
  /** Singular noun for messages and summaries. */
  noun: string;
  /** Roles that may use it (admin always may). */
  roles: readonly Role[];
  table: string;
  record: TObject;
  /** POST body; no POST route without it. */
  create?: TObject;
  /** PUT body; no PUT route without it. */
  update?: TObject;
  /** Whether DELETE exists. */
  remove?: boolean;
  /** Select list of the record over alias `x` (the table, or `from`). */
  select: (has: TableColumns) => string;
  /** Extra select columns of GET /{id} only. */
  selectOne?: (has: TableColumns) => string;
  /** FROM clause with alias `x`; the table by default. */
  from?: string;
  /** SQL expressions `q` searches (case-insensitive, anywhere in the text). */
  search?: string[];
  filters?: Record<string, FilterSpec>;
  /** Sortable fields → SQL expression (ordered as asked, then by id), or a function of the direction giving the
   * whole ORDER BY fragment. */
  sorts: Record<string, string | ((direction: 'ASC' | 'DESC') => string)>;
  defaultSort: [string, 'ASC' | 'DESC'];
  /** Writable fields stored in the table's own columns. */
  columns?: Record<string, ColumnSpec>;
  links?: LinkSpec[];
  /** Values for a new row that the body does not give (e.g. lang of a book chapter). */
  prepare?: (ctx: WriteContext, data: Record<string, unknown>, before: AnyRecord | null) => Promise<Record<string, unknown> | void>;
  /** Writes that are not columns or links (chapters, translation link, roles), after the row is written. */
  afterWrite?: (ctx: WriteContext, id: number, data: Record<string, unknown>, before: AnyRecord | null) => Promise<void>;
  /** Rejects a write the user's roles do not allow (403), given the changed fields. */
  authorize?: (request: FastifyRequest, data: Record<string, unknown>, before: AnyRecord | null) => void;
  /** The audit action of an update: update by default (hide/unhide for comments, grant for educator access). */
  updateAction?: (before: AnyRecord, after: AnyRecord) => AuditAction;
  /** Computed fields added to every record read (e.g. a tag's contrast warning). */
  transform?: (record: AnyRecord) => AnyRecord;
  /** Extra description for the OpenAPI document. */
  description?: string;
}

/**
 * The fields (dotted paths, e.g. chapters.0.title) whose text holds a NUL character, which PostgreSQL cannot store
 * in text or jsonb: answered 422 on the field rather than failing in the database.
 */
function fieldsWithNul(value: unknown, path = ''): string[] {
  if (typeof value === 'string') return value.includes('\u0000') ? [path || 'body'] : [];
  if (Array.isArray(value)) return value.flatMap((item, i) => fieldsWithNul(item, path ? `${path}.${i}` : String(i)));
  if (value && typeof value === 'object') return Object.entries(value).flatMap(([key, item]) => fieldsWithNul(item, path ? `${path}.${key}` : key));
  return [];
}

/** Error codes of PostgreSQL a client's data can cause, answered as 422 on the field they concern. */
function databaseError(error: unknown, spec: ResourceSpec): HttpError | null {
  const e = error as { code?: string; detail?: string; constraint?: string; column?: string };
  if (!e || typeof e.code !== 'string') return null;
  const columnToField = new Map(Object.entries(spec.columns ?? {}).map(([field, c]) => [c.column ?? field, field]));
  const keyColumns = /Key \(([^)]+)\)/.exec(e.detail ?? '')?.[1]?.split(',').map((c) => c.trim()) ?? [];
  const column = keyColumns[keyColumns.length - 1] ?? e.column ?? '';
  const field = columnToField.get(column) ?? column ?? 'body';
  switch (e.code) {
    case '23505':
      return validationError({ [field || 'body']: [`The ${field} has already been taken${keyColumns.length > 1 ? ` (with the same ${keyColumns.slice(0, -1).map((c) => columnToField.get(c) ?? c).join(', ')})` : ''}.`] });
    case '23503':
      return validationError({ [field || 'body']: [`The selected ${field} is invalid.`] });
    // 22021, 22P05: a character the database cannot store (NUL) that fieldsWithNul did not meet (one a `prepare` made).
    case '23514':
    case '23502':
    case '22P02':
    case '22003':
    case '22021':
    case '22P05':
      return validationError({ [field || 'body']: [`The ${field || 'given data'} is invalid (${e.constraint ?? e.code}).`] });
    default:
      return null;
  }
}

const idFilter: FilterSpec = {
  schema: Type.Union([Type.Integer({ minimum: 1, maximum: MAX_ID }), Type.Array(Type.Integer({ minimum: 1, maximum: MAX_ID }), { maxItems: MAX_RANGE_ROWS })]),
  where: (p) => `x.id = any(${p}::int[])`,
  value: (v) => (Array.isArray(v) ? v : [v]),
};

export interface ResourceHelpers {
  readOne: (db: Queryable, id: number, one?: boolean) => Promise<AnyRecord | null>;
  guard: (request: FastifyRequest) => Promise<void>;
}

/**
 * Registers GET list, GET one, and (when the spec allows) POST, PUT, DELETE for one resource in react-admin's
 * simple-rest convention. Every write runs in one transaction with its audit row; after it the content version is
 * bumped (rendered pages and the sitemap follow) and the record is answered as GET /{id} would.
 */
export function registerResource(app: FastifyInstance, spec: ResourceSpec, columns: TableColumns): ResourceHelpers {
  const from = spec.from ?? `${spec.table} x`;
  const filters: Record<string, FilterSpec> = { id: idFilter, ...spec.filters };
  if (spec.search) {
    filters.q = {
      schema: Type.String({ maxLength: 200 }),
      where: (p) => `(${spec.search!.map((expr) => `${expr} ilike ${p}`).join(' or ')})`,
      value: (v) => containsPattern(String(v).trim()),
    };
  }
  const filterSchema = Type.Object(
    Object.fromEntries(Object.entries(filters).map(([name, f]) => [name, Type.Optional(f.schema)])),
    { additionalProperties: false },
  );
  const sortable = Object.keys(spec.sorts);
  const guard = requireRole(app, spec.roles);
  const tags = ['admin'];
  const security = [{ bearer: [] }];
  const roleText = `Roles: admin${spec.roles.length ? `, ${spec.roles.join(', ')}` : ''}.`;
  const errors = { 401: ErrorResponse, 403: ErrorResponse, 404: ErrorResponse, 422: ErrorResponse };
  const hasUpdatedAt = columns(spec.table, 'updated_at');
  const transform = spec.transform ?? ((record: AnyRecord) => record);

  async function readOne(db: Queryable, id: number, one = true): Promise<AnyRecord | null> {
    const extra = one && spec.selectOne ? `, ${spec.selectOne(columns)}` : '';
    const { rows } = await db.query<AnyRecord>(`select ${spec.select(columns)}${extra} from ${from} where x.id = $1`, [id]);
    return rows[0] ? transform(rows[0]) : null;
  }

  async function write(request: FastifyRequest, id: number | null, body: Record<string, unknown>): Promise<AnyRecord> {
    const withNul = fieldsWithNul(body);
    if (withNul.length) {
      throw validationError(Object.fromEntries(withNul.map((field) => [field, [`The ${field} field must not contain the NUL character.`]])));
    }
    const ctx = { app, request, columns } as Omit<WriteContext, 'tx'>;
    try {
      const record = await app.db.transaction(async (tx) => {
        const context: WriteContext = { ...ctx, tx };
        const before = id === null ? null : await readOne(tx, id);
        if (id !== null && !before) throw notFound(`No ${spec.noun} with id ${id}.`);
        // Only the fields that change matter for role checks and the update.
        const data: Record<string, unknown> = {};
        for (const [key, value] of Object.entries(body)) {
          if (key === 'id') continue;
          if (before && JSON.stringify(before[key]) === JSON.stringify(value)) continue;
          data[key] = value;
        }
        spec.authorize?.(request, data, before);
        Object.assign(data, (await spec.prepare?.(context, data, before)) ?? {});
        const assignments: [string, unknown][] = [];
        for (const [field, column] of Object.entries(spec.columns ?? {})) {
          if (!(field in data)) continue;
          const value = data[field];
          assignments.push([column.column ?? field, column.html && typeof value === 'string' ? sanitizeContentHtml(value) : value]);
        }
        let rowId = id;
        if (rowId === null) {
          const names = assignments.map(([column]) => column);
          const { rows } = await tx.query<{ id: number }>(
            names.length
              ? `insert into ${spec.table} (${names.join(', ')}) values (${names.map((_, i) => `$${i + 1}`).join(', ')}) returning id`
              : `insert into ${spec.table} default values returning id`,
            assignments.map(([, value]) => value),
          );
          rowId = rows[0].id;
        } else if (assignments.length || hasUpdatedAt) {
          const sets = assignments.map(([column], i) => `${column} = $${i + 2}`);
          if (hasUpdatedAt) sets.push('updated_at = now()');
          await tx.query(`update ${spec.table} set ${sets.join(', ')} where id = $1`, [rowId, ...assignments.map(([, v]) => v)]);
        }
        for (const link of spec.links ?? []) {
          if (!(link.field in data)) continue;
          const ids = [...new Set((data[link.field] as number[] | null) ?? [])];
          if (ids.length) {
            const { rows } = await tx.query<{ id: number }>(
              `select t.id from ${link.target} t, ${spec.table} x
               where x.id = $1 and t.id = any($2::int[]) ${link.targetCondition ? `and ${link.targetCondition}` : ''}`,
              [rowId, ids],
            );
            const found = new Set(rows.map((r) => r.id));
            const missing = ids.filter((value) => !found.has(value));
            if (missing.length) {
              throw validationError({ [link.field]: [`The selected ${link.field} are invalid: ${missing.join(', ')}.`] });
            }
          }
          await tx.query(`delete from ${link.table} where ${link.parentColumn} = $1`, [rowId]);
          await tx.query(
            `insert into ${link.table} (${link.parentColumn}, ${link.childColumn}, position)
             select $1, v, (o - 1)::int from unnest($2::int[]) with ordinality as t(v, o)`,
            [rowId, ids],
          );
        }
        await spec.afterWrite?.(context, rowId, data, before);
        const after = (await readOne(tx, rowId))!;
        const action: AuditAction = before ? (spec.updateAction?.(before, after) ?? 'update') : 'create';
        await writeAudit(tx, {
          userId: request.user!.id,
          email: null,
          action,
          resource: spec.name,
          recordId: rowId,
          diff: before ? diffRecords(before, after) : snapshot(after),
        });
        return after;
      });
      app.contentChanged();
      return record;
    } catch (error) {
      throw databaseError(error, spec) ?? error;
    }
  }

  app.get(
    `/${spec.name}`,
    {
      preValidation: guard,
      schema: {
        tags,
        security,
        summary: `List ${spec.name} (react-admin getList / getMany / getManyReference)`,
        description:
          `${roleText} range=[first,last] (0-based, inclusive; up to ${MAX_RANGE_ROWS} rows), sort=[field,"ASC"|"DESC"] ` +
          `with field one of ${sortable.join(', ')}, filter={...} with ${Object.keys(filters).join(', ')}. ` +
          `Answers Content-Range: ${spec.name} first-last/total.${spec.description ? ` ${spec.description}` : ''}`,
        querystring: AdminListQuery,
        response: { 200: Type.Array(spec.record), ...errors },
      },
    },
    async (request: FastifyRequest, reply: FastifyReply) => {
      const list = parseListQuery(request.query as AdminListQuery, sortable, filterSchema);
      const conditions: string[] = [];
      const params: unknown[] = [];
      for (const [name, value] of Object.entries(list.filter)) {
        if (value === undefined || (name === 'q' && String(value).trim() === '')) continue;
        const f = filters[name];
        params.push(f.value ? f.value(value) : value);
        conditions.push(f.where(`$${params.length}`));
      }
      const where = conditions.length ? `where ${conditions.join(' and ')}` : '';
      const [field, direction] = list.sort ? [list.sort.field, list.sort.descending ? 'DESC' : 'ASC'] : spec.defaultSort;
      const sortBy = spec.sorts[field];
      const order = `${typeof sortBy === 'string' ? `${sortBy} ${direction} nulls last` : sortBy(direction as 'ASC' | 'DESC')}, x.id ${direction}`;
      const [rows, count] = await Promise.all([
        app.db.query<AnyRecord>(
          `select ${spec.select(columns)} from ${from} ${where} order by ${order} limit $${params.length + 1} offset $${params.length + 2}`,
          [...params, list.limit, list.offset],
        ),
        app.db.query<{ n: number }>(`select count(*)::int as n from ${from} ${where}`, params),
      ]);
      const total = count.rows[0].n;
      const last = list.offset + rows.rows.length - 1;
      reply.header('Content-Range', rows.rows.length ? `${spec.name} ${list.offset}-${last}/${total}` : `${spec.name} */${total}`);
      reply.header('Access-Control-Expose-Headers', 'Content-Range');
      return rows.rows.map(transform);
    },
  );

  app.get(
    `/${spec.name}/:id`,
    {
      preValidation: guard,
      schema: {
        tags,
        security,
        summary: `One of ${spec.name} (react-admin getOne)`,
        description: roleText,
        params: AdminIdParams,
        response: { 200: spec.record, ...errors },
      },
    },
    async (request: FastifyRequest) => {
      const { id } = request.params as { id: number };
      const record = await readOne(app.db, id);
      if (!record) throw notFound(`No ${spec.noun} with id ${id}.`);
      return record;
    },
  );

  if (spec.create) {
    app.post(
      `/${spec.name}`,
      {
        preValidation: guard,
        schema: {
          tags,
          security,
          summary: `Create a ${spec.noun}`,
          description: `${roleText} Answers 201 with the record. HTML fields are sanitised.`,
          body: spec.create,
          response: { 201: spec.record, ...errors },
        },
      },
      async (request: FastifyRequest, reply: FastifyReply) => {
        const record = await write(request, null, request.body as Record<string, unknown>);
        return reply.status(201).send(record);
      },
    );
  }

  if (spec.update) {
    app.put(
      `/${spec.name}/:id`,
      {
        preValidation: guard,
        schema: {
          tags,
          security,
          summary: `Update a ${spec.noun}`,
          description: `${roleText} Only the fields given change; read-only fields of the record are ignored.`,
          params: AdminIdParams,
          body: spec.update,
          response: { 200: spec.record, ...errors },
        },
      },
      async (request: FastifyRequest) =>
        write(request, (request.params as { id: number }).id, request.body as Record<string, unknown>),
    );
  }

  if (spec.remove) {
    app.delete(
      `/${spec.name}/:id`,
      {
        preValidation: guard,
        schema: {
          tags,
          security,
          summary: `Delete a ${spec.noun}`,
          description: `${roleText} Answers the deleted record.`,
          params: AdminIdParams,
          response: { 200: spec.record, ...errors },
        },
      },
      async (request: FastifyRequest) => {
        const { id } = request.params as { id: number };
        const record = await app.db.transaction(async (tx) => {
          const before = await readOne(tx, id);
          if (!before) throw notFound(`No ${spec.noun} with id ${id}.`);
          await tx.query(`delete from ${spec.table} where id = $1`, [id]);
          await writeAudit(tx, {
            userId: request.user!.id,
            email: null,
            action: 'delete',
            resource: spec.name,
            recordId: id,
            diff: snapshot(before),
          });
          return before;
        });
        app.contentChanged();
        return record;
      },
    );
  }

  return { readOne, guard };
}
