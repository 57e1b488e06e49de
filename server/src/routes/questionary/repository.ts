import type { Queryable } from '../../db/db.ts';
import type { Questionary } from '../../contracts/questionary.ts';

const columns = `role, organisation, city, subjects, usage, comment,
  to_char(updated_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') as updated_at`;

export async function findQuestionary(db: Queryable, userId: number): Promise<Questionary | null> {
  const { rows } = await db.query<Questionary>(`select ${columns} from questionaries where user_id = $1`, [userId]);
  return rows[0] ?? null;
}

/** Saves the answers over the previous ones (fields left out are cleared). */
export async function saveQuestionary(
  db: Queryable,
  userId: number,
  answers: Omit<Questionary, 'updated_at'>,
): Promise<Questionary> {
  const { rows } = await db.query<Questionary>(
    `insert into questionaries (user_id, role, organisation, city, subjects, usage, comment)
     values ($1, $2, $3, $4, $5, $6, $7)
     on conflict (user_id) do update set role = excluded.role, organisation = excluded.organisation,
       city = excluded.city, subjects = excluded.subjects, usage = excluded.usage, comment = excluded.comment,
       updated_at = now()
     returning ${columns}`,
    [userId, answers.role, answers.organisation, answers.city, answers.subjects, answers.usage, answers.comment],
  );
  return rows[0];
}
