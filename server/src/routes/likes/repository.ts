import type { Db } from '../../db/db.ts';
import type { Lang } from '../../contracts/common.ts';
import type { ItemKind } from '../../lib/content-items.ts';
import { itemTable } from '../../repositories/content-items.ts';

export interface Liker {
  userId: number | null;
  clientId: string | null;
}

export interface LikeResult {
  countLikes: number;
  /** Whether this like counted (not a repeat). */
  added: boolean;
  lang: Lang;
  slug: string;
}

/**
 * Records a like of one item by a user (or, for visitors, by a browser's client id) unless they liked it before,
 * and answers the item's like count; null when the item does not exist. A visitor's like from the same browser
 * becomes the user's when they like after signing in, so signing in does not give a second like.
 */
export async function addLike(db: Db, kind: ItemKind, itemId: number, liker: Liker): Promise<LikeResult | null> {
  const table = itemTable[kind];
  return db.transaction(async (tx) => {
    // Locking the item row serialises likes of one item, so the check-then-insert below cannot race.
    const item = await tx.query<{ like_count: number; lang: Lang; slug: string }>(
      `select like_count, lang, slug from ${table} where id = $1 for update`,
      [
      itemId,
    ]);
    if (item.rows.length === 0) return null;
    let added = false;
    if (liker.userId !== null) {
      const mine = await tx.query('select 1 from likes where item_type = $1 and item_id = $2 and user_id = $3', [
        kind, itemId, liker.userId,
      ]);
      if (mine.rows.length === 0) {
        const claimed = liker.clientId
          ? await tx.query(
              `update likes set user_id = $4
               where item_type = $1 and item_id = $2 and user_id is null and client_id = $3 returning id`,
              [kind, itemId, liker.clientId, liker.userId],
            )
          : { rows: [] };
        if (claimed.rows.length === 0) {
          await tx.query('insert into likes (item_type, item_id, user_id, client_id) values ($1, $2, $3, $4)', [
            kind, itemId, liker.userId, liker.clientId,
          ]);
          added = true;
        }
      }
    } else {
      const inserted = await tx.query(
        `insert into likes (item_type, item_id, client_id) values ($1, $2, $3)
         on conflict (item_type, item_id, client_id) where user_id is null do nothing returning id`,
        [kind, itemId, liker.clientId],
      );
      added = inserted.rows.length > 0;
    }
    const { lang, slug } = item.rows[0];
    if (!added) return { countLikes: item.rows[0].like_count, added, lang, slug };
    const updated = await tx.query<{ like_count: number }>(
      `update ${table} set like_count = like_count + 1 where id = $1 returning like_count`,
      [itemId],
    );
    return { countLikes: updated.rows[0].like_count, added, lang, slug };
  });
}

/**
 * Whether the reader has liked an item — the signed-in user's like (on any device), or this browser's visitor like
 * (which becomes the user's when they like after signing in) — and its count; null when the item does not exist.
 */
export async function likeState(
  db: Db,
  kind: ItemKind,
  itemId: number,
  liker: Liker,
): Promise<{ liked: boolean; countLikes: number } | null> {
  const table = itemTable[kind];
  const { rows } = await db.query<{ liked: boolean; like_count: number }>(
    `select i.like_count, exists (
       select 1 from likes l where l.item_type = $1 and l.item_id = i.id
         and (l.user_id = $3 or (l.user_id is null and l.client_id = $4))
     ) as liked
     from ${table} i where i.id = $2`,
    [kind, itemId, liker.userId, liker.clientId],
  );
  return rows[0] ? { liked: rows[0].liked, countLikes: rows[0].like_count } : null;
}
