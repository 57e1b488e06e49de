-- Messages of the 'contact us' form, read by the site team.
create table contact_messages (
  id serial primary key,
  -- the signed-in sender, if any
  user_id integer references users (id) on delete set null,
  -- a reply address a visitor may leave
  email text,
  text text not null check (length(text) between 1 and 5000),
  created_at timestamptz not null default now(),
  handled_at timestamptz
);
create index contact_messages_unhandled on contact_messages (created_at) where handled_at is null;
