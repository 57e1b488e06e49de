import type { Queryable } from '../../db/db.ts';
import type { ItemKind } from '../../lib/content-items.ts';

/** Marks an item as a favourite of the user; a second add keeps the one row. */
export async function addFavorite(db: Queryable, userId: number, kind: ItemKind, itemId: number): Promise<void> {
  await db.query(
    'insert into favorites (user_id, item_type, item_id) values ($1, $2, $3) on conflict do nothing',
    [userId, kind, itemId],
  );
}

/** Removes a favourite; answers whether there was one. */
export async function deleteFavorite(db: Queryable, userId: number, kind: ItemKind, itemId: number): Promise<boolean> {
  const { rows } = await db.query(
    'delete from favorites where user_id = $1 and item_type = $2 and item_id = $3 returning item_id',
    [userId, kind, itemId],
  );
  return rows.length > 0;
}

/** The header badges: how many favourite materials and courses the user has. */
export async function favoriteCounts(db: Queryable, userId: number) {
  const { rows } = await db.query<{ count_materials: number; count_courses: number }>(
    `select count(*) filter (where item_type = 'material')::int as count_materials,
       count(*) filter (where item_type = 'course')::int as count_courses
     from favorites where user_id = $1`,
    [userId],
  );
  return rows[0];
}

/** The source of the favourites list: the user's favourite items of one kind, `at` = when favourited. */
export const favoritesSource = (userId: number, kind: ItemKind) => ({
  sql: 'select item_id, created_at as at from favorites where user_id = $2 and item_type = $3',
  params: [userId, kind],
});
