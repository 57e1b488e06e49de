import { Type } from 'typebox';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import {
  AdminAuditEntry, AdminChatMessage, AdminChatReplyBody, AdminChatThread, AdminComment, AdminCommentUpdate,
  AdminIdParams, AdminQuestionnaire, AdminUser, AdminUserUpdate, AUDIT_ACTIONS, ITEM_TYPES, MAX_ID, Role,
} from '../../contracts/admin.ts';
import { ErrorResponse } from '../../contracts/common.ts';
import { QUESTIONARY_ROLES } from '../../contracts/questionary.ts';
import { forbidden, notFound, validationError } from '../../lib/errors.ts';
import { cleanPlainText } from '../../lib/text.ts';
import { isoTime as iso } from '../../repositories/sql.ts';
import type { FilterSpec, ResourceSpec } from './resource/index.ts';
import { insertTeamReply, lockUser, otherAdminExists, setRoles, writeAudit } from './repository.ts';
import { hasRole, requireRole } from './roles.ts';

const IdFilter = Type.Integer({ minimum: 1, maximum: MAX_ID });
const fullName = (alias: string) => `nullif(trim(concat_ws(' ', ${alias}.name, ${alias}.surname)), '')`;
const userFilter: FilterSpec = { schema: IdFilter, where: (p) => `x.user_id = ${p}` };

export const comments: ResourceSpec = {
  name: 'comments',
  noun: 'comment',
  roles: ['moderator'],
  table: 'comments',
  record: AdminComment,
  update: AdminCommentUpdate,
  remove: true,
  // left join: the comments of a deleted account stay, anonymised (user_id null, 061)
  from: `comments x left join users u on u.id = x.user_id
    left join materials m on x.item_type = 'material' and m.id = x.item_id
    left join courses k on x.item_type = 'course' and k.id = x.item_id`,
  select: () => `x.id, x.content, x.hidden, ${iso('x.created_at')} as created_at, x.user_id, u.email as user_email,
    ${fullName('u')} as user_name, x.item_type, x.item_id, coalesce(m.title, k.title) as item_title,
    coalesce(m.lang, k.lang) as item_lang,
    case when coalesce(m.id, k.id) is null then null
      else '/' || coalesce(m.lang, k.lang) || case x.item_type when 'material' then '/materials/' else '/courses/' end
        || coalesce(m.slug, k.slug) end as item_link`,
  search: ['x.content'],
  filters: {
    user_id: userFilter,
    item_type: { schema: Type.Enum(ITEM_TYPES), where: (p) => `x.item_type = ${p}` },
    item_id: { schema: IdFilter, where: (p) => `x.item_id = ${p}` },
    hidden: { schema: Type.Boolean(), where: (p) => `x.hidden = ${p}` },
  },
  sorts: { id: 'x.id', created_at: 'x.created_at' },
  defaultSort: ['created_at', 'DESC'],
  columns: { hidden: {} },
  updateAction: (before, after) => (before.hidden === after.hidden ? 'update' : after.hidden ? 'hide' : 'unhide'),
  description: 'A hidden comment leaves the public list and its count.',
};

