import type { FastifyRequest } from 'fastify';
import type { Transaction } from '../../../db/db.ts';
import { HttpError, notFound, validationError } from '../../../lib/errors.ts';
import { sanitizeContentHtml } from '../../../lib/html.ts';
import { diffRecords, snapshot, type AuditAction } from '../audit.ts';
import { writeAudit } from '../repository.ts';
import { deleteRow, insertRow, missingLinkTargets, replaceLinks, updateRow, type Assignments } from './repository.ts';
import type { AnyRecord, Resource, ResourceSpec, WriteContext } from './spec.ts';

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

/** The fields of the body that change the record (all of them for a new one); role checks and the update see only these. */
function changedFields(body: Record<string, unknown>, before: AnyRecord | null): Record<string, unknown> {
  const data: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(body)) {
    if (key === 'id') continue;
    if (before && JSON.stringify(before[key]) === JSON.stringify(value)) continue;
    data[key] = value;
  }
  return data;
}

/** The table's own columns among the changed fields, HTML sanitised. */
function columnAssignments(spec: ResourceSpec, data: Record<string, unknown>): Assignments {
  const assignments: Assignments = [];
  for (const [field, column] of Object.entries(spec.columns ?? {})) {
    if (!(field in data)) continue;
    const value = data[field];
    assignments.push([column.column ?? field, column.html && typeof value === 'string' ? sanitizeContentHtml(value) : value]);
  }
  return assignments;
}

/** Replaces the link lists among the changed fields; an id the link may not point to answers 422. */
async function writeLinks(tx: Transaction, spec: ResourceSpec, rowId: number, data: Record<string, unknown>): Promise<void> {
  for (const link of spec.links ?? []) {
    if (!(link.field in data)) continue;
    const ids = [...new Set((data[link.field] as number[] | null) ?? [])];
    if (ids.length) {
      const missing = await missingLinkTargets(tx, spec.table, link, rowId, ids);
      if (missing.length) {
        throw validationError({ [link.field]: [`The selected ${link.field} are invalid: ${missing.join(', ')}.`] });
      }
    }
    await replaceLinks(tx, link, rowId, ids);
  }
}

/** Creates (id null) or updates a record inside the transaction, with its audit row; answers the record after. */
async function writeInTransaction(resource: Resource, context: WriteContext, id: number | null, body: Record<string, unknown>) {
  const { spec } = resource;
  const { tx, request } = context;
  const before = id === null ? null : await resource.readOne(tx, id);
  if (id !== null && !before) throw notFound(`No ${spec.noun} with id ${id}.`);
  const data = changedFields(body, before);
  spec.authorize?.(request, data, before);
  Object.assign(data, (await spec.prepare?.(context, data, before)) ?? {});
  const assignments = columnAssignments(spec, data);
  let rowId = id;
  if (rowId === null) rowId = await insertRow(tx, spec.table, assignments);
  else if (assignments.length || resource.hasUpdatedAt) await updateRow(tx, spec.table, rowId, assignments, resource.hasUpdatedAt);
  await writeLinks(tx, spec, rowId, data);
  await spec.afterWrite?.(context, rowId, data, before);
  const after = (await resource.readOne(tx, rowId))!;
  const action: AuditAction = before ? (spec.updateAction?.(before, after) ?? 'update') : 'create';
  const diff = before ? diffRecords(before, after) : snapshot(after);
  await writeAudit(tx, { userId: request.user!.id, email: null, action, resource: spec.name, recordId: rowId, diff });
  return after;
}

/**
 * POST (id null) and PUT: one transaction with its audit row; then the content version is bumped (rendered pages
 * and the sitemap follow). A database error a client's data causes is a 422.
 */
export async function writeRecord(resource: Resource, request: FastifyRequest, id: number | null, body: Record<string, unknown>) {
  const withNul = fieldsWithNul(body);
  if (withNul.length) {
    throw validationError(Object.fromEntries(withNul.map((field) => [field, [`The ${field} field must not contain the NUL character.`]])));
  }
  const { app, columns } = resource;
  try {
    const record = await app.db.transaction((tx) => writeInTransaction(resource, { app, request, columns, tx }, id, body));
    app.contentChanged();
    return record;
  } catch (error) {
    throw databaseError(error, resource.spec) ?? error;
  }
}

/** DELETE: answers the deleted record. */
export async function deleteRecord(resource: Resource, request: FastifyRequest, id: number): Promise<AnyRecord> {
  const { app, spec } = resource;
  const record = await app.db.transaction(async (tx) => {
    const before = await resource.readOne(tx, id);
    if (!before) throw notFound(`No ${spec.noun} with id ${id}.`);
    await deleteRow(tx, spec.table, id);
    await writeAudit(tx, { userId: request.user!.id, email: null, action: 'delete', resource: spec.name, recordId: id, diff: snapshot(before) });
    return before;
  });
  app.contentChanged();
  return record;
}
