import type { Transaction } from '../db.ts';
import { hashPassword } from '../../lib/passwords.ts';

/** The account for trying the site (README): signed-in features and the educators' tool (card_access 1). */
export const DEMO_USER = {
  email: 'demo@example.org',
  password: 'shalom2024',
  name: 'Демо',
  surname: 'Пользователь',
  country: 'Израиль',
  city: 'Иерусалим',
} as const;

/** Inserts the demo account, e-mail confirmed, with two interest tags; part of the one-time demo content. */
export async function seedDemoUsers(tx: Transaction): Promise<void> {
  const { rows } = await tx.query<{ id: number }>(
    `insert into users (email, password_hash, name, surname, country, city, card_access, email_verified_at, lang)
     values ($1, $2, $3, $4, $5, $6, 1, now(), 'ru')
     on conflict do nothing returning id`,
    [DEMO_USER.email, await hashPassword(DEMO_USER.password), DEMO_USER.name, DEMO_USER.surname, DEMO_USER.country, DEMO_USER.city],
  );
  const userId = rows[0]?.id;
  if (userId === undefined) return;
  await tx.query(
    `insert into user_tags (user_id, tag_id, position)
     select $1, id, row_number() over (order by type, position, id) - 1 from tags
     order by type, position, id limit 2`,
    [userId],
  );
}
