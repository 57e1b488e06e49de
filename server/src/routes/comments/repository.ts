import type { Queryable } from '../../db/db.ts';
import { COMMENTS_LIST_LIMIT, type Comment, type CommentsResponse, type UserComment } from '../../contracts/comments.ts';
import type { ItemKind } from '../../lib/content-items.ts';
import type { Lang } from '../../contracts/common.ts';
import { itemTag } from '../../lib/cache-tags.ts';
import { isoTime } from '../../repositories/sql.ts';

const commentColumns = `c.id, c.content, ${isoTime('c.created_at')} as created_at,
  json_build_object('name', u.name, 'surname', u.surname) as user`;

/**
 * The comments others see: not hidden by a moderator, and not waiting for their author's e-mail confirmation.
 * left join: comments of deleted accounts stay, anonymised (user_id null, shown as 'Пользователь').
 */
const shown = `from comments c left join users u on u.id = c.user_id
  where c.item_type = $1 and c.item_id = $2 and not c.hidden and (c.user_id is null or u.email_verified_at is not null)`;

export async function listItemComments(db: Queryable, kind: ItemKind, itemId: number): Promise<CommentsResponse> {
  const [list, count] = await Promise.all([
    db.query<Comment>(
      `select ${commentColumns} ${shown} order by c.created_at desc, c.id desc limit $3`,
      [kind, itemId, COMMENTS_LIST_LIMIT],
    ),
    db.query<{ n: number }>(`select count(*)::int as n ${shown}`, [kind, itemId]),
  ]);
  return { comments: list.rows, countComments: count.rows[0].n };
}

export async function addComment(
  db: Queryable,
  userId: number,
  kind: ItemKind,
  itemId: number,
  content: string,
): Promise<Comment> {
  const { rows } = await db.query<Comment>(
    `with c as (
       insert into comments (user_id, item_type, item_id, content) values ($1, $2, $3, $4) returning *
     )
     select ${commentColumns} from c join users u on u.id = c.user_id`,
    [userId, kind, itemId, content],
  );
  return rows[0];
}

/** The user's own comments with the item each is about; comments of items deleted since are left out. */
export async function listUserComments(db: Queryable, userId: number): Promise<{ comments: UserComment[]; countComments: number }> {
  const from = `from comments c
    left join materials m on c.item_type = 'material' and m.id = c.item_id
    left join courses k on c.item_type = 'course' and k.id = c.item_id
    where c.user_id = $1 and coalesce(m.id, k.id) is not null`;
  const [list, count] = await Promise.all([
    db.query<UserComment>(
      `select c.id, c.content, ${isoTime('c.created_at')} as created_at,
         json_build_object(
           'type', case c.item_type when 'material' then 'materials' else 'courses' end,
           'id', coalesce(m.id, k.id), 'slug', coalesce(m.slug, k.slug), 'lang', coalesce(m.lang, k.lang),
           'title', coalesce(m.title, k.title),
           -- a material's own link overrides its page, as on its card
           'link', coalesce(m.link, '/' || coalesce(m.lang, k.lang) || '/'
             || case c.item_type when 'material' then 'materials' else 'courses' end || '/' || coalesce(m.slug, k.slug))) as item
       ${from}
       order by c.created_at desc, c.id desc limit $2`,
      [userId, COMMENTS_LIST_LIMIT],
    ),
    db.query<{ n: number }>(`select count(*)::int as n ${from}`, [userId]),
  ]);
  return { comments: list.rows, countComments: count.rows[0].n };
}

/**
 * blocked: a moderator blocked the user from commenting (admin console, users.comments_blocked); verified: the
 * e-mail is confirmed (else the user's comments wait for it).
 */
export async function commenterState(db: Queryable, userId: number): Promise<{ blocked: boolean; verified: boolean }> {
  const { rows } = await db.query<{ blocked: boolean; verified: boolean }>(
    'select comments_blocked as blocked, email_verified_at is not null as verified from users where id = $1',
    [userId],
  );
  return rows[0] ?? { blocked: false, verified: false };
}

/** The cache tags of the items the user commented on: their pages show the user's name beside the comments. */
export async function commentedItemTags(db: Queryable, userId: number): Promise<string[]> {
  const { rows } = await db.query<{ kind: ItemKind; lang: Lang; slug: string }>(
    `select distinct c.item_type as kind, coalesce(m.lang, k.lang) as lang, coalesce(m.slug, k.slug) as slug
     from comments c
     left join materials m on c.item_type = 'material' and m.id = c.item_id
     left join courses k on c.item_type = 'course' and k.id = c.item_id
     where c.user_id = $1 and coalesce(m.slug, k.slug) is not null`,
    [userId],
  );
  return rows.map((row) => itemTag(row.kind, row.lang, row.slug));
}

