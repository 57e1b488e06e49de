-- The help chat: one thread per user between the user and the site team.
-- The team answers by inserting rows with author = 'team' (for now straight into the database, later through an
-- admin tool):  insert into chat_messages (user_id, author, text) values (<user id>, 'team', '<answer>');
create table chat_messages (
  id serial primary key,
  -- the owner of the thread
  user_id integer not null references users (id) on delete cascade,
  author text not null check (author in ('user', 'team')),
  text text not null check (length(text) between 1 and 4000),
  created_at timestamptz not null default now(),
  -- when the recipient read it: the user for team messages, the team for user messages; null = unread.
  -- Unread by the user: author = 'team' and read_at is null.
  read_at timestamptz
);
create index chat_messages_thread on chat_messages (user_id, created_at, id);
create index chat_messages_unread_team on chat_messages (user_id) where author = 'team' and read_at is null;
create index chat_messages_unread_user on chat_messages (created_at) where author = 'user' and read_at is null;
