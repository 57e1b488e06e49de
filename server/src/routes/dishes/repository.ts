import type { Queryable } from '../../db/db.ts';
import type { Dish } from '../../contracts/pages.ts';

/** The dishes of the ashkenazi table in page order (the full-size image path is the route's). */
export async function listDishes(db: Queryable): Promise<Omit<Dish, 'image_full'>[]> {
  const { rows } = await db.query<Omit<Dish, 'image_full'>>(
    'select id, key, title, description, ingredients, time, image from dishes order by position, id',
  );
  return rows;
}