export const users: ResourceSpec = {
  name: 'users',
  noun: 'user',
  roles: ['moderator'],
  table: 'users',
  record: AdminUser,
  update: AdminUserUpdate,
  select: () => `x.id, x.email, x.name, x.surname, x.country, x.city, x.lang, x.email_verified_at is not null as email_verified,
    coalesce((select json_agg(r.role order by r.role) from user_roles r where r.user_id = x.id), '[]'::json) as roles,
    x.card_access, x.comments_blocked,
    (select count(*)::int from comments c where c.user_id = x.id) as comments_count,
    exists (select 1 from questionaries q where q.user_id = x.id) as has_questionnaire,
    ${iso('x.created_at')} as created_at`,
  search: ['x.email', 'x.name', 'x.surname'],
  filters: {
    role: { schema: Role, where: (p) => `exists (select 1 from user_roles r where r.user_id = x.id and r.role = ${p})` },
    card_access: { schema: Type.Integer({ minimum: 0, maximum: 1 }), where: (p) => `x.card_access = ${p}` },
    comments_blocked: { schema: Type.Boolean(), where: (p) => `x.comments_blocked = ${p}` },
  },
  sorts: { id: 'x.id', email: 'x.email', created_at: 'x.created_at' },
  defaultSort: ['id', 'DESC'],
  columns: { card_access: {}, comments_blocked: {} },
  description: 'roles: admin only; card_access and comments_blocked: admin, moderator.',
  authorize: (request, data, before) => {
    const sameRoles = (a: unknown, b: unknown) => JSON.stringify([...((a as string[]) ?? [])].sort()) === JSON.stringify([...((b as string[]) ?? [])].sort());
    if (data.roles !== undefined && sameRoles(data.roles, before?.roles)) delete data.roles;
    if (data.roles !== undefined && !hasRole(request)) throw forbidden('Only an admin can change roles.');
    if (data.comments_blocked !== undefined && !hasRole(request, 'moderator')) {
      throw forbidden('Only an admin or a moderator can block commenting.');
    }
  },
  afterWrite: async (ctx, id, data) => {
    if (data.roles === undefined) return;
    const roles = data.roles as string[];
    if (!roles.includes('admin') && !(await otherAdminExists(ctx.tx, id))) {
      throw validationError({ roles: ['At least one admin must remain.'] });
    }
    await setRoles(ctx.tx, id, roles);
  },
  updateAction: (before, after) => {
    const beforeRoles = before.roles as string[];
    const afterRoles = after.roles as string[];
    const added = afterRoles.some((r) => !beforeRoles.includes(r)) || (after.card_access === 1 && before.card_access !== 1);
    const removed = beforeRoles.some((r) => !afterRoles.includes(r)) || (after.card_access !== 1 && before.card_access === 1);
    if (added && !removed) return 'grant';
    if (removed && !added) return 'revoke';
    return 'update';
  },
};

/** One thread per user who has written at least once; `x.id` is the user's id. */
const threads = `(
    select m.user_id as id, m.user_id, count(*)::int as messages_count,
      (count(*) filter (where m.author = 'user' and m.read_at is null))::int as unanswered_count,
      min(m.created_at) filter (where m.author = 'user' and m.read_at is null) as waiting_since,
      max(m.created_at) as last_message_at
    from chat_messages m group by m.user_id having count(*) filter (where m.author = 'user') > 0
  ) x
  join users u on u.id = x.user_id
  left join lateral (
    select l.text, l.author from chat_messages l where l.user_id = x.id order by l.created_at desc, l.id desc limit 1
  ) last on true`;

export const chats: ResourceSpec = {
  name: 'chats',
  noun: 'chat',
  roles: ['moderator'],
  table: 'chat_messages',
  record: AdminChatThread,
  from: threads,
  select: () => `x.id, x.user_id, u.email as user_email, ${fullName('u')} as user_name, x.messages_count, x.unanswered_count,
    ${iso('x.waiting_since')} as waiting_since,
    case when x.waiting_since is null then null else floor(extract(epoch from now() - x.waiting_since))::int end as waiting_seconds,
    ${iso('x.last_message_at')} as last_message_at, last.text as last_message_text, last.author as last_message_author`,
  selectOne: () => `coalesce((select json_agg(json_build_object(
      'id', l.id, 'author', l.author, 'text', l.text, 'created_at', ${iso('l.created_at')}, 'read_at', ${iso('l.read_at')},
      'admin_id', l.admin_id) order by l.created_at, l.id) from chat_messages l where l.user_id = x.id), '[]'::json) as messages`,
  search: ['u.email', 'u.name', 'u.surname'],
  filters: { unanswered: { schema: Type.Boolean(), where: (p) => `(x.unanswered_count > 0) = ${p}` } },
  sorts: {
    // The inbox: the longest-waiting thread first, answered threads after it, latest first.
    waiting_since: (direction) => `x.waiting_since ${direction} nulls last, x.last_message_at desc`,
    last_message_at: 'x.last_message_at',
    id: 'x.id',
  },
  defaultSort: ['waiting_since', 'ASC'],
  description: 'Reply with POST /api/admin/chats/{id}/messages.',
};

