import type { Queryable, Transaction } from '../../db/db.ts';

export interface ProfileChanges {
  name?: string | null;
  surname?: string | null;
  country?: string | null;
  city?: string | null;
}

/** The given tag ids that do not exist. */
export async function unknownTagIds(db: Queryable, ids: number[]): Promise<number[]> {
  if (!ids.length) return [];
  const { rows } = await db.query<{ id: number }>('select id from tags where id = any($1::int[])', [ids]);
  const known = new Set(rows.map((r) => r.id));
  return ids.filter((id) => !known.has(id));
}

/** Writes the fields present in `changes`; `tagIds`, when given, replaces the interest tags in that order. */
export async function updateProfile(tx: Transaction, userId: number, changes: ProfileChanges, tagIds?: number[]) {
  const columns = (['name', 'surname', 'country', 'city'] as const).filter((c) => changes[c] !== undefined);
  if (columns.length) {
    // Column names come from the fixed list above, never from the request.
    const assignments = columns.map((c, i) => `${c} = $${i + 2}`).join(', ');
    await tx.query(`update users set ${assignments}, updated_at = now() where id = $1`, [
      userId,
      ...columns.map((c) => changes[c]),
    ]);
  }
  if (tagIds) {
    await tx.query('delete from user_tags where user_id = $1', [userId]);
    if (tagIds.length) {
      await tx.query(
        `insert into user_tags (user_id, tag_id, position)
         select $1, tag_id, position::int - 1 from unnest($2::int[]) with ordinality as t(tag_id, position)`,
        [userId, tagIds],
      );
    }
  }
}
