import type { Queryable } from '../../db/db.ts';
import type { Lang } from '../../contracts/common.ts';
import type { CurrentUserResponse, User } from '../../contracts/user.ts';
import { isoTime, tagJson } from '../../repositories/sql.ts';

/**
 * The current-user answer of spec §3. comments_count and chat.unread_user_messages read the tables of the
 * engagement migrations (030 comments, 032 chat_messages): unread = the team's answers the user has not read.
 */
export async function currentUser(db: Queryable, userId: number, lang: Lang = 'ru'): Promise<CurrentUserResponse | null> {
  const { rows } = await db.query<Omit<User, 'chat'> & { unread_user_messages: number }>(
    `select u.id, u.email, u.name, u.surname, u.country, u.city, u.card_access,
       u.email_verified_at is not null as email_verified, u.lang, u.password_hash is not null as has_password,
       coalesce((select json_agg(${tagJson('t', '$2')} order by ut.position, t.position, t.id)
                 from user_tags ut join tags t on t.id = ut.tag_id where ut.user_id = u.id), '[]'::json) as tags,
       coalesce((select json_agg(json_build_object('provider', s.provider, 'email', s.email,
                            'created_at', ${isoTime('s.created_at')})
                          order by s.created_at, s.id)
                 from social_accounts s where s.user_id = u.id), '[]'::json) as social_accounts,
       (select count(*)::int from comments c where c.user_id = u.id) as comments_count,
       (select count(*)::int from chat_messages m
         where m.user_id = u.id and m.author = 'team' and m.read_at is null) as unread_user_messages,
       coalesce((select json_agg(r.role order by r.role) from user_roles r where r.user_id = u.id), '[]'::json) as roles
     from users u where u.id = $1`,
    [userId, lang],
  );
  const found = rows[0];
  if (!found) return null;
  const { unread_user_messages, ...rest } = found;
  const user: User = { ...rest, chat: { unread_user_messages } };
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
