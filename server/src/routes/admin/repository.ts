import type { Queryable, Transaction } from '../../db/db.ts';
import type { Role } from '../../contracts/admin.ts';
import { isoTime } from '../../repositories/sql.ts';
import type { AuditEntry } from './audit.ts';
import type { AnyRecord } from './resource/index.ts';

/** The SQL of the console's own writes and checks; the resources' generic SQL is resource/repository.ts. */

// Audit -----------------------------------------------------------------------------------------------------------

/** One audit row; `email` is looked up from the user when not given, so it survives the user's deletion. */
export async function writeAudit(db: Queryable, entry: AuditEntry): Promise<void> {
  await db.query(
    `insert into audit_log (user_id, user_email, action, resource, record_id, diff)
     values ($1, coalesce($2, (select email from users where id = $1)), $3, $4, $5, $6::jsonb)`,
    [entry.userId, entry.email, entry.action, entry.resource, entry.recordId === null ? null : String(entry.recordId), JSON.stringify(entry.diff)],
  );
}

// Roles and accounts ----------------------------------------------------------------------------------------------

export async function rolesOf(db: Queryable, userId: number): Promise<Role[]> {
  const { rows } = await db.query<{ role: Role }>('select role from user_roles where user_id = $1 order by role', [userId]);
  return rows.map((r) => r.role);
}

/** Gives the role; false when the user already had it. */
export async function insertRole(db: Queryable, userId: number, role: Role): Promise<boolean> {
  const { rows } = await db.query(
    'insert into user_roles (user_id, role) values ($1, $2) on conflict do nothing returning user_id',
    [userId, role],
  );
  return rows.length > 0;
}

/** Takes the role away; false when the user did not have it. */
export async function deleteRole(db: Queryable, userId: number, role: Role): Promise<boolean> {
  const { rows } = await db.query('delete from user_roles where user_id = $1 and role = $2 returning user_id', [userId, role]);
  return rows.length > 0;
}

/** The user's roles become exactly `roles`. */
export async function setRoles(db: Queryable, userId: number, roles: string[]): Promise<void> {
  await db.query('delete from user_roles where user_id = $1 and not (role = any($2::text[]))', [userId, roles]);
  await db.query('insert into user_roles (user_id, role) select $1, r from unnest($2::text[]) as r on conflict do nothing', [userId, roles]);
}

/** Whether someone other than `userId` is an admin (the last admin cannot lose the role). */
export async function otherAdminExists(db: Queryable, userId: number): Promise<boolean> {
  const { rows } = await db.query(`select 1 from user_roles where role = 'admin' and user_id <> $1 limit 1`, [userId]);
  return rows.length > 0;
}

/** Everyone with a role: e-mail and roles, comma-separated (`npm run admin -- list`). */
export async function listRoleHolders(db: Queryable): Promise<{ email: string; roles: string }[]> {
  const { rows } = await db.query<{ email: string; roles: string }>(
    `select u.email, string_agg(r.role, ', ' order by r.role) as roles
     from user_roles r join users u on u.id = r.user_id group by u.id, u.email order by u.email`,
  );
  return rows;
}

export async function userIdByEmail(db: Queryable, email: string): Promise<number | null> {
  const { rows } = await db.query<{ id: number }>('select id from users where lower(email) = lower($1)', [email.trim()]);
  return rows[0]?.id ?? null;
}

/** Holds the transaction-level advisory lock `key` until the transaction ends. */
export async function advisoryLock(tx: Transaction, key: number): Promise<void> {
  await tx.query('select pg_advisory_xact_lock($1)', [key]);
}

/** A new account with a confirmed e-mail; null when the address is taken (by a visitor registering right now). */
export async function insertConfirmedUser(tx: Transaction, email: string, passwordHash: string): Promise<number | null> {
  const { rows } = await tx.query<{ id: number }>(
    `insert into users (email, password_hash, email_verified_at) values ($1, $2, now())
     on conflict ((lower(email))) do nothing returning id`,
    [email, passwordHash],
  );
  return rows[0]?.id ?? null;
}

/** The account's password becomes `passwordHash`, its e-mail confirmed; its sessions and unused mailed links end. */
export async function takeOverAccount(tx: Transaction, userId: number, passwordHash: string): Promise<void> {
  await tx.query(
    'update users set password_hash = $2, email_verified_at = coalesce(email_verified_at, now()), updated_at = now() where id = $1',
    [userId, passwordHash],
  );
  await tx.query('delete from user_tokens where user_id = $1', [userId]);
  await tx.query('delete from user_pins where user_id = $1 and used_at is null', [userId]);
}