/** POST /api/admin/chats/{id}/messages: the team's reply; the user's waiting messages count as answered. */
export function registerChatReply(app: FastifyInstance) {
  app.post(
    '/chats/:id/messages',
    {
      preValidation: requireRole(app, ['moderator']),
      schema: {
        tags: ['admin'],
        security: [{ bearer: [] }],
        summary: 'Reply in a user\'s help chat',
        description:
          'Roles: admin, moderator. The user sees the reply in the profile chat and counts it in GET /api/user → ' +
          'user.chat.unread_user_messages until it is read. Answers 201 with the message.',
        params: AdminIdParams,
        body: AdminChatReplyBody,
        response: { 201: AdminChatMessage, 401: ErrorResponse, 403: ErrorResponse, 404: ErrorResponse, 422: ErrorResponse },
      },
    },
    async (request: FastifyRequest, reply: FastifyReply) => {
      const { id } = request.params as { id: number };
      const text = cleanPlainText((request.body as { text: string }).text);
      if (text === '') throw validationError({ text: ['The text field is required.'] });
      const message = await app.db.transaction(async (tx) => {
        if (!(await lockUser(tx, id))) throw notFound(`No user with id ${id}.`);
        const sent = await insertTeamReply(tx, id, text, request.user!.id);
        await writeAudit(tx, {
          userId: request.user!.id,
          email: null,
          action: 'reply',
          resource: 'chats',
          recordId: id,
          diff: { message_id: sent.id, text: text.length > 200 ? `${text.slice(0, 200)}…` : text },
        });
        return sent;
      });
      return reply.status(201).send(message);
    },
  );
}

export const questionnaires: ResourceSpec = {
  name: 'questionnaires',
  noun: 'questionnaire',
  roles: ['moderator'],
  table: 'questionaries',
  record: AdminQuestionnaire,
  from: '(select q.user_id as id, q.* from questionaries q) x join users u on u.id = x.user_id',
  select: () => `x.id, x.user_id, u.email as user_email, ${fullName('u')} as user_name, u.card_access, x.role,
    x.organisation, x.city, x.subjects, x.usage, x.comment, ${iso('x.created_at')} as created_at,
    ${iso('x.updated_at')} as updated_at`,
  search: ['u.email', 'u.name', 'u.surname', 'x.organisation', 'x.city', 'x.usage'],
  filters: {
    role: { schema: Type.Enum(QUESTIONARY_ROLES), where: (p) => `x.role = ${p}` },
    card_access: { schema: Type.Integer({ minimum: 0, maximum: 1 }), where: (p) => `u.card_access = ${p}` },
  },
  sorts: { id: 'x.id', updated_at: 'x.updated_at' },
  defaultSort: ['updated_at', 'DESC'],
  description: 'Grant educator access with PUT /api/admin/users/{id} {"card_access": 1}.',
};

export const audit: ResourceSpec = {
  name: 'audit',
  noun: 'audit entry',
  roles: [],
  table: 'audit_log',
  record: AdminAuditEntry,
  select: () => `x.id, x.user_id, x.user_email, x.action, x.resource, x.record_id, x.diff, ${iso('x.created_at')} as created_at`,
  filters: {
    resource: { schema: Type.String({ maxLength: 100 }), where: (p) => `x.resource = ${p}` },
    record_id: { schema: Type.Union([Type.String({ maxLength: 100 }), Type.Integer()]), where: (p) => `x.record_id = ${p}`, value: String },
    user_id: userFilter,
    action: { schema: Type.Enum(AUDIT_ACTIONS), where: (p) => `x.action = ${p}` },
  },
  sorts: { id: 'x.id', created_at: 'x.created_at' },
  defaultSort: ['id', 'DESC'],
};

export const communityResources: ResourceSpec[] = [comments, users, chats, questionnaires, audit];
