import type { TObject, TSchema } from 'typebox';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Queryable, Transaction } from '../../../db/db.ts';
import type { Role } from '../../../contracts/admin.ts';
import type { AuditAction } from '../audit.ts';

/** The columns of every table of the database, read once when the admin routes are registered. */
export type TableColumns = (table: string, column: string) => boolean;

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

/** A resource ready to serve: its description and what registerResource derived from it once. */
export interface Resource {
  app: FastifyInstance;
  spec: ResourceSpec;
  columns: TableColumns;
  /** FROM clause with alias `x`. */
  from: string;
  /** The list's filters: the spec's, `id` and (with `search`) `q`. */
  filters: Record<string, FilterSpec>;
  filterSchema: TObject;
  sortable: string[];
  hasUpdatedAt: boolean;
  transform: (record: AnyRecord) => AnyRecord;
  /** The record as GET /{id} answers it (`one` false: as a list row), or null. */
  readOne: (db: Queryable, id: number, one?: boolean) => Promise<AnyRecord | null>;
}
