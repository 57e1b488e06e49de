import type { Queryable, Transaction } from '../../../db/db.ts';
import type { AnyRecord, LinkSpec, TableColumns } from './spec.ts';

/** The SQL of the console's resource engine: table and column names come from the resource descriptions only. */

export async function readTableColumns(db: Queryable): Promise<TableColumns> {
  const { rows } = await db.query<{ table_name: string; column_name: string }>(
    `select table_name, column_name from information_schema.columns where table_schema = current_schema()`,
  );
  const known = new Set(rows.map((r) => `${r.table_name}.${r.column_name}`));
  return (table, column) => known.has(`${table}.${column}`);
}

/** Conditions of the `id` and `q` filters over alias `x`. */
export const idCondition = (param: string) => `x.id = any(${param}::int[])`;
export const searchCondition = (expressions: string[], param: string) =>
  `(${expressions.map((expr) => `${expr} ilike ${param}`).join(' or ')})`;

/** ORDER BY of a list: the sort expression (or fragment), then the id in the same direction. */
export function listOrder(sortBy: string | ((direction: 'ASC' | 'DESC') => string), direction: 'ASC' | 'DESC'): string {
  return `${typeof sortBy === 'string' ? `${sortBy} ${direction} nulls last` : sortBy(direction)}, x.id ${direction}`;
}

export async function selectRecord(db: Queryable, select: string, from: string, id: number): Promise<AnyRecord | null> {
  const { rows } = await db.query<AnyRecord>(`select ${select} from ${from} where x.id = $1`, [id]);
  return rows[0] ?? null;
}

export interface PageQuery {
  select: string;
  from: string;
  conditions: string[];
  params: unknown[];
  order: string;
  limit: number;
  offset: number;
}

/** One page of a list and the count of all rows that match. */
export async function selectPage(db: Queryable, q: PageQuery): Promise<{ rows: AnyRecord[]; total: number }> {
  const where = q.conditions.length ? `where ${q.conditions.join(' and ')}` : '';
  const [rows, count] = await Promise.all([
    db.query<AnyRecord>(
      `select ${q.select} from ${q.from} ${where} order by ${q.order} limit $${q.params.length + 1} offset $${q.params.length + 2}`,
      [...q.params, q.limit, q.offset],
    ),
    db.query<{ n: number }>(`select count(*)::int as n from ${q.from} ${where}`, q.params),
  ]);
  return { rows: rows.rows, total: count.rows[0].n };
}

/** [column, value] pairs of a write. */
export type Assignments = [string, unknown][];

export async function insertRow(tx: Transaction, table: string, assignments: Assignments): Promise<number> {
  const names = assignments.map(([column]) => column);
  const { rows } = await tx.query<{ id: number }>(
    names.length
      ? `insert into ${table} (${names.join(', ')}) values (${names.map((_, i) => `$${i + 1}`).join(', ')}) returning id`
      : `insert into ${table} default values returning id`,
    assignments.map(([, value]) => value),
  );
  return rows[0].id;
}

export async function updateRow(tx: Transaction, table: string, id: number, assignments: Assignments, touch: boolean): Promise<void> {
  const sets = assignments.map(([column], i) => `${column} = $${i + 2}`);
  if (touch) sets.push('updated_at = now()');
  await tx.query(`update ${table} set ${sets.join(', ')} where id = $1`, [id, ...assignments.map(([, v]) => v)]);
}

/** Which of `ids` the link may not point to: unknown in its target table or failing its condition. */
export async function missingLinkTargets(tx: Transaction, table: string, link: LinkSpec, rowId: number, ids: number[]): Promise<number[]> {
  const { rows } = await tx.query<{ id: number }>(
    `select t.id from ${link.target} t, ${table} x
     where x.id = $1 and t.id = any($2::int[]) ${link.targetCondition ? `and ${link.targetCondition}` : ''}`,
    [rowId, ids],
  );
  const found = new Set(rows.map((r) => r.id));
  return ids.filter((value) => !found.has(value));
}

/** Replaces the row's links by `ids`, in that order. */
export async function replaceLinks(tx: Transaction, link: LinkSpec, rowId: number, ids: number[]): Promise<void> {
  await tx.query(`delete from ${link.table} where ${link.parentColumn} = $1`, [rowId]);
  await tx.query(
    `insert into ${link.table} (${link.parentColumn}, ${link.childColumn}, position)
     select $1, v, (o - 1)::int from unnest($2::int[]) with ordinality as t(v, o)`,
    [rowId, ids],
  );
}

export async function deleteRow(tx: Transaction, table: string, id: number): Promise<void> {
  await tx.query(`delete from ${table} where id = $1`, [id]);
}
