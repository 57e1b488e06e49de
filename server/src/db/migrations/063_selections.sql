-- Educators' selections (beyond the spec): an educator (users.card_access = 1) saves a hashtag search under a
-- name, opens it later, and may share it as a read-only link (/api/selections/shared/{share_token}). The results
-- are not stored: opening a selection runs the hashtag search again, so it follows new and edited materials.
create table selections (
  id serial primary key,
  user_id integer not null references users (id) on delete cascade,
  name text not null check (char_length(name) between 1 and 100),
  -- the language of the materials found
  lang text not null default 'ru' check (lang in ('ru', 'en')),
  -- random, url-safe; set while the selection is shared, null otherwise. Kept as is (not hashed) so that the
  -- educator can copy the link again: it only opens a read-only list of public materials.
  share_token text unique,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);
create index selections_user on selections (user_id, updated_at desc, id desc);

create table selection_hashtags (
  selection_id integer not null references selections (id) on delete cascade,
  hashtag_id integer not null references hashtags (id) on delete cascade,
  position integer not null default 0,
  primary key (selection_id, hashtag_id)
);
