import type { Queryable } from '../../db/db.ts';

export async function saveContactMessage(
  db: Queryable,
  message: { userId: number | null; email: string | null; text: string },
): Promise<number> {
  const { rows } = await db.query<{ id: number }>(
    'insert into contact_messages (user_id, email, text) values ($1, $2, $3) returning id',
    [message.userId, message.email, message.text],
  );
  return rows[0].id;
}
