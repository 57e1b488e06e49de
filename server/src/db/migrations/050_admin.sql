-- The editorial console: roles of the site team, drafts, hidden comments, users blocked from commenting, who of
-- the team answered in the help chat, and the audit of every console write.

-- admin: everything, roles included; editor: content; moderator: comments, chat, users' commenting rights.
create table user_roles (
  user_id integer not null references users (id) on delete cascade,
  role text not null check (role in ('admin', 'editor', 'moderator')),
  created_at timestamptz not null default now(),
  primary key (user_id, role)
);

-- A blocked user's new comments are refused (403).
alter table users add column comments_blocked boolean not null default false;

-- false: a draft, absent from every public list, page, search and sitemap. Existing materials stay published.
alter table materials add column published boolean not null default true;

-- Hidden comments leave the public list and its count (the author still sees them in the profile).
alter table comments add column hidden boolean not null default false;

-- Who of the team wrote a team message (null: the welcome and messages written before the console).
alter table chat_messages add column admin_id integer references users (id) on delete set null;

-- Static pages get a numeric id: the console addresses every record by one.
alter table pages add column id serial unique;

-- Every console write (and role changes from the command line): who did what to which record, when.
create table audit_log (
  id serial primary key,
  -- null for the command line and start-up (ADMIN_EMAIL)
  user_id integer references users (id) on delete set null,
  -- kept when the user is deleted later
  user_email text,
  action text not null check (action in ('create', 'update', 'delete', 'hide', 'unhide', 'reply', 'grant', 'revoke', 'upload')),
  resource text not null,
  record_id text,
  -- update: {field: {from, to}} of the changed fields; create/delete: the record's main fields
  diff jsonb not null default '{}'::jsonb,
  created_at timestamptz not null default now()
);
create index audit_log_created on audit_log (created_at desc, id desc);
create index audit_log_record on audit_log (resource, record_id);
