import crypto from 'node:crypto';
import type { Queryable } from '../../db/db.ts';
import type { Lang } from '../../contracts/common.ts';
import type { Selection } from '../../contracts/selections.ts';
import { isoTime } from '../../repositories/sql.ts';

const selectionColumns = `s.id, s.name, s.lang, s.share_token, ${isoTime('s.created_at')} as created_at,
  ${isoTime('s.updated_at')} as updated_at,
  coalesce((select json_agg(json_build_object('id', h.id, 'name', case when s.lang = 'en' then h.name_en else h.name_ru end)
              order by sh.position, h.id)
            from selection_hashtags sh join hashtags h on h.id = sh.hashtag_id where sh.selection_id = s.id), '[]'::json)
    as hashtags`;

/** The user's selections, last changed first. */
export async function listSelections(db: Queryable, userId: number): Promise<Selection[]> {
  const { rows } = await db.query<Selection>(
    `select ${selectionColumns} from selections s where s.user_id = $1 order by s.updated_at desc, s.id desc`,
    [userId],
  );
  return rows;
}

/** One selection of the user; null when the user has none with that id. */
export async function findSelection(db: Queryable, userId: number, id: number): Promise<Selection | null> {
  const { rows } = await db.query<Selection>(`select ${selectionColumns} from selections s where s.id = $1 and s.user_id = $2`, [
    id,
    userId,
  ]);
  return rows[0] ?? null;
}

/** A shared selection by its link's token, while its owner is an educator; null otherwise. */
export async function findSharedSelection(db: Queryable, token: string): Promise<Selection | null> {
  const { rows } = await db.query<Selection>(
    `select ${selectionColumns} from selections s join users u on u.id = s.user_id
     where s.share_token = $1 and u.card_access = 1`,
    [token],
  );
  return rows[0] ?? null;
}

export async function countSelections(db: Queryable, userId: number): Promise<number> {
  const { rows } = await db.query<{ n: number }>('select count(*)::int as n from selections where user_id = $1', [userId]);
  return rows[0].n;
}

async function setHashtags(db: Queryable, selectionId: number, hashtagIds: number[]): Promise<void> {
  await db.query('delete from selection_hashtags where selection_id = $1', [selectionId]);
  await db.query(
    `insert into selection_hashtags (selection_id, hashtag_id, position)
     select $1, id, position - 1 from unnest($2::int[]) with ordinality as t(id, position)`,
    [selectionId, hashtagIds],
  );
}

export async function createSelection(
  db: Queryable,
  userId: number,
  fields: { name: string; lang: Lang; hashtagIds: number[] },
): Promise<number> {
  const { rows } = await db.query<{ id: number }>(
    'insert into selections (user_id, name, lang) values ($1, $2, $3) returning id',
    [userId, fields.name, fields.lang],
  );
  await setHashtags(db, rows[0].id, fields.hashtagIds);
  return rows[0].id;
}

/** Renames and/or re-chooses the hashtags of a selection the user owns (checked by the caller). */
export async function updateSelection(
  db: Queryable,
  id: number,
  fields: { name?: string; hashtagIds?: number[] },
): Promise<void> {
  await db.query('update selections set name = coalesce($2, name), updated_at = now() where id = $1', [id, fields.name ?? null]);
  if (fields.hashtagIds) await setHashtags(db, id, fields.hashtagIds);
}

export async function deleteSelection(db: Queryable, userId: number, id: number): Promise<boolean> {
  const { rows } = await db.query('delete from selections where id = $1 and user_id = $2 returning id', [id, userId]);
  return rows.length > 0;
}

/** Shares a selection: gives it a link token, or keeps the one it has. */
export async function shareSelection(db: Queryable, id: number): Promise<void> {
  await db.query('update selections set share_token = coalesce(share_token, $2) where id = $1', [
    id,
    crypto.randomBytes(18).toString('base64url'),
  ]);
}

/** Stops sharing: the old link answers 404 from now on. */
export async function unshareSelection(db: Queryable, id: number): Promise<void> {
  await db.query('update selections set share_token = null where id = $1', [id]);
}