// Content ---------------------------------------------------------------------------------------------------------

/** The language of row `id` of `table` (materials, courses, books), or null when there is no such row. */
export async function langOfRow(tx: Transaction, table: string, id: number): Promise<string | null> {
  const { rows } = await tx.query<{ lang: string }>(`select lang from ${table} where id = $1`, [id]);
  return rows[0]?.lang ?? null;
}

/** Whether the link table has a row of this parent (a course's materials, a book's chapters, …). */
export async function hasLinkedRows(tx: Transaction, table: 'course_materials' | 'book_chapters', column: string, id: number): Promise<boolean> {
  const { rows } = await tx.query(`select 1 from ${table} where ${column} = $1 limit 1`, [id]);
  return rows.length > 0;
}

/**
 * Links row `id` of `table` to its translation `target` (null: unlinks it). With a symmetric `translation_id`
 * whatever pointed at either side is unlinked first, then both point at each other; with `translation_of` the
 * row points to its original.
 */
export async function linkTranslation(
  tx: Transaction,
  table: string,
  column: 'translation_id' | 'translation_of',
  id: number,
  target: number | null,
): Promise<void> {
  if (column === 'translation_id') {
    await tx.query(`update ${table} set translation_id = null where translation_id = $1 or id = $1`, [id]);
    if (target !== null) {
      await tx.query(`update ${table} set translation_id = null where translation_id = $1 or id = $1`, [target]);
      await tx.query(`update ${table} set translation_id = case id when $1 then $2 else $1 end where id in ($1, $2)`, [id, target]);
    }
  } else {
    await tx.query(`update ${table} set translation_of = null where translation_of = $1 or id = $1`, [id]);
    if (target !== null) {
      await tx.query(`update ${table} set translation_of = null where id = $1`, [target]);
      await tx.query(`update ${table} set translation_of = $2 where id = $1`, [id, target]);
    }
  }
}

export interface ChapterInput {
  id?: number;
  title: string;
  content: string;
}

/** Replaces a material's chapters by the given list, in order; a chapter with an id of this material keeps it. */
export async function replaceChapters(tx: Transaction, materialId: number, chapters: ChapterInput[]): Promise<void> {
  const keep = chapters.map((c) => c.id).filter((id): id is number => id !== undefined);
  await tx.query('delete from chapters where material_id = $1 and not (id = any($2::int[]))', [materialId, keep]);
  // Move the kept chapters out of the way of the unique (material_id, position) before renumbering.
  await tx.query('update chapters set position = -position - 1 where material_id = $1', [materialId]);
  const { rows } = await tx.query<{ id: number }>('select id from chapters where material_id = $1', [materialId]);
  const own = new Set(rows.map((r) => r.id));
  for (const [index, chapter] of chapters.entries()) {
    if (chapter.id !== undefined && own.has(chapter.id)) {
      await tx.query('update chapters set position = $2, title = $3, content = $4 where id = $1', [chapter.id, index + 1, chapter.title, chapter.content]);
    } else {
      await tx.query('insert into chapters (material_id, position, title, content) values ($1, $2, $3, $4)', [materialId, index + 1, chapter.title, chapter.content]);
    }
  }
}

// Help chat -------------------------------------------------------------------------------------------------------

const chatMessageColumns = `l.id, l.author, l.text, ${isoTime('l.created_at')} as created_at, ${isoTime('l.read_at')} as read_at, l.admin_id`;

/** Locks the user's row for the reply; false when there is no such user. */
export async function lockUser(tx: Transaction, userId: number): Promise<boolean> {
  const { rows } = await tx.query('select 1 from users where id = $1 for update', [userId]);
  return rows.length > 0;
}

/** The team's reply to the user: the user's waiting messages are marked read, the reply is answered as the console shows it. */
export async function insertTeamReply(tx: Transaction, userId: number, text: string, adminId: number): Promise<AnyRecord> {
  await tx.query(`update chat_messages set read_at = now() where user_id = $1 and author = 'user' and read_at is null`, [userId]);
  const { rows } = await tx.query<AnyRecord>(
    `with l as (insert into chat_messages (user_id, author, text, admin_id) values ($1, 'team', $2, $3) returning *)
     select ${chatMessageColumns} from l`,
    [userId, text, adminId],
  );
  return rows[0];
}
