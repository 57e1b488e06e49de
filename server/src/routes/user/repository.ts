import type { Queryable } from '../../db/db.ts';
import type { CurrentUserResponse } from '../../contracts/user.ts';

export async function currentUser(db: Queryable, userId: number): Promise<CurrentUserResponse | null> {
  const { rows } = await db.query<CurrentUserResponse['user']>(
    `select id, email, name, surname, country, city, card_access, email_verified_at is not null as email_verified
     from users where id = $1`,
    [userId],
  );
  const user = rows[0];
  if (!user) return null;
  const favorites = await db.query<{ item_type: 'material' | 'course'; item_id: number }>(
    'select item_type, item_id from favorites where user_id = $1 order by created_at, item_id',
    [userId],
  );
  const ids = (type: 'material' | 'course') =>
    favorites.rows.filter((f) => f.item_type === type).map((f) => f.item_id);
  const favoriteMaterials = ids('material');
  const favoriteCourses = ids('course');
  return {
    user,
    favoriteMaterials,
    favoriteCourses,
    count_materials: favoriteMaterials.length,
    count_courses: favoriteCourses.length,
  };
}
